import { AssetImage } from '@navdhara/shared/ui';
import type { GalleryItem } from '../content/about';
import common from '../pages/common.module.css';

/** A grid of captioned photos (the about page's culture, the careers page's life at the group). */
export function PhotoGallery({
  items,
  testId,
}: {
  items: readonly GalleryItem[];
  testId?: string;
}) {
  return (
    <ul className={common.gallery} data-testid={testId}>
      {items.map((item) => (
        <li key={item.caption}>
          <figure className={common.galleryItem}>
            <AssetImage image={item.image} />
            <figcaption>{item.caption}</figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
