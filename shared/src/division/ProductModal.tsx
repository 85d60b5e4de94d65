import { contentLang, tr } from '@navdhara/shared';
import { CmsImage, Dialog, RichContent } from '@navdhara/shared/ui';
import type { Product } from '../types/content';
import styles from './ProductModal.module.css';

const MODAL_IMAGE_SIZES = '(min-width: 732px) 652px, calc(100vw - 5rem)';

/** The id of a product's detail dialog, which its card's image and name open (`dialogOpener`). */
export function productDialogId(product: Product) {
  return `product-${product.id}`;
}

/**
 * Product detail (docs/requirements.md#division-pages): opened on image or name click, width 700,
 * max height 60vh. Each product's is in the server HTML, so it opens before or without script.
 */
export function ProductModal({ product }: { product: Product }) {
  // Out of the Dialog's attributes: the dictionaries' extractor reads only text attributes.
  const closeLabel = tr('Close product details');
  return (
    <Dialog
      id={productDialogId(product)}
      title={<span lang={contentLang(product)}>{product.name}</span>}
      width={700}
      className={styles.modal}
      testId="product-modal"
      closeLabel={closeLabel}
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
        <RichContent blocks={product.content} topHeadingLevel={3} imageSizes={MODAL_IMAGE_SIZES} />
      </div>
    </Dialog>
  );
}
