/**
 * Every npm script in the repository must point at files that exist: `node scripts/x.mjs`,
 * `bash .ci/run`, `./tools/run.sh`, `rspack build --config rspack.config.ts`. A script naming a
 * file that was moved or never written only fails when someone runs it; this finds it at once.
 * Paths are read relative to the package's own folder, where npm runs its scripts.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..');

/** Folders that hold no package of ours (dependencies, build output, caches). */
const SKIP = new Set([
  'node_modules',
  'dist',
  'build',
  'coverage',
  'test-results',
  'playwright-report',
  'bench-results',
]);

function findPackageJsons(dir: string): string[] {
  const found: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('.') || SKIP.has(entry.name)) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) found.push(...findPackageJsons(full));
    else if (entry.name === 'package.json') found.push(full);
  }
  return found;
}

/** Commands whose first operand is a script file they run. */
const INTERPRETERS = new Set([
  'node',
  'bash',
  'sh',
  'zsh',
  'python',
  'python3',
  'tsx',
  'ts-node',
  'deno',
  'bun',
]);
/** Options of those commands that take the next word as their value (a module, not the script). */
const OPTIONS_WITH_VALUE = new Set([
  '-r',
  '--require',
  '--import',
  '--loader',
  '--experimental-loader',
  '--env-file',
  '--conditions',
  '-C',
]);
/** Options after which there is no script file (the code is inline). */
const INLINE_CODE = new Set(['-e', '--eval', '-p', '--print', '-c']);
/** Words that only run the next command (`cross-env A=1 node x.mjs`). */
const PASS_THROUGH = new Set(['cross-env', 'env', 'nice', 'time', 'exec', 'npx', 'nohup']);
/** Arguments ending like this name a source file, wherever they stand (`--config rspack.config.ts`). */
const SOURCE_FILE = /\.(?:m?[jt]s|c[jt]s|[jt]sx|sh|py)$/;

/** Splits a script into commands (&&, ||, ;, |) and each into words, honouring simple quotes. */
function commandsOf(script: string): string[][] {
  const commands: string[][] = [[]];
  const pattern = /"((?:[^"\\]|\\.)*)"|'([^']*)'|(&&|\|\||[;|&])|([^\s"';|&]+)/g;
  for (const match of script.matchAll(pattern)) {
    const [, doubleQuoted, singleQuoted, separator, word] = match;
    if (separator) commands.push([]);
    else commands[commands.length - 1]!.push(doubleQuoted ?? singleQuoted ?? word ?? '');
  }
  return commands.filter((words) => words.length > 0);
}

const looksLikePath = (word: string) => /[/\\]/.test(word) || SOURCE_FILE.test(word);
const isPattern = (word: string) => /[*?{}$`<>]/.test(word) || /^[a-z][\w+.-]*:\/\//i.test(word);

/** The files a script names, as written. */
function filesNamedBy(script: string): string[] {
  const files = new Set<string>();
  for (let words of commandsOf(script)) {
    // Leading variable assignments and wrappers only set up the real command.
    while (words.length && (/^[A-Za-z_]\w*=/.test(words[0]!) || PASS_THROUGH.has(words[0]!))) {
      // nice and similar take options of their own (`nice -n 10 node x.mjs`).
      words = words.slice(1);
      while (words.length && words[0]!.startsWith('-'))
        words = words.slice(words[0] === '-n' ? 2 : 1);
    }
    const [command, ...args] = words;
    if (!command) continue;
    if (looksLikePath(command) && !isPattern(command)) files.add(command);
    if (INTERPRETERS.has(path.basename(command))) {
      for (let i = 0; i < args.length; i += 1) {
        const arg = args[i]!;
        if (INLINE_CODE.has(arg)) break;
        if (OPTIONS_WITH_VALUE.has(arg)) {
          i += 1;
          continue;
        }
        if (arg.startsWith('-')) continue;
        if (!isPattern(arg)) files.add(arg);
        break;
      }
    }
    for (const arg of args) {
      // An option's own value counts too (`--config=rspack.config.ts`).
      const value = arg.startsWith('-')
        ? arg.includes('=')
          ? arg.slice(arg.indexOf('=') + 1)
          : ''
        : arg;
      if (SOURCE_FILE.test(value) && !isPattern(value)) files.add(value);
    }
  }
  return [...files];
}

/** `package.json: script "name" names path/to/x.mjs, which does not exist`, for every such file. */
function missingScriptFiles(packageJson: string): string[] {
  const dir = path.dirname(packageJson);
  const { scripts = {} } = JSON.parse(fs.readFileSync(packageJson, 'utf8')) as {
    scripts?: Record<string, string>;
  };
  const problems: string[] = [];
  for (const [name, script] of Object.entries(scripts)) {
    for (const file of filesNamedBy(script)) {
      if (!fs.existsSync(path.resolve(dir, file))) {
        problems.push(
          `${path.relative(ROOT, packageJson)}: script "${name}" names ${file}, which does not exist`,
        );
      }
    }
  }
  return problems;
}

describe('npm scripts name only files that exist', () => {
  const packageJsons = findPackageJsons(ROOT);

  it('reads every package.json: root, apps, shared, e2e and the CMS', () => {
    const names = packageJsons.map((file) => path.relative(ROOT, file).split(path.sep).join('/'));
    expect(names).toEqual(
      expect.arrayContaining([
        'package.json',
        'shell/package.json',
        'shared/package.json',
        'e2e/package.json',
        'cms/package.json',
      ]),
    );
    expect(
      names.filter((name) => /^mfe-[\w-]+\/package\.json$/.test(name)).length,
    ).toBeGreaterThanOrEqual(6);
  });

  it.each(packageJsons.map((file) => [path.relative(ROOT, file) || 'package.json', file]))(
    '%s',
    (_name, file) => {
      expect(missingScriptFiles(file)).toEqual([]);
    },
  );
});

describe('the check itself', () => {
  it('finds the file of each usual form of script', () => {
    expect(filesNamedBy('node scripts/start.mjs --no-build')).toEqual(['scripts/start.mjs']);
    expect(filesNamedBy('bash .ci/run')).toEqual(['.ci/run']);
    expect(filesNamedBy('./tools/run.sh && node --import tsx x/y.ts')).toEqual([
      './tools/run.sh',
      'x/y.ts',
    ]);
    expect(filesNamedBy('CMS_PORT=1 cross-env A=b node ../scripts/serve-app.mjs shell')).toEqual([
      '../scripts/serve-app.mjs',
    ]);
    expect(filesNamedBy('rspack build --config rspack.config.ts')).toEqual(['rspack.config.ts']);
    expect(filesNamedBy('tsc -p tsconfig.json --noEmit; jest --config=jest.config.mjs')).toEqual([
      'jest.config.mjs',
    ]);
    expect(filesNamedBy('python3 "tools/a b.py"')).toEqual(['tools/a b.py']);
  });

  it('leaves alone what names no file', () => {
    for (const script of [
      'jest',
      'eslint . --max-warnings=0',
      'prettier --check .',
      'strapi build',
      'playwright test',
      'node -e "require(\'x.js\')"',
      'node --version',
      'eslint "**/*.ts"',
    ])
      expect([script, filesNamedBy(script)]).toEqual([script, []]);
  });

  it('reports a script naming a missing file, and only that one', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'package-scripts-'));
    try {
      fs.mkdirSync(path.join(dir, 'scripts'));
      fs.writeFileSync(path.join(dir, 'scripts', 'here.mjs'), '');
      const file = path.join(dir, 'package.json');
      fs.writeFileSync(
        file,
        JSON.stringify({
          scripts: {
            ok: 'node scripts/here.mjs',
            bogus: 'node scripts/gone.mjs',
            ci: 'bash .ci/run',
          },
        }),
      );
      expect(missingScriptFiles(file).map((line) => line.replace(/^.*: script/, 'script'))).toEqual(
        [
          'script "bogus" names scripts/gone.mjs, which does not exist',
          'script "ci" names .ci/run, which does not exist',
        ],
      );
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
