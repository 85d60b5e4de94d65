import { useId, useState } from 'react';
import type { CattleVariant } from './types';
import styles from './VariantAccordion.module.css';

/**
 * The variants of one product group (docs/requirements.md#cattle-feed): one open variant or
 * none; clicking the open one closes it, clicking another opens that one. 700 ms transition.
 */
export function VariantAccordion({
  variants,
  label,
}: {
  variants: readonly CattleVariant[];
  label: string;
}) {
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const baseId = useId();
  return (
    <ul className={styles.list} aria-label={label} data-testid="variant-accordion">
      {variants.map((variant, index) => {
        const open = index === openIndex;
        const buttonId = `${baseId}-v${index}`;
        const panelId = `${baseId}-p${index}`;
        return (
          <li key={variant.name} className={`${styles.item} ${open ? styles.open : ''}`}>
            <h4 className={styles.heading}>
              <button
                type="button"
                id={buttonId}
                className={styles.trigger}
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setOpenIndex(open ? null : index)}
              >
                <span>{variant.name}</span>
                <span className={styles.chevron} aria-hidden="true" />
              </button>
            </h4>
            <div
              id={panelId}
              role="region"
              aria-labelledby={buttonId}
              className={styles.panel}
              inert={!open}
              aria-hidden={!open}
            >
              <div className={styles.inner}>
                <p>{variant.description}</p>
                <dl className={styles.facts}>
                  <div>
                    <dt>Ideal for</dt>
                    <dd>{variant.idealFor}</dd>
                  </div>
                  <div>
                    <dt>Key benefit</dt>
                    <dd>{variant.keyBenefit}</dd>
                  </div>
                </dl>
              </div>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
