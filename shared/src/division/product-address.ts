import { currentLocale, localizedPath } from '@navdhara/shared';
import type { Product } from '../types/content';

/**
 * A product's page is `/<division>/<slug>` (each division's path is its section): the address
 * its card links to, its dialog takes while open, and its remote's product route serves. Null for
 * a product without a slug (an entry stored before products had addresses): its card opens its
 * dialog alone.
 */
export function productPath(product: Pick<Product, 'section' | 'slug'>): string | null {
  return product.slug ? `/${product.section}/${product.slug}` : null;
}

/** The history entry's mark of a product dialog's address (its dialog's id). */
const STATE_KEY = 'productDialog';

function markOfEntry(): unknown {
  const state: unknown = window.history.state;
  return state && typeof state === 'object' ? (state as Record<string, unknown>)[STATE_KEY] : null;
}

/**
 * Opens a product's dialog in place of its page (a card clicked once the app has taken the page
 * over) and gives the address the product's own, as a new entry of the tab's history: a reload or
 * a copied address shows the product's page, Back closes the dialog. The router is not told: the
 * page under the dialog is still the division's.
 */
export function openProductDialog(dialog: HTMLDialogElement, path: string): void {
  if (!dialog.open) dialog.showModal();
  const address = localizedPath(path, currentLocale());
  if (window.location.pathname !== address)
    window.history.pushState({ [STATE_KEY]: dialog.id }, '', address);
}

/** Whether the address is the one this dialog took (its entry is the current one). */
export function holdsAddress(dialog: HTMLDialogElement): boolean {
  return markOfEntry() === dialog.id;
}

/**
 * The dialog has closed (its cross, Escape, the backdrop): the address it took goes back to the
 * division's, by going back, so Forward opens the product again as a page.
 */
export function releaseAddress(dialog: HTMLDialogElement): void {
  if (holdsAddress(dialog)) window.history.back();
}
