import { Dialog, RichContent } from '@navdhara/shared/ui';
import type { Product } from '../types/content';
import styles from './ProductModal.module.css';

/** Product detail (docs/requirements.md#division-pages): opened on image or name click, width 700, max height 60vh. */
export function ProductModal({
  product,
  onClose,
}: {
  product: Product | null;
  onClose: () => void;
}) {
  return (
    <Dialog
      open={product !== null}
      onClose={onClose}
      title={product?.name ?? ''}
      width={700}
      className={styles.modal}
      testId="product-modal"
      closeLabel="Close product details"
    >
      {product && (
        <div className={styles.content}>
          <p className={styles.category}>{product.category}</p>
          {product.image && (
            <img
              src={product.image.formats.medium?.url ?? product.image.url}
              alt={product.image.alternativeText || product.name}
              width={product.image.formats.medium?.width ?? product.image.width ?? 700}
              height={product.image.formats.medium?.height ?? product.image.height ?? 525}
              className={styles.image}
              decoding="async"
            />
          )}
          <RichContent blocks={product.content} topHeadingLevel={3} />
        </div>
      )}
    </Dialog>
  );
}
