import type { ImgHTMLAttributes } from 'react';
import type { ImageAsset } from '../types/ui';

export type AssetImageProps = Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  'src' | 'alt' | 'width' | 'height' | 'loading'
> & {
  image: ImageAsset;
  /** On the first screen: fetched at once rather than as it nears the screen. */
  eager?: boolean;
};

/**
 * One of the site's own pictures (an ImageAsset): its width and height reserve its space before
 * it comes, it is decoded off the main thread, and it loads as it nears the screen unless `eager`.
 */
export function AssetImage({ image, eager = false, ...attributes }: AssetImageProps) {
  return (
    <img
      src={image.src}
      alt={image.alt}
      width={image.width}
      height={image.height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      {...attributes}
    />
  );
}
