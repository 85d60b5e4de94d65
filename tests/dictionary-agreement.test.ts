/**
 * One translation per English text, whatever dictionary holds it. The site server renders with
 * every app's dictionaries loaded (one process renders every remote's pages), the browser with
 * the frame's and the page's own: a text translated two ways in two dictionaries would render one
 * way on the server and another in the browser, and the page would not hydrate.
 */
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '..');
/** Every folder with dictionaries: shared, the shell, each remote. */
const folders = fs
  .readdirSync(root)
  .filter((folder) => fs.existsSync(path.join(root, folder, 'src', 'translations')));

describe.each(['hi', 'pa'])('%s', (locale) => {
  test('every English text has one translation across all dictionaries', () => {
    const seen = new Map<string, Map<string, string>>();
    for (const folder of folders) {
      const file = path.join(root, folder, 'src', 'translations', `${locale}.json`);
      if (!fs.existsSync(file)) continue;
      const dictionary = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
      for (const [english, translated] of Object.entries(dictionary)) {
        if (typeof translated !== 'string' || !translated) continue;
        const byFile = seen.get(english) ?? new Map<string, string>();
        byFile.set(folder, translated);
        seen.set(english, byFile);
      }
    }
    const conflicts = [...seen.entries()]
      .filter(([, byFile]) => new Set(byFile.values()).size > 1)
      .map(([english, byFile]) => `${english}: ${JSON.stringify(Object.fromEntries(byFile))}`);
    expect(seen.size).toBeGreaterThan(100);
    expect(conflicts).toEqual([]);
  });
});
