import { useId, useState } from 'react';
import { Drumstick, Egg, Sprout, Wheat, Wrench, type LucideIcon } from 'lucide-react';
import { localize, tr, trFormat } from '@navdhara/shared';
import { AssetImage, ButtonLink } from '@navdhara/shared/ui';
import { businessUnits, type BusinessUnit } from '../content/business-units';
import styles from './BusinessUnits.module.css';

const icons: Record<BusinessUnit['icon'], LucideIcon> = {
  drumstick: Drumstick,
  egg: Egg,
  wheat: Wheat,
  wrench: Wrench,
  sprout: Sprout,
};

function Detail({ unit, id }: { unit: BusinessUnit; id?: string }) {
  return (
    <div className={styles.detail} id={id} data-testid="unit-detail">
      <AssetImage image={unit.image} className={styles.image} />
      <div className={styles.detailBody}>
        <h3 className={styles.detailTitle}>{unit.title}</h3>
        <p>{unit.content}</p>
        <ul className={styles.highlights}>
          {unit.highlights.map((h) => (
            <li key={h}>{h}</li>
          ))}
        </ul>
        <ButtonLink to={unit.link} size="sm">
          {tr('Learn More')}
          <span className="visually-hidden"> {trFormat('about {name}', { name: unit.title })}</span>
        </ButtonLink>
      </div>
    </div>
  );
}

/**
 * The five business units (docs/requirements.md#home-page): the first is selected; a click selects a unit. Desktop
 * (≥1024 px) shows the selected unit's detail beside the list; on smaller screens the detail
 * opens inline under the unit like an accordion, and tapping the open unit closes it. Both
 * layouts are in the DOM and switched by CSS, so the server-rendered HTML matches any width.
 */
export function BusinessUnits() {
  const [selected, setSelected] = useState(0);
  const [expanded, setExpanded] = useState(true);
  const baseId = useId();
  const units = localize(businessUnits);
  const current = units[selected] ?? units[0];

  const choose = (index: number) => {
    if (index === selected) setExpanded(!expanded);
    else {
      setSelected(index);
      setExpanded(true);
    }
  };

  return (
    <div className={styles.units} data-testid="business-units">
      <ul className={styles.list}>
        {units.map((unit, index) => {
          const Icon = icons[unit.icon];
          const isSelected = index === selected;
          const open = isSelected && expanded;
          return (
            <li key={unit.key} className={`${styles.item} ${isSelected ? styles.selected : ''}`}>
              <button
                type="button"
                className={styles.trigger}
                aria-expanded={open}
                aria-controls={`${baseId}-${unit.key}`}
                aria-current={isSelected ? 'true' : undefined}
                onClick={() => choose(index)}
                data-testid={`unit-${unit.key}`}
              >
                <span className={styles.icon} aria-hidden="true">
                  <Icon size={22} />
                </span>
                <span className={styles.name}>{unit.name}</span>
                <span className={styles.chevron} aria-hidden="true" />
              </button>
              <div className={styles.inline} hidden={!open}>
                <Detail unit={unit} id={`${baseId}-${unit.key}`} />
              </div>
            </li>
          );
        })}
      </ul>
      {current && (
        <div className={styles.panel} aria-live="polite" data-testid="unit-panel">
          <Detail unit={current} />
        </div>
      )}
    </div>
  );
}
