/**
 * Helpers for the apps' tests (never imported by the apps' code): what the language tests of the
 * shell and the remotes look for on a page rendered in Hindi or Punjabi.
 */

/**
 * The Latin words a reader sees or hears in `root` (text, alt texts, accessible names, titles,
 * placeholders), but those in `kept` (the brand and unit names the glossary keeps in Latin
 * letters): on a Hindi or Punjabi page, each is a text left untranslated.
 */
export function latinWordsIn(root: HTMLElement, kept: Iterable<string>): string[] {
  const keptWords = new Set(kept);
  const texts: string[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode())
    // An image's lettering (the logo's tagline, drawn as SVG text) is not the page's text: the
    // image's name (aria-label, below) is what a reader gets.
    if (!node.parentElement?.closest('script, style, [role="img"]'))
      texts.push(node.textContent ?? '');
  for (const element of root.querySelectorAll('[alt], [aria-label], [title], [placeholder]'))
    for (const name of ['alt', 'aria-label', 'title', 'placeholder'])
      texts.push(element.getAttribute(name) ?? '');
  return [...new Set(texts.join(' ').match(/[A-Za-z]{2,}/g) ?? [])].filter(
    (word) => !keptWords.has(word),
  );
}
