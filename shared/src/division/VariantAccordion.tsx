import { useId } from 'react';
import { tr } from '@navdhara/shared';
import type { CattleVariant } from '../types/division';
import styles from './VariantAccordion.module.css';

/**
 * The variants of one product group (docs/requirements.md#cattle-feed): one open variant or
 * none; clicking the open one closes it, clicking another opens that one. 700 ms transition.
 * A `<details name>` group, as the FAQs: the browser keeps one open, from the server HTML, with no
 * script behind it.
 */
export function VariantAccordion({
  variants,
  label,
}: {
  variants: readonly CattleVariant[];
  label: string;
}) {
  const group = useId();
  return (
    <ul className={styles.list} aria-label={label} data-testid="variant-accordion">
      {variants.map((variant) => (
        <li key={variant.name}>
          <details name={group} className={styles.item}>
            <summary className={styles.trigger}>
              <h4 className={styles.heading}>{variant.name}</h4>
              <span className={styles.chevron} aria-hidden="true" />
            </summary>
            <div className={styles.inner}>
              <p>{variant.description}</p>
              <dl className={styles.facts}>
                <div>
                  <dt>{tr('Ideal for')}</dt>
                  <dd>{variant.idealFor}</dd>
                </div>
                <div>
                  <dt>{tr('Key benefit')}</dt>
                  <dd>{variant.keyBenefit}</dd>
                </div>
              </dl>
            </div>
          </details>
        </li>
      ))}
    </ul>
  );
}
