import { contentLang, tr, trFormat } from '@navdhara/shared';
import { CmsImage, dialogOpener } from '@navdhara/shared/ui';
import type { Product } from '../types/content';
import { productDialogId } from './ProductModal';
import styles from './ProductGrid.module.css';

export interface ProductGridProps {
  products: readonly Product[];
}

/** docs/requirements.md#division-pages: 2 items give 2 columns, more than 2 give up to 4 (fewer on narrow screens). */
export function gridColumns(count: number): 2 | 4 {
  return count <= 2 ? 2 : 4;
}

/**
 * The rendered width of a card's image (ProductGrid.module.css): one card to a row, two from
 * 560 px, then up to four in the container (1240 px, 1440 px from 1920) or two in 860 px.
 */
const SIZES_FOUR =
  '(min-width: 1920px) 340px, (min-width: 1280px) 290px, (min-width: 1024px) 33vw, (min-width: 560px) 50vw, 100vw';
const SIZES_TWO = '(min-width: 1024px) 420px, (min-width: 560px) 50vw, 100vw';

/** The product cards of a division; the image and the name open the product's detail (`ProductModal`). */
export function ProductGrid({ products }: ProductGridProps) {
  const columns = gridColumns(products.length);
  return (
    <ul
      className={`${styles.grid} ${columns === 2 ? styles.two : styles.four}`}
      data-columns={columns}
      data-testid="product-grid"
    >
      {products.map((product) => (
        <li
          key={product.id}
          className={styles.card}
          data-testid="product-card"
          lang={contentLang(product)}
        >
          <button
            type="button"
            className={styles.imageButton}
            {...dialogOpener(productDialogId(product))}
            aria-label={trFormat('View details of {product}', { product: product.name })}
            tabIndex={-1}
          >
            {product.image ? (
              <CmsImage
                image={product.image}
                alt={product.image.alternativeText || product.name}
                sizes={columns === 2 ? SIZES_TWO : SIZES_FOUR}
                className={styles.image}
              />
            ) : (
              <span className={styles.placeholder} aria-hidden="true" />
            )}
          </button>
          <div className={styles.body}>
            <p className={styles.category}>{product.category}</p>
            <h3 className={styles.name}>
              <button
                type="button"
                className={styles.nameButton}
                {...dialogOpener(productDialogId(product))}
              >
                {product.name}
              </button>
            </h3>
            <span className={styles.more} aria-hidden="true">
              {tr('View details →')}
            </span>
          </div>
        </li>
      ))}
    </ul>
  );
}
