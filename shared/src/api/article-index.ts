/**
 * Which article numbers exist, when the process knows (the site's renderer does: the site server
 * lists the published posts and press items and keeps the list fresh; a browser does not). An
 * address with a number the CMS does not list is then the 404 page at once (`routeParamsValid` in
 * the route table), with no remote code and no CMS query, so made-up addresses (`/blog/910000` and
 * up) cost the site little.
 */
export type ArticleKind = 'blog' | 'media-press';

/** true or false when known, undefined when the CMS must be asked. */
export type ArticleIndex = (kind: ArticleKind, number: number) => boolean | undefined;

let index: ArticleIndex | null = null;

export function setArticleIndex(next: ArticleIndex | null): void {
  index = next;
}

/** False only when the article is known not to exist. */
export function mayExist(kind: ArticleKind, id: number | string): boolean {
  const number = Number(id);
  if (!Number.isSafeInteger(number) || number <= 0) return true;
  return index?.(kind, number) !== false;
}
