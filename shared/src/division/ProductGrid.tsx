import type { MouseEvent } from 'react';
import { Link } from 'react-router-dom';
import { contentLang, tr, trFormat } from '@navdhara/shared';
import { CmsImage, dialogOpener } from '@navdhara/shared/ui';
import type { Product } from '../types/content';
import { productDialogId } from './ProductModal';
import { openProductDialog, productPath } from './product-address';
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

/**
 * A card's link clicked once the app runs: the product's dialog, where the page has it (a
 * division page), opens in place and takes the product's address; anywhere else (the related
 * products of a product page), or opened in a new tab, the link leaves for the product's page.
 */
function openInPlace(event: MouseEvent<HTMLAnchorElement>, product: Product, path: string) {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return;
  const dialog = document.getElementById(productDialogId(product));
  if (!(dialog instanceof HTMLDialogElement)) return;
  event.preventDefault();
  openProductDialog(dialog, path);
}

/**
 * The product cards of a division. A card is a link to its product's page (the whole card is its
 * target), so before or without script it leaves for the page; once the app runs, a click opens
 * the product's detail (`ProductModal`) with the product's address. A product without an address
 * opens its detail from its image and name, as an invoker of its dialog.
 */
export function ProductGrid({ products }: ProductGridProps) {
  const columns = gridColumns(products.length);
  const sizes = columns === 2 ? SIZES_TWO : SIZES_FOUR;
  return (
    <ul
      className={`${styles.grid} ${columns === 2 ? styles.two : styles.four}`}
      data-columns={columns}
      data-testid="product-grid"
    >
      {products.map((product) => {
        const path = productPath(product);
        const picture = product.image ? (
          <CmsImage
            image={product.image}
            alt={product.image.alternativeText || product.name}
            sizes={sizes}
            className={styles.image}
          />
        ) : (
          <span className={styles.placeholder} aria-hidden="true" />
        );
        return (
          <li
            key={product.id}
            className={`${styles.card} ${path ? styles.linked : ''}`}
            data-testid="product-card"
            lang={contentLang(product)}
          >
            {path ? (
              <div className={styles.picture}>{picture}</div>
            ) : (
              <button
                type="button"
                className={`${styles.picture} ${styles.imageButton}`}
                {...dialogOpener(productDialogId(product))}
                aria-label={trFormat('View details of {product}', { product: product.name })}
                tabIndex={-1}
              >
                {picture}
              </button>
            )}
            <div className={styles.body}>
              <p className={styles.category}>{product.category}</p>
              <h3 className={styles.name}>
                {path ? (
                  <Link
                    to={path}
                    className={styles.nameLink}
                    onClick={(event) => openInPlace(event, product, path)}
                  >
                    {product.name}
                  </Link>
                ) : (
                  <button
                    type="button"
                    className={styles.nameButton}
                    {...dialogOpener(productDialogId(product))}
                  >
                    {product.name}
                  </button>
                )}
              </h3>
              <span className={styles.more} aria-hidden="true">
                {tr('View details →')}
              </span>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
