/**
 * The remotes are written once, in shared/build/remotes.json (ARCHITECTURE.md, "Adding a
 * remote"): every remote folder is in it, and the ports, the registry, the Jest roots and the
 * workspaces follow from it. The list's helpers are plain ES modules, so they run here in a child
 * Node process.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const root = path.resolve(__dirname, '..');
const moduleUrl = (file: string) => JSON.stringify(pathToFileURL(path.join(root, file)).href);

/** Runs an ES module snippet in Node and returns what it prints, parsed. */
function runModule(code: string): unknown {
  return JSON.parse(
    execFileSync(process.execPath, ['--input-type=module', '-e', code], { encoding: 'utf8' }),
  );
}

const listed = JSON.parse(
  fs.readFileSync(path.join(root, 'shared', 'build', 'remotes.json'), 'utf8'),
) as string[];

describe('the list of remotes', () => {
  it('names every remote folder of the repository, each once', () => {
    const folders = fs
      .readdirSync(root)
      .filter((name) => fs.existsSync(path.join(root, name, 'module-federation.config.ts')))
      .filter((name) => name !== 'shell');
    expect([...listed].sort()).toEqual(folders.sort());
    expect(new Set(listed).size).toBe(listed.length);
  });

  it('gives the ports: the shell, each remote after it in order, the registry past them', () => {
    const { ports, registry } =
      runModule(`import { appPorts, registryPortFor } from ${moduleUrl('shared/build/apps.mjs')};
const ports = appPorts({ PORT_SHELL: '5000', PORT_MFE_FEEDS: '5099' });
process.stdout.write(JSON.stringify({ ports, registry: registryPortFor(ports, {}) }));`) as {
        ports: Record<string, number>;
        registry: number;
      };
    expect(ports.shell).toBe(5000);
    listed.forEach((folder, index) =>
      expect(ports[folder]).toBe(folder === 'mfe-feeds' ? 5099 : 5001 + index),
    );
    expect(registry).toBe(5030);
    expect(new Set([...Object.values(ports), registry]).size).toBe(listed.length + 2);
  });

  it('gives the registry: each remote by its Module Federation name, on its port', () => {
    const remotes =
      runModule(`import { runtimeConfigFor, appPorts } from ${moduleUrl('shared/build/apps.mjs')};
process.stdout.write(JSON.stringify(runtimeConfigFor(appPorts({}), {}).remotes));`) as Record<
        string,
        string
      >;
    expect(remotes).toEqual(
      Object.fromEntries(
        listed.map((folder, index) => [
          folder.replace(/-/g, '_'),
          `http://localhost:${3001 + index}/mf-manifest.json`,
        ]),
      ),
    );
  });

  it('gives the Jest roots and the workspaces', () => {
    const roots = runModule(`import config from ${moduleUrl('jest.config.mjs')};
process.stdout.write(JSON.stringify(config.roots));`) as string[];
    for (const folder of listed) expect(roots).toContain(`<rootDir>/${folder}`);
    const { workspaces } = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as {
      workspaces: string[];
    };
    expect(workspaces).toContain('mfe-*');
  });

  it('is refused whole when damaged, with where it is', () => {
    const damaged = fs.mkdtempSync(path.join(os.tmpdir(), 'remotes-list-'));
    fs.mkdirSync(path.join(damaged, 'shared', 'build'), { recursive: true });
    try {
      const cases: [string, RegExp][] = [
        [
          '{"mfe-feeds": 1}',
          /shared\/build\/remotes\.json is not a list of distinct mfe-<name> folders/,
        ],
        ['["mfe-feeds", "mfe-feeds"]', /is not a list of distinct/],
        ['["../etc"]', /is not a list of distinct/],
        ['[', /JSON/],
      ];
      for (const [text, message] of cases) {
        fs.writeFileSync(path.join(damaged, 'shared', 'build', 'remotes.json'), text);
        const answer =
          runModule(`import { readRemoteFolders } from ${moduleUrl('shared/build/apps.mjs')};
try {
  process.stdout.write(JSON.stringify({ read: readRemoteFolders(${JSON.stringify(damaged)}) }));
} catch (error) {
  process.stdout.write(JSON.stringify({ error: String(error) }));
}`) as { read?: string[]; error?: string };
        expect(answer.read).toBeUndefined();
        expect(answer.error).toMatch(message);
      }
    } finally {
      fs.rmSync(damaged, { recursive: true, force: true });
    }
  });
});
