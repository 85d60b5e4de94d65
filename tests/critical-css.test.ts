/**
 * @jest-environment node
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';

const MODULE = path.join(__dirname, '..', 'site-server', 'critical-css.mjs');

/**
 * The rules the site server inlines for a page's HTML (site-server/critical-css.mjs), for each
 * HTML given (the module is ESM: run in its own Node).
 */
function critical(css: string, pages: string[]): string[] {
  return inModule(`const compiled = compileCss(${JSON.stringify(css)});
console.log(JSON.stringify(${JSON.stringify(pages)}.map((html) => criticalCss(compiled, pageHolds(html)))));`);
}

/** Runs `script` with the module's exports in scope (it is ESM: in its own Node). */
function inModule<T>(script: string): T {
  const source = `import { compileCss, criticalCss, firstScreenOf, pageHolds, withoutUnusedProperties } from ${JSON.stringify(MODULE)};
${script}`;
  return JSON.parse(
    execFileSync(process.execPath, ['--input-type=module', '-e', source], { encoding: 'utf8' }),
  ) as T;
}

const STYLESHEET = [
  ':root{--ink:#111}',
  'html{background:green;font-family:X}',
  '.card{padding:1rem}',
  '.card .title{font-weight:600}',
  '.menu.open{display:block}',
  '.tab:not(.active){opacity:.7}',
  '.list:has(.empty){display:none}',
  '.a,.b{color:red}',
  '@media (min-width:768px){.card{padding:2rem}.hero{height:40vh}}',
  '@supports (display:grid){.grid{display:grid}}',
  '@keyframes spin{to{transform:rotate(1turn)}}',
  "@font-face{font-family:X;src:local('X')}",
  '/* a comment */',
  '.x\\:hover{color:blue}',
].join('');

describe('critical CSS: the rules a page HTML uses', () => {
  it('keeps the rules whose classes the page holds, and those naming no class', () => {
    const [card] = critical(STYLESHEET, ['<div class="card"><h2 class="title">T</h2></div>']);
    expect(card).toContain(':root{--ink:#111}');
    expect(card).toContain('html{background:green;font-family:X}');
    expect(card).toContain('.card{padding:1rem}');
    expect(card).toContain('.card .title{font-weight:600}');
    expect(card).toContain('@media (min-width:768px){.card{padding:2rem}}');
    expect(card).toContain('@keyframes spin');
    expect(card).toContain('@font-face');
    // Classes the page does not hold, in a rule or a media query: gone, and the empty group too.
    expect(card).not.toContain('.hero');
    expect(card).not.toContain('.menu');
    expect(card).not.toContain('@supports');
    expect(card).not.toContain('comment');
  });

  it('needs every class of a compound selector, any selector of a list', () => {
    const [closed, open, b] = critical(STYLESHEET, [
      '<nav class="menu">',
      '<nav class="open  menu">',
      '<p class="b">',
    ]);
    expect(closed).not.toContain('.menu.open');
    expect(open).toContain('.menu.open{display:block}');
    expect(b).toContain('.a,.b{color:red}');
  });

  it('does not count a class inside :not() or :has() against a rule', () => {
    const [tabs] = critical(STYLESHEET, ['<ul class="list"><li class="tab">A</li></ul>']);
    expect(tabs).toContain('.tab:not(.active){opacity:.7}');
    expect(tabs).toContain('.list:has(.empty){display:none}');
  });

  it('reads escaped class names as the HTML spells them', () => {
    const [escaped] = critical(STYLESHEET, ['<a class="x:hover">']);
    expect(escaped).toContain('.x\\:hover{color:blue}');
  });

  it('keeps the same rules from a whole stylesheet as from the page that uses them all', () => {
    const everything = critical(STYLESHEET, [
      '<div class="card title menu open tab list a hero grid x:hover"></div>',
    ])[0]!;
    for (const rule of ['.hero{height:40vh}', '.grid{display:grid}', '.x\\:hover{color:blue}'])
      expect(everything).toContain(rule);
  });

  // The fallback faces of Hindi's script, named by the Hindi settings only (shared/src/styles).
  const LANGUAGES = [
    ':root{--font:"Latin Fallback",sans-serif}',
    ':root:lang(hi){--font:"Deva Fallback","Latin Fallback",sans-serif;--leading:1.7}',
    'html:lang(pa) .title{letter-spacing:0}',
    ':lang(en) .quote{font-style:italic}',
    '.switcher :lang(hi, pa){font-size:90%}',
    '@font-face{font-family:"Latin Fallback";src:local(Arial)}',
    '@font-face{font-family:Deva Fallback;src:local(FreeSans);unicode-range:U+900-97F}',
    '@font-face{font-family:Guru Fallback;src:local(FreeSans);unicode-range:U+A01-A76}',
  ].join('');

  it("keeps a document's language settings on its pages only, and the faces its kept rules name", () => {
    const [english, hindi] = critical(LANGUAGES, [
      '<html lang="en-IN"><p class="title switcher">Hi <span lang="hi">हिन्दी</span></p></html>',
      '<html lang="hi-IN"><p class="title">नमस्ते</p></html>',
    ]);
    // An English page with a Hindi word (the language switcher) is still an English document.
    expect(english).not.toContain(':root:lang(hi)');
    expect(english).not.toContain('Deva Fallback');
    expect(english).toContain('font-family:"Latin Fallback"');
    expect(english).toContain('.switcher :lang(hi, pa){font-size:90%}');
    expect(hindi).toContain(':root:lang(hi){');
    expect(hindi).toContain('@font-face{font-family:Deva Fallback;');
    expect(hindi).not.toContain('html:lang(pa)');
    expect(hindi).not.toContain('Guru Fallback');
    expect(hindi).not.toContain('.switcher');
  });

  it("matches an element's :lang() by any lang attribute the page holds, a range by its prefix", () => {
    const [fallback, plain] = critical(LANGUAGES, [
      '<html lang="pa-IN"><blockquote class="quote" lang="en">In English</blockquote><h1 class="title">ਸਿਰਲੇਖ</h1></html>',
      '<html lang="pa-IN"><blockquote class="quote">ਹਵਾਲਾ</blockquote></html>',
    ]);
    expect(fallback).toContain(':lang(en) .quote{font-style:italic}');
    expect(fallback).toContain('html:lang(pa) .title{letter-spacing:0}');
    expect(plain).not.toContain(':lang(en) .quote');
  });
});

/** The first screen of each HTML given (firstScreenOf in site-server/critical-css.mjs). */
function firstScreens(pages: string[]): string[] {
  return inModule(`console.log(JSON.stringify(${JSON.stringify(pages)}.map(firstScreenOf)));`);
}

describe("a page's first screen: the HTML whose rules are inlined", () => {
  const header = '<header class="h"><dialog class="menu"></dialog></header>';
  const after = '<div class="fab"></div><dialog class="popup"></dialog>';
  const footer = '<footer class="f"><p class="fp">©</p></footer>';

  it("drops main's bands after the first two, and the site's footer; keeps the frame around them", () => {
    const main =
      '<main><div data-page-root><section class="hero"><section class="inner"></section></section>' +
      '<div data-static-part><section class="about"></section></div>' +
      '<section class="products"><footer class="card-footer"></footer></section>' +
      '<section class="faq"></section></div></main>';
    const [shown = ''] = firstScreens([`${header}${main}${footer}${after}`]);
    expect(shown).toBe(
      `${header}<main><div data-page-root><section class="hero"><section class="inner"></section></section>` +
        `<div data-static-part><section class="about"></section></main>${after}`,
    );
  });

  it('keeps a page with two bands or fewer whole but for the footer', () => {
    const main = '<main><section class="hero"></section><section class="list"></section></main>';
    expect(firstScreens([`${header}${main}${footer}${after}`])).toEqual([
      `${header}${main}${after}`,
    ]);
  });

  it('leaves HTML with no main or footer as it is', () => {
    const html = '<div class="x"><section></section><section></section><section></section></div>';
    expect(firstScreens([html])).toEqual([html]);
  });
});

/** The CSS without the custom properties nothing names (withoutUnusedProperties). */
function withoutUnused(css: string, html: string): string {
  return inModule(
    `console.log(JSON.stringify(withoutUnusedProperties(${JSON.stringify(css)}, ${JSON.stringify(html)})));`,
  );
}

describe('critical CSS: custom properties', () => {
  it('keeps those the CSS, the HTML or another kept property names, and drops the rest', () => {
    const css = [
      ':root{--ink:#111;--brand:var(--green);--green:#0a0;--unused:1px;--also-unused:var(--ink)}',
      '.card{color:var(--ink);background:var( --brand )}',
      '@media (min-width:768px){:root{--wide-only:2rem}}',
      '.hero{padding:var(--inline-only)}',
    ].join('');
    const out = withoutUnused(css, '<div class="card" style="margin:var(--from-html)"></div>');
    expect(out).toContain('--ink:#111');
    expect(out).toContain('--brand:var(--green)');
    expect(out).toContain('--green:#0a0');
    expect(out).not.toContain('--unused');
    expect(out).not.toContain('--also-unused');
    expect(out).toContain(':root{--ink:#111;--brand:var(--green);--green:#0a0}');
    // A rule or group left empty goes too.
    expect(out).not.toContain('--wide-only');
    expect(out).not.toContain('@media');
    expect(out).toContain('.hero{padding:var(--inline-only)}');
  });

  it('keeps a property the HTML alone names', () => {
    const out = withoutUnused(':root{--gap:4px;--pad:8px}', '<p style="gap:var(--gap)">');
    expect(out).toContain('--gap:4px');
    expect(out).not.toContain('--pad');
  });

  it('leaves CSS with nothing to drop as it is', () => {
    const css = ':root{--ink:#111}\n.a{color:var(--ink)}';
    expect(withoutUnused(css, '<p class="a">')).toBe(css);
  });
});
