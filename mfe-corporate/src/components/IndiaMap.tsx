import { useId, useState } from 'react';
import { MapPin as MapPinIcon } from 'lucide-react';
import { localize, tr, trFormat } from '@navdhara/shared';
import indiaOutline from '../assets/india-outline.svg';
import { indiaStates, indiaViewBox } from '../content/india-map.generated';
import {
  locationCategories as categories,
  type LocationCategory,
  type MapPin,
} from '../content/locations';
import styles from './IndiaMap.module.css';

const centres = new Map(indiaStates.map((s) => [s.id, s.centre]));

function pinPosition(pin: MapPin): { left: string; top: string } {
  const [cx, cy] = centres.get(pin.state) ?? [indiaViewBox.width / 2, indiaViewBox.height / 2];
  const x = cx + (pin.dx ?? 0);
  const y = cy + (pin.dy ?? 0);
  return {
    left: `${((x / indiaViewBox.width) * 100).toFixed(2)}%`,
    top: `${((y / indiaViewBox.height) * 100).toFixed(2)}%`,
  };
}

const address = (pin: MapPin) => `${pin.facility}, ${pin.town}, ${pin.stateName} ${pin.pincode}`;

function AddressList({ category }: { category: LocationCategory }) {
  return (
    <ul className={styles.addresses}>
      {category.pins.map((pin) => (
        <li key={address(pin)}>
          <span>
            <strong>{pin.facility}</strong>
            {pin.count ? ` (${pin.count})` : ''}
            <br />
            {/* One text: no `<!-- -->` between its parts in the server's HTML. */}
            {`${pin.town}, ${pin.stateName} ${pin.pincode}`}
          </span>
        </li>
      ))}
    </ul>
  );
}

/**
 * The facilities map (docs/requirements.md#about-page): nine category tiles with their counts; the
 * selected tile's pins show on an outline of India, each with a label (facility, town, state,
 * pincode) on hover or keyboard focus and a count badge where a pin stands for several sites.
 * Under 1024 px the selected tile expands to list the addresses; tapping it again collapses it.
 */
export default function IndiaMap() {
  const locationCategories = localize(categories);
  const [selectedId, setSelectedId] = useState(locationCategories[0]?.id ?? '');
  const [expanded, setExpanded] = useState(false);
  const [activePin, setActivePin] = useState<number | null>(null);
  const baseId = useId();
  const selected = locationCategories.find((c) => c.id === selectedId) ?? locationCategories[0];

  const choose = (id: string) => {
    setActivePin(null);
    if (id === selectedId) setExpanded(!expanded);
    else {
      setSelectedId(id);
      setExpanded(true);
    }
  };

  return (
    <div className={styles.layout} data-testid="india-map">
      <ul className={styles.tiles}>
        {locationCategories.map((category) => {
          const isSelected = category.id === selectedId;
          const open = isSelected && expanded;
          return (
            <li key={category.id} className={`${styles.tile} ${isSelected ? styles.selected : ''}`}>
              <button
                type="button"
                className={styles.tileButton}
                aria-pressed={isSelected}
                aria-expanded={open}
                aria-controls={`${baseId}-${category.id}`}
                onClick={() => choose(category.id)}
                data-testid={`map-tile-${category.id}`}
              >
                <span className={styles.count} data-testid="map-tile-count">
                  {category.number}
                </span>
                <span className={styles.tileTitle}>{category.title}</span>
              </button>
              <div
                id={`${baseId}-${category.id}`}
                className={styles.inline}
                hidden={!open}
                data-testid="map-tile-addresses"
              >
                <AddressList category={category} />
              </div>
            </li>
          );
        })}
      </ul>
      <div className={styles.mapWrap}>
        <div className={styles.map}>
          <img
            src={indiaOutline}
            width={indiaViewBox.width}
            height={indiaViewBox.height}
            alt={tr('Outline map of India with its states')}
            className={styles.outline}
            loading="lazy"
            decoding="async"
          />
          {selected && (
            <ul
              className={styles.pins}
              aria-label={trFormat('{category} locations', { category: selected.title })}
              data-testid="map-pins"
            >
              {selected.pins.map((pin, index) => {
                const position = pinPosition(pin);
                const label = address(pin);
                const show = activePin === index;
                return (
                  <li key={label} className={styles.pinItem} style={position}>
                    <button
                      type="button"
                      className={styles.pin}
                      aria-label={
                        pin.count
                          ? trFormat('{address} ({count} sites)', {
                              address: label,
                              count: pin.count,
                            })
                          : label
                      }
                      onMouseEnter={() => setActivePin(index)}
                      onMouseLeave={() => setActivePin(null)}
                      onFocus={() => setActivePin(index)}
                      onBlur={() => setActivePin(null)}
                      onClick={() => setActivePin(show ? null : index)}
                      data-testid="map-pin"
                    >
                      <MapPinIcon size={24} aria-hidden="true" />
                      {pin.count && (
                        <span
                          className={styles.badge}
                          aria-hidden="true"
                          data-testid="map-pin-badge"
                        >
                          {pin.count}
                        </span>
                      )}
                    </button>
                    <span
                      className={`${styles.label} ${show ? styles.labelShown : ''}`}
                      aria-hidden="true"
                      data-testid="map-pin-label"
                    >
                      <strong>{pin.facility}</strong>
                      {pin.town}, {pin.stateName}
                      <br />
                      {trFormat('PIN {pincode}', { pincode: pin.pincode })}
                    </span>
                  </li>
                );
              })}
            </ul>
          )}
        </div>
        {selected && (
          <div className={styles.desktopList}>
            <h3 className={styles.listTitle}>
              {selected.title} <span>({selected.number})</span>
            </h3>
            <AddressList category={selected} />
          </div>
        )}
      </div>
    </div>
  );
}
