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
  const script = `import { classesOf, compileCss, criticalCss } from ${JSON.stringify(MODULE)};
const compiled = compileCss(${JSON.stringify(css)});
console.log(JSON.stringify(${JSON.stringify(pages)}.map((html) => criticalCss(compiled, classesOf(html)))));`;
  return JSON.parse(
    execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' }),
  ) as string[];
}

const STYLESHEET = [
  ':root{--ink:#111}',
  'html{background:green}',
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
    expect(card).toContain('html{background:green}');
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
});
