// i18n: no visitor text (schema.org types and names for search engines; the visible names are the page's).
import { absoluteUrl, currentLocale, getRuntimeConfig, LOCALE_INFO, site } from '@navdhara/shared';
import type { Product } from '../types/content';

/** A picture's address on the site, absolute (media paths are on the site's origin). */
function pictureUrl(url: string): string {
  return new URL(url, `${getRuntimeConfig().siteUrl}/`).href;
}

/**
 * schema.org `Product` for a product's page: its name, pictures, what it is for, category, the
 * group's brand, its slug as the SKU and its page's address, in the page's language.
 */
export function productJsonLd(product: Product, path: string) {
  const pictures = [product.image, ...(product.gallery ?? [])]
    .filter((image) => image !== null && image !== undefined)
    .map((image) => pictureUrl(image.url));
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    ...(pictures.length ? { image: pictures } : {}),
    ...(product.summary ? { description: product.summary } : {}),
    category: product.category,
    brand: { '@type': 'Brand', name: site.name },
    ...(product.slug ? { sku: product.slug } : {}),
    url: absoluteUrl(path),
    // The page's language, as the site's other structured data says it.
    inLanguage: LOCALE_INFO[currentLocale()].tag,
  };
}
