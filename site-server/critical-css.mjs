// @ts-check
/**
 * The CSS a page's HTML needs, and no more: of the frame's and the page's stylesheets, only the
 * rules whose selectors name classes the HTML holds (every rule naming no class, at-rules such as
 * `@font-face` and `@keyframes`, and the custom properties stay). The page paints from it before
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
 * A stylesheet, parsed: each rule with the classes each of its selectors needs, at-rules that
 * group rules (`@media`, `@supports`, `@layer`, `@container`) with their rules, anything else kept.
 * @typedef {{ text: string }
 *   | { text: string, needs: string[][] }
 *   | { open: string, children: CompiledCss }} CssPiece
 * @typedef {CssPiece[]} CompiledCss
 */

const GROUPING_AT_RULES = new Set(['media', 'supports', 'layer', 'container']);

/**
 * The classes an element must have for a selector to match anything: its class names, but not
 * those inside a pseudo-class's argument (`:not(.open)`, `:is(.a, .b)`), which may match without
 * them.
 */
function classesNeeded(/** @type {string} */ selector) {
  /** @type {string[]} */
  const classes = [];
  selectorParser((root) => {
    root.walkClasses((node) => {
      for (let parent = node.parent; parent; parent = parent.parent)
        if (parent.type === 'pseudo') return;
      classes.push(node.value);
    });
  }).processSync(selector);
  return classes;
}

/** @returns {CompiledCss} */
function compileNodes(/** @type {postcss.ChildNode[]} */ nodes) {
  /** @type {CompiledCss} */
  const pieces = [];
  for (const node of nodes) {
    if (node.type === 'rule') {
      let needs;
      try {
        needs = node.selectors.map(classesNeeded);
      } catch {
        // A selector this parser cannot read is kept as it is.
        needs = [[]];
      }
      pieces.push({ text: node.toString(), needs });
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

/** Every class name in an HTML text's `class` attributes. */
export function classesOf(/** @type {string} */ html) {
  /** @type {Set<string>} */
  const classes = new Set();
  for (const [, value = ''] of html.matchAll(/\sclass="([^"]*)"/g))
    for (const name of value.split(/\s+/)) if (name) classes.add(name);
  return classes;
}

/** The rules of a compiled stylesheet that can match an element of a page with these classes. */
export function criticalCss(
  /** @type {CompiledCss} */ compiled,
  /** @type {Set<string>} */ classes,
) {
  let out = '';
  for (const piece of compiled) {
    if ('children' in piece) {
      const inner = criticalCss(piece.children, classes);
      if (inner) out += `${piece.open}{${inner}}`;
    } else if (
      !('needs' in piece) ||
      piece.needs.some((needed) => needed.every((name) => classes.has(name)))
    )
      out += piece.text;
  }
  return out;
}
