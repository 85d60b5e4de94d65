import { useId, type CSSProperties } from 'react';
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

function Detail({ unit }: { unit: BusinessUnit }) {
  return (
    <div className={styles.detail} data-testid="unit-detail">
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
 * The five business units (docs/requirements.md#home-page): the first is open; choosing a unit
 * opens it and closes the others. An exclusive `<details name>` group, so it needs no script,
 * before the app or ever (the GOV.UK Frontend way; ARCHITECTURE.md, "The first action"): on a
 * phone each unit opens inline under its name like an accordion, and tapping the open unit closes
 * it; from 1024 px the open unit's detail is laid beside the list (Tabs.module.css does the same).
 */
export function BusinessUnits() {
  const group = useId();
  const units = localize(businessUnits);
  return (
    <ul
      className={styles.units}
      data-testid="business-units"
      style={{ '--unit-count': units.length } as CSSProperties}
    >
      {units.map((unit, index) => {
        const Icon = icons[unit.icon];
        return (
          <li key={unit.key} className={styles.item}>
            <details name={group} open={index === 0} className={styles.unit}>
              <summary className={styles.trigger} data-testid={`unit-${unit.key}`}>
                <span className={styles.icon} aria-hidden="true">
                  <Icon size={22} />
                </span>
                <span className={styles.name}>{unit.name}</span>
                <span className={styles.chevron} aria-hidden="true" />
              </summary>
              <Detail unit={unit} />
            </details>
          </li>
        );
      })}
    </ul>
  );
}
