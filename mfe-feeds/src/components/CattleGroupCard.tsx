import { trFormat } from '@navdhara/shared';
import { VariantAccordion, type CattleProduct } from '@navdhara/shared/division';
import { Illustration } from '@navdhara/shared/static';
import styles from './CattleGroupCard.module.css';

/** One cattle feed product group: image, name, description and its variants as an accordion. */
export function CattleGroupCard({ product }: { product: CattleProduct }) {
  return (
    <article className={styles.card} data-testid="cattle-group">
      <Illustration image={{ ...product.image, alt: product.alt }} className={styles.image} />
      <div className={styles.body}>
        <h3 className={styles.title}>{product.name}</h3>
        <p className={styles.text}>{product.description}</p>
        <VariantAccordion
          variants={product.variants}
          label={trFormat('{name} variants', { name: product.name })}
        />
      </div>
    </article>
  );
}
