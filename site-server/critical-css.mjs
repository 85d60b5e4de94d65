// @ts-check
/**
 * The CSS a page's HTML needs, and no more: of the frame's and the page's stylesheets, only the
 * rules whose selectors name classes the HTML holds and languages it is in (`:lang(hi)`; the
 * document's own for `:root:lang(hi)`), and the `@font-face` rules whose family a kept rule names
 * (every rule naming no class or language, other at-rules such as `@keyframes`, and the custom
 * properties stay): an English page carries no Hindi or Punjabi settings and no Devanagari or
 * Gurmukhi fallback face, a Hindi page none of Punjabi's. The page paints from it before
 * any script; the stylesheets themselves come whole with the app's code when it boots (each app's
 * chunk loader fetches the CSS of the chunks it loads), for what only a script shows (an open
 * state, a map, a form's messages).
 *
 * Why: the whole CSS of a page was 30-43 KB in every page's HTML, about a third of its bytes once
 * compressed, and a phone's first round trip carries about 14 KB; the browser also matched every
 * rule against the page before its first paint (ARCHITECTURE.md, "Styling").
 *
 * A stylesheet is parsed once (`compileCss`); pruning it for a page (`criticalCss`) only looks up
 * class names.
 */
import postcss from 'postcss';
import selectorParser from 'postcss-selector-parser';

/**
 * A stylesheet, parsed: each rule with the classes and languages each of its selectors needs,
 * each face with its family, at-rules that group rules (`@media`, `@supports`, `@layer`,
 * `@container`) with their rules, anything else kept. A language entry is a `:lang()`'s
 * comma-separated ranges (any one will do).
 * @typedef {{ classes: string[], languages: string[], documentLanguages: string[] }} SelectorNeeds
 * @typedef {{ text: string }
 *   | { text: string, needs: SelectorNeeds[] }
 *   | { text: string, family: string }
 *   | { open: string, children: CompiledCss }} CssPiece
 * @typedef {CssPiece[]} CompiledCss
 */

const GROUPING_AT_RULES = new Set(['media', 'supports', 'layer', 'container']);

/**
 * What an element must have for a selector to match anything: its class names and the languages
 * of its `:lang()` (the document's, beside `:root` or `html`), but not those inside another
 * pseudo-class's argument (`:not(.open)`, `:is(.a, .b)`), which may match without them.
 * @returns {SelectorNeeds}
 */
function selectorNeeds(/** @type {string} */ selector) {
  /** @type {SelectorNeeds} */
  const needs = { classes: [], languages: [], documentLanguages: [] };
  const outside = (/** @type {selectorParser.Node} */ node) => {
    for (let parent = node.parent; parent; parent = parent.parent)
      if (parent.type === 'pseudo') return false;
    return true;
  };
  /** Whether a node's compound (up to the nearest combinator) names the document's root. */
  const onRoot = (/** @type {selectorParser.Node} */ node) => {
    const siblings = node.parent?.nodes ?? [];
    const at = siblings.indexOf(node);
    const compound = (/** @type {number} */ step) => {
      const found = [];
      for (let i = at + step; i >= 0 && i < siblings.length; i += step) {
        const sibling = siblings[i];
        if (!sibling || sibling.type === 'combinator') break;
        found.push(sibling);
      }
      return found;
    };
    return [...compound(-1), ...compound(1)].some(
      (sibling) =>
        (sibling.type === 'pseudo' && sibling.value.toLowerCase() === ':root') ||
        (sibling.type === 'tag' && sibling.value.toLowerCase() === 'html'),
    );
  };
  selectorParser((root) => {
    root.walk((node) => {
      if (node.type === 'class' && outside(node)) needs.classes.push(node.value);
      else if (node.type === 'pseudo' && node.value.toLowerCase() === ':lang' && outside(node)) {
        const ranges = node.nodes.map((arg) => String(arg).trim().toLowerCase()).join(',');
        (onRoot(node) ? needs.documentLanguages : needs.languages).push(ranges);
      }
    });
  }).processSync(selector);
  return needs;
}

/** @returns {CompiledCss} */
function compileNodes(/** @type {postcss.ChildNode[]} */ nodes) {
  /** @type {CompiledCss} */
  const pieces = [];
  for (const node of nodes) {
    if (node.type === 'rule') {
      let needs;
      try {
        needs = node.selectors.map(selectorNeeds);
      } catch {
        // A selector this parser cannot read is kept as it is.
        needs = [{ classes: [], languages: [], documentLanguages: [] }];
      }
      pieces.push({ text: node.toString(), needs });
    } else if (node.type === 'atrule' && node.name.toLowerCase() === 'font-face') {
      let family = '';
      node.walkDecls(/^font-family$/i, (decl) => {
        family = decl.value.trim().replace(/^(['"])(.*)\1$/, '$2');
      });
      pieces.push({ text: node.toString(), family });
    } else if (
      node.type === 'atrule' &&
      GROUPING_AT_RULES.has(node.name.toLowerCase()) &&
      node.nodes
    ) {
      pieces.push({
        open: `@${node.name}${node.raws.afterName ?? ' '}${node.params}`,
        children: compileNodes(node.nodes),
      });
    } else if (node.type !== 'comment') {
      pieces.push({ text: node.toString() });
    }
  }
  return pieces;
}

/** Parses a stylesheet once, for `criticalCss` to prune for each page. */
export function compileCss(/** @type {string} */ css) {
  return compileNodes(postcss.parse(css).nodes);
}

/**
 * What of a page's HTML its CSS can match: the class names of its `class` attributes, the
 * languages of its `lang` attributes, and the document's (`<html lang>`).
 * @typedef {{ classes: Set<string>, languages: string[], documentLanguage: string }} PageHolds
 * @returns {PageHolds}
 */
export function pageHolds(/** @type {string} */ html) {
  /** @type {Set<string>} */
  const classes = new Set();
  for (const [, value = ''] of html.matchAll(/\sclass="([^"]*)"/g))
    for (const name of value.split(/\s+/)) if (name) classes.add(name);
  /** @type {Set<string>} */
  const languages = new Set();
  for (const [, value = ''] of html.matchAll(/\slang="([^"]*)"/gi))
    languages.add(value.toLowerCase());
  const documentLanguage = (/<html\s[^>]*\blang="([^"]*)"/i.exec(html)?.[1] ?? '').toLowerCase();
  return { classes, languages: [...languages], documentLanguage };
}

/** Whether an element in one of `languages` matches `:lang(ranges)` (`hi` matches `hi-IN`). */
function speaks(/** @type {string[]} */ languages, /** @type {string} */ ranges) {
  return ranges
    .split(',')
    .some((range) => languages.some((tag) => tag === range || tag.startsWith(`${range}-`)));
}

/**
 * The rules of a compiled stylesheet that can match an element of a page that holds `page`, and
 * the faces they name.
 */
export function criticalCss(/** @type {CompiledCss} */ compiled, /** @type {PageHolds} */ page) {
  const rules = pruned(compiled, page, null);
  return pruned(compiled, page, rules);
}

/** `criticalCss`'s pass: without faces (`named` null), then with those `named` names. */
function pruned(
  /** @type {CompiledCss} */ compiled,
  /** @type {PageHolds} */ page,
  /** @type {string | null} */ named,
) {
  let out = '';
  for (const piece of compiled) {
    if ('children' in piece) {
      const inner = pruned(piece.children, page, named);
      if (inner) out += `${piece.open}{${inner}}`;
    } else if ('needs' in piece) {
      const matches = piece.needs.some(
        ({ classes, languages, documentLanguages }) =>
          classes.every((name) => page.classes.has(name)) &&
          languages.every((ranges) => speaks(page.languages, ranges)) &&
          documentLanguages.every((ranges) => speaks([page.documentLanguage], ranges)),
      );
      if (matches) out += piece.text;
    } else if ('family' in piece) {
      if (named !== null && named.includes(piece.family)) out += piece.text;
    } else out += piece.text;
  }
  return out;
}

/**
 * The CSS without the custom properties nothing names (`var(--name)`) in the CSS kept, in the
 * page's HTML (its `style` attributes) or in another property kept: the design tokens are most of
 * the frame's `:root` rule, and a page's first screen names about half of them (0.1 KB compressed,
 * which two division pages needed to fit a phone's first round trip). The whole stylesheets,
 * which come for the rest of the page, declare them all.
 */
export function withoutUnusedProperties(/** @type {string} */ css, /** @type {string} */ html) {
  // Read from the text, not parsed again: a render's time matters (postcss took 10 ms a page).
  const declared = customProperties(css);
  if (!declared.length) return css;
  /** @type {Set<string>} */
  const named = new Set();
  const nameIn = (/** @type {string} */ text) => {
    for (const [, name = ''] of text.matchAll(/var\(\s*(--[\w-]+)/g)) named.add(name);
  };
  nameIn(html);
  let outside = '';
  let at = 0;
  for (const { start, end } of declared) {
    outside += css.slice(at, start);
    at = end;
  }
  nameIn(outside + css.slice(at));
  // A property named by a kept one is kept too (a token defined from another).
  /** @type {Set<(typeof declared)[number]>} */
  const read = new Set();
  for (let grew = true; grew;) {
    grew = false;
    for (const declaration of declared) {
      if (read.has(declaration) || !named.has(declaration.name)) continue;
      read.add(declaration);
      nameIn(declaration.value);
      grew = true;
    }
  }
  if (read.size === declared.length) return css;
  let out = '';
  at = 0;
  for (const declaration of declared) {
    if (read.has(declaration)) continue;
    out += css.slice(at, declaration.start);
    // The block's last declaration gone: so is the `;` before it.
    if (css[declaration.end] === '}' && out.endsWith(';')) out = out.slice(0, -1);
    at = declaration.end;
  }
  out += css.slice(at);
  // A rule left empty goes, and a group left empty after it.
  for (let before = ''; before !== out;) {
    before = out;
    out = out.replace(/(^|[{};])[^{};]*\{\s*\}/g, '$1');
  }
  return out;
}

/**
 * The custom property declarations of a stylesheet's text: each one's name, value and extent
 * (with its `;`). A value ends at the first `;` or `}` outside brackets and quotes.
 */
function customProperties(/** @type {string} */ css) {
  /** @type {{ name: string, value: string, start: number, end: number }[]} */
  const found = [];
  const starts = /([{;]\s*)(--[\w-]+)\s*:/g;
  for (let match = starts.exec(css); match; match = starts.exec(css)) {
    const start = match.index + (match[1] ?? '').length;
    let depth = 0;
    /** @type {string | null} */
    let quote = null;
    let i = starts.lastIndex;
    for (; i < css.length; i += 1) {
      const c = css[i];
      if (quote) {
        if (c === '\\') i += 1;
        else if (c === quote) quote = null;
      } else if (c === '"' || c === "'") quote = c;
      else if (c === '(' || c === '[') depth += 1;
      else if (c === ')' || c === ']') depth -= 1;
      else if (depth <= 0 && (c === ';' || c === '}')) break;
    }
    const end = css[i] === ';' ? i + 1 : i;
    found.push({ name: match[2] ?? '', value: css.slice(starts.lastIndex, i), start, end });
    starts.lastIndex = i;
  }
  return found;
}

/**
 * How many of the main element's bands (its outermost `<section>`s) a page's first screen holds:
 * on a phone (412 x 823) and a desktop (1366 x 768, 1920 x 1080) the third band of every page
 * starts below the screen (ARCHITECTURE.md, "Styling").
 */
const FIRST_SCREEN_BANDS = 2;

/**
 * The part of a page's HTML its first screen shows: all of it but the main element's bands after
 * the first `FIRST_SCREEN_BANDS` and the site's footer (the last `<footer>`, which the frame puts
 * after the main element). The frame's header, its fixed buttons and its dialogs stay: they are
 * on the first screen, or open over it.
 */
export function firstScreenOf(/** @type {string} */ html) {
  let out = html;
  const mainAt = out.search(/<main[\s>]/);
  const mainEnd = out.indexOf('</main>', mainAt);
  if (mainAt >= 0 && mainEnd >= 0) {
    const tags = /<(\/?)section[\s>]/g;
    tags.lastIndex = mainAt;
    let depth = 0;
    let bands = 0;
    for (let tag = tags.exec(out); tag && tag.index < mainEnd; tag = tags.exec(out)) {
      if (!tag[1]) depth += 1;
      else if (--depth === 0 && ++bands === FIRST_SCREEN_BANDS) {
        const cut = out.indexOf('>', tag.index) + 1;
        out = out.slice(0, cut) + out.slice(mainEnd);
        break;
      }
    }
  }
  const footerAt = out.lastIndexOf('<footer');
  const footerEnd = out.indexOf('</footer>', footerAt);
  if (footerAt > out.search(/<\/main>/) && footerEnd >= 0)
    out = out.slice(0, footerAt) + out.slice(footerEnd + '</footer>'.length);
  return out;
}
