/**
 * Which product addresses exist, when the process knows (the site's renderer does: the site server
 * lists the published products' slugs and keeps the list fresh; a browser does not). A product
 * address whose slug no product has is then the 404 page at once (`routeParamsValid`), with no
 * remote code and no CMS query, so made-up product addresses cost the site nothing.
 */
import type { Section } from '../types/content';

/** true or false when known, undefined when the CMS must be asked. */
export type ProductIndex = (section: Section, slug: string) => boolean | undefined;

let index: ProductIndex | null = null;

export function setProductIndex(next: ProductIndex | null): void {
  index = next;
}

/** False only when the product is known not to exist. */
export function productMayExist(section: Section, slug: string): boolean {
  return index?.(section, slug) !== false;
}
