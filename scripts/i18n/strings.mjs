// @ts-check
/**
 * The strings of an app a reader can see, found in its sources with the TypeScript parser: string
 * literals that read as text (words, not a path, a class name or an identifier), JSX text, and the
 * text attributes of JSX (alt, title, aria-label, placeholder, label). Module names, object keys,
 * types, other JSX attributes, and errors or logs for developers are left out. This is what each
 * app's dictionaries (`src/translations/<locale>.json`) must translate.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** JSX attributes whose value a reader sees or hears. */
const TEXT_ATTRIBUTES = new Set([
  'alt',
  'title',
  'aria-label',
  'aria-description',
  'placeholder',
  'label',
  'summary',
]);
/** Calls whose string arguments are for developers, never shown. */
const DEVELOPER_CALLS =
  /^(console\.\w+|new Error|new TypeError|new RangeError|Error|matchPath|document\.\w+|\w+\.querySelector(All)?|\w+\.(get|set|remove)Attribute|\w+\.(add|remove)EventListener|sessionStorage\.\w+|localStorage\.\w+|\w+\.closest|fetch|import|require|new URL|new RegExp|staticParts|\w+\.part|islands?|createIsland|defineIsland)$/;

/** Whether a literal reads as text for a person rather than a token for the code. */
export function readsAsText(/** @type {string} */ value) {
  const text = value.trim();
  if (!/\p{L}/u.test(text)) return false;
  if (/^(\/|\.\/|\.\.\/|#|https?:|tel:|mailto:|data:|@)/.test(text)) return false;
  if (/^[\w.-]+\.(svg|png|webp|jpe?g|css|json|ts|tsx|js|mjs|pdf|docx?)$/i.test(text)) return false;
  if (/^[a-z][\w-]*$/.test(text) && !/\s/.test(text)) return false; // identifiers, class names, icon names
  if (/^[A-Z0-9_]+$/.test(text)) return false; // CONSTANTS
  if (/^[\w-]+(:[\w-]+)+$/.test(text)) return false; // owner:keys
  if (/[{};]\s*$/.test(text) && /:/.test(text)) return false; // CSS
  if (/^[A-Z][a-zA-Z]+$/.test(text) && /[a-z][A-Z]/.test(text)) return false; // PascalCase names
  if (/\\u|^\(min-width|\d(px|vw|rem)\b|^[\w.+-]+\/[\w.+-]+(,|$)/.test(text)) return false; // sizes, MIME types
  return true;
}

function isDeveloperString(/** @type {ts.Node} */ node, /** @type {ts.SourceFile} */ file) {
  for (let at = node.parent; at; at = at.parent) {
    if (ts.isCallExpression(at) || ts.isNewExpression(at)) {
      const callee = (ts.isNewExpression(at) ? 'new ' : '') + at.expression.getText(file);
      if (DEVELOPER_CALLS.test(callee)) return true;
    }
    if (ts.isThrowStatement(at)) return true;
    if (ts.isBlock(at) || ts.isSourceFile(at)) return false;
  }
  return false;
}

/**
 * The texts of one source file, each once, in order.
 * @returns {{ texts: string[], templates: string[] }} templates: texts with values in them, which
 *   need `trFormat` with named placeholders to be translated.
 */
export function textsOf(/** @type {string} */ fileName, /** @type {string} */ source) {
  const file = ts.createSourceFile(
    fileName,
    source,
    ts.ScriptTarget.Latest,
    true,
    fileName.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  /** @type {Set<string>} */
  const texts = new Set();
  /** @type {Set<string>} */
  const templates = new Set();
  /** `tr('…')` and `trFormat('…', …)` name their text wherever they stand (any attribute, any word). */
  const visitTranslated = (/** @type {ts.Node} */ node) => {
    if (
      ts.isCallExpression(node) &&
      /^(tr|trFormat)$/.test(node.expression.getText(file)) &&
      node.arguments[0] &&
      (ts.isStringLiteral(node.arguments[0]) ||
        ts.isNoSubstitutionTemplateLiteral(node.arguments[0]))
    )
      texts.add(node.arguments[0].text);
    ts.forEachChild(node, visitTranslated);
  };
  const visit = (/** @type {ts.Node} */ node) => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node) || ts.isTypeNode(node)) return;
    if (ts.isJsxAttribute(node)) {
      const name = node.name.getText(file);
      if (!TEXT_ATTRIBUTES.has(name)) {
        // Not read as text (a class, an id, a prop of data), but a translated call in it is.
        visitTranslated(node);
        return;
      }
    }
    if (
      ts.isCallExpression(node) &&
      /^(tr|trFormat)$/.test(node.expression.getText(file)) &&
      node.arguments[0] &&
      (ts.isStringLiteral(node.arguments[0]) ||
        ts.isNoSubstitutionTemplateLiteral(node.arguments[0]))
    ) {
      texts.add(node.arguments[0].text);
      node.arguments.slice(1).forEach(visit);
      return;
    }
    if (ts.isJsxText(node)) {
      const text = node.text.replace(/\s+/g, ' ').trim();
      if (text && /\p{L}/u.test(text)) texts.add(text);
    } else if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      const parent = node.parent;
      const isKey =
        (ts.isPropertyAssignment(parent) && parent.name === node) ||
        ts.isElementAccessExpression(parent) ||
        (ts.isBinaryExpression(parent) && /[=!]==?/.test(parent.operatorToken.getText(file))) ||
        ts.isCaseClause(parent) ||
        ts.isLiteralTypeNode(parent);
      if (!isKey && readsAsText(node.text) && !isDeveloperString(node, file)) texts.add(node.text);
    } else if (ts.isTemplateExpression(node)) {
      const template =
        node.head.text +
        node.templateSpans
          .map((span) => `{${span.expression.getText(file)}}${span.literal.text}`)
          .join('');
      const words = template.replace(/\{[^}]*\}/g, ' ').trim();
      if (/\p{L}{3,}\s/u.test(words) && readsAsText(words) && !isDeveloperString(node, file))
        templates.add(template);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return { texts: [...texts], templates: [...templates] };
}

/** The source files of an app whose strings visitors may read. */
export function sourceFiles(/** @type {string} */ srcDir) {
  /** @type {string[]} */
  const files = [];
  const walk = (/** @type {string} */ dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (
          !['server', 'build', 'standalone', 'translations', '__tests__', 'test-support'].includes(
            entry.name,
          )
        )
          walk(full);
      } else if (
        /\.(ts|tsx)$/.test(entry.name) &&
        !/\.(test|spec|d)\.tsx?$/.test(entry.name) &&
        !entry.name.endsWith('.generated.ts') &&
        !['bootstrap.tsx', 'index.ts'].includes(entry.name)
      )
        files.push(full);
    }
  };
  walk(srcDir);
  return files.sort();
}

/** Every text of an app's sources, each once. */
export function appTexts(/** @type {string} */ srcDir) {
  /** @type {Set<string>} */
  const texts = new Set();
  /** @type {Map<string, string>} template -> file */
  const templates = new Map();
  for (const file of sourceFiles(srcDir)) {
    const source = fs.readFileSync(file, 'utf8');
    // Files whose strings are all for developers (rules' problems, logs) say so at their top.
    if (source.includes('i18n: no visitor text')) continue;
    const found = textsOf(file, source);
    for (const text of found.texts) texts.add(text);
    for (const template of found.templates) templates.set(template, path.relative(srcDir, file));
  }
  return { texts: [...texts], templates };
}
