/**
 * @jest-environment node
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';

const MODULE = path.join(__dirname, '..', 'site-server', 'page-data.mjs');
const PREFIX = '/__site/page-data';
const ID = 'uHXfAUD3LfIDKkT8';

/** What site-server/page-data.mjs makes of each call (the module is ESM: run in its own Node). */
function run<T>(expression: string): T {
  const script = `import * as pageData from ${JSON.stringify(MODULE)};
console.log(JSON.stringify(${expression}));`;
  return JSON.parse(
    execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' }),
  ) as T;
}

describe("a kept page's data address", () => {
  it('names the page and a hash of its data, which changes with the data', () => {
    const [a, again, b, address, root] = run<string[]>(`[
      pageData.pageDataId('{"path":"/feeds"}'),
      pageData.pageDataId('{"path":"/feeds"}'),
      pageData.pageDataId('{"path":"/feeds","x":1}'),
      pageData.pageDataAddress(${JSON.stringify(PREFIX)}, '/hi/feeds', ${JSON.stringify(ID)}),
      pageData.pageDataAddress(${JSON.stringify(PREFIX)}, '/', ${JSON.stringify(ID)}),
    ]`);
    expect(a).toMatch(/^[\w-]{16}$/);
    expect(again).toBe(a);
    expect(b).not.toBe(a);
    expect(address).toBe(`${PREFIX}/hi/feeds/${ID}.json`);
    expect(root).toBe(`${PREFIX}/${ID}.json`);
  });

  it('is read back from its one spelling only', () => {
    const spellings = [
      `${PREFIX}/feeds/${ID}.json`,
      `${PREFIX}/hi/feeds/${ID}.json`,
      `${PREFIX}/${ID}.json`,
      // Not one: another prefix, dot segments, doubled or encoded slashes, another hash or suffix.
      `${PREFIX.toUpperCase()}/feeds/${ID}.json`,
      `${PREFIX}x/feeds/${ID}.json`,
      `${PREFIX}/feeds/../feeds/${ID}.json`,
      `${PREFIX}/./feeds/${ID}.json`,
      `${PREFIX}//feeds/${ID}.json`,
      `${PREFIX}/feeds//${ID}.json`,
      `${PREFIX}/feeds%2F${ID}.json`,
      `${PREFIX}/feeds/${ID}.JSON`,
      `${PREFIX}/feeds/${ID}x.json`,
      `${PREFIX}/feeds/${ID.slice(1)}.json`,
      `${PREFIX}/feeds/${ID.slice(1)}%.json`,
      `${PREFIX}/feeds/${ID}.json/`,
      `${PREFIX}/feeds\\${ID}.json`,
      `${PREFIX}/`,
      PREFIX,
    ];
    const read = run<Array<{ pagePath: string; id: string } | null>>(
      `${JSON.stringify(spellings)}.map((s) => pageData.pageDataRequest(${JSON.stringify(PREFIX)}, s))`,
    );
    expect(read.slice(0, 3)).toEqual([
      { pagePath: '/feeds', id: ID },
      { pagePath: '/hi/feeds', id: ID },
      { pagePath: '/', id: ID },
    ]);
    expect(read.slice(3)).toEqual(spellings.slice(3).map(() => null));
  });
});
