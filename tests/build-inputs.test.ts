/**
 * @jest-environment node
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const MODULE = path.join(__dirname, '..', 'scripts', 'build-inputs.mjs');

/** Runs build-inputs.mjs (an ES module) in its own Node against a repository laid out in `root`. */
function run(root: string, code: string): unknown {
  const script = `import * as inputs from ${JSON.stringify(MODULE)};
const root = ${JSON.stringify(root)};
console.log(JSON.stringify(await (async () => { ${code} })()));`;
  return JSON.parse(
    execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' }),
  );
}

function write(root: string, file: string, text: string) {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), text);
}

describe('build inputs', () => {
  let root: string;
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'build-inputs-'));
    write(root, 'mfe-feeds/src/pages/FeedsPage.tsx', 'export default () => null;\n');
    write(root, 'mfe-feeds/rspack.config.ts', 'export default {};\n');
    write(root, 'mfe-feeds/dist/remoteEntry.js', '');
    write(root, 'mfe-foods/src/pages/FoodsPage.tsx', 'export default () => null;\n');
    write(root, 'mfe-foods/dist/remoteEntry.js', '');
    write(root, 'shared/src/index.ts', 'export const a = 1;\n');
    write(root, 'package-lock.json', '{}\n');
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  const current = (app: string) =>
    run(root, `return inputs.isBuildCurrent(root, ${JSON.stringify(app)});`);
  const record = (app: string) =>
    run(root, `inputs.recordBuildInputs(root, ${JSON.stringify(app)}); return true;`);

  it('a build never recorded is not current; recorded, it is', () => {
    expect(current('mfe-feeds')).toBe(false);
    record('mfe-feeds');
    expect(current('mfe-feeds')).toBe(true);
  });

  it('an edit to the app, its config, the shared package or the lockfile makes it stale', () => {
    for (const [file, text] of [
      ['mfe-feeds/src/pages/FeedsPage.tsx', 'export default () => "new heading";\n'],
      ['mfe-feeds/src/content/new-file.ts', 'export const b = 2;\n'],
      ['mfe-feeds/rspack.config.ts', 'export default { mode: "x" };\n'],
      ['shared/src/index.ts', 'export const a = 2;\n'],
      ['package-lock.json', '{ "v": 2 }\n'],
    ]) {
      record('mfe-feeds');
      write(root, file!, text!);
      expect([file, current('mfe-feeds')]).toEqual([file, false]);
    }
  });

  it('an edit to another app or to a test file leaves the build current', () => {
    record('mfe-feeds');
    write(root, 'mfe-foods/src/pages/FoodsPage.tsx', 'export default () => "changed";\n');
    write(root, 'mfe-feeds/src/pages/FeedsPage.test.tsx', 'test("x", () => {});\n');
    expect(current('mfe-feeds')).toBe(true);
  });
});
