import { useEffect, useRef, type MouseEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { contentLang, tr } from '@navdhara/shared';
import { CmsImage, Dialog, RichContent, useHydrated } from '@navdhara/shared/ui';
import type { Product } from '../types/content';
import { holdsAddress, productPath, releaseAddress } from './product-address';
import styles from './ProductModal.module.css';

const MODAL_IMAGE_SIZES = '(min-width: 732px) 652px, calc(100vw - 5rem)';

/** The id of a product's detail dialog, which its card's image and name open (`dialogOpener`). */
export function productDialogId(product: Product) {
  return `product-${product.id}`;
}

/**
 * The division's product dialogs. Those of products with a page come once the app runs, since
 * only the app opens them (before or without script a card is a link to the page): in the
 * server's HTML they cost a division page about 1.6 KB of compressed HTML, past a phone's first
 * round trip (ARCHITECTURE.md, "Styling"). A product without a page has its dialog in the HTML,
 * opened by its card's buttons with no script.
 */
export function ProductModals({ products }: { products: readonly Product[] }) {
  const hydrated = useHydrated();
  return products
    .filter((product) => hydrated || !productPath(product))
    .map((product) => <ProductModal key={product.id} product={product} />);
}

/**
 * Product detail (docs/requirements.md#division-pages): opened from its card, width 700, max
 * height 60vh. Opened from its card by the app, it holds the
 * product's address while open (`openProductDialog`): Back closes it, and closing it (its cross,
 * Escape, the backdrop) gives the division's address back. "Full details" leads to the product's
 * page in the address the dialog holds.
 */
export function ProductModal({ product }: { product: Product }) {
  // Out of the Dialog's attributes: the dictionaries' extractor reads only text attributes.
  const closeLabel = tr('Close product details');
  const ref = useRef<HTMLDialogElement>(null);
  const navigate = useNavigate();
  const path = productPath(product);

  // Back (or Forward) away from the address the dialog took: it closes.
  useEffect(() => {
    const onHistory = () => {
      const dialog = ref.current;
      if (dialog?.open && !holdsAddress(dialog)) dialog.close();
    };
    window.addEventListener('popstate', onHistory);
    return () => window.removeEventListener('popstate', onHistory);
  }, []);

  const toPage = (event: MouseEvent<HTMLAnchorElement>) => {
    const dialog = ref.current;
    if (!path || !dialog || !holdsAddress(dialog) || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    // The address is the product's already: the page replaces the dialog's entry, so Back
    // returns to the division's page rather than to the same address.
    event.preventDefault();
    navigate(path, { replace: true });
  };

  return (
    <Dialog
      ref={ref}
      id={productDialogId(product)}
      title={<span lang={contentLang(product)}>{product.name}</span>}
      width={700}
      className={styles.modal}
      testId="product-modal"
      closeLabel={closeLabel}
      onClose={() => {
        if (ref.current) releaseAddress(ref.current);
      }}
    >
      <div className={styles.content} lang={contentLang(product)}>
        <p className={styles.category}>{product.category}</p>
        {product.image && (
          // The dialog is 700 px wide at most, 1 rem from the window's edges, with 1.5 rem of
          // padding each side.
          <CmsImage
            image={product.image}
            alt={product.image.alternativeText || product.name}
            sizes={MODAL_IMAGE_SIZES}
            className={styles.image}
          />
        )}
        {product.summary && <p className={styles.summary}>{product.summary}</p>}
        <RichContent blocks={product.content} topHeadingLevel={3} imageSizes={MODAL_IMAGE_SIZES} />
        {path && (
          <p className={styles.more}>
            <Link to={path} className={styles.moreLink} onClick={toPage}>
              {tr('Full details, specifications and enquiry')}
            </Link>
          </p>
        )}
      </div>
    </Dialog>
  );
}
