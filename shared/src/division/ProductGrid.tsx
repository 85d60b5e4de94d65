import type { Product } from '../types/content';
import styles from './ProductGrid.module.css';

export interface ProductGridProps {
  products: readonly Product[];
  onOpen: (product: Product) => void;
}

/** docs/requirements.md#division-pages: 2 items give 2 columns, more than 2 give up to 4 (fewer on narrow screens). */
export function gridColumns(count: number): 2 | 4 {
  return count <= 2 ? 2 : 4;
}

/** The product cards of a division; the image and the name open the product's detail. */
export function ProductGrid({ products, onOpen }: ProductGridProps) {
  const columns = gridColumns(products.length);
  return (
    <ul
      className={`${styles.grid} ${columns === 2 ? styles.two : styles.four}`}
      data-columns={columns}
      data-testid="product-grid"
    >
      {products.map((product) => (
        <li key={product.id} className={styles.card} data-testid="product-card">
          <button
            type="button"
            className={styles.imageButton}
            onClick={() => onOpen(product)}
            aria-label={`View details of ${product.name}`}
            tabIndex={-1}
          >
            {product.image ? (
              <img
                src={product.image.formats.small?.url ?? product.image.url}
                alt={product.image.alternativeText || product.name}
                width={product.image.formats.small?.width ?? product.image.width ?? 480}
                height={product.image.formats.small?.height ?? product.image.height ?? 360}
                loading="lazy"
                decoding="async"
                className={styles.image}
              />
            ) : (
              <span className={styles.placeholder} aria-hidden="true" />
            )}
          </button>
          <div className={styles.body}>
            <p className={styles.category}>{product.category}</p>
            <h3 className={styles.name}>
              <button type="button" className={styles.nameButton} onClick={() => onOpen(product)}>
                {product.name}
              </button>
            </h3>
            <span className={styles.more} aria-hidden="true">
              View details →
            </span>
          </div>
        </li>
      ))}
    </ul>
  );
}
