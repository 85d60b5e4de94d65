// @ts-check
/**
 * `npm run new-remote -- <name>`: starts a new division, the remote `mfe-<name>`, with one page
 * at `/<name>`, laid out like the other remotes (package.json, Module Federation and rspack
 * configs, `src/routes.ts` declaring the page, the page, its copy as typed records, its banner
 * art). It adds the remote to the one list of remotes (shared/build/remotes.json), from which
 * everything else is derived, and records the new workspace in package-lock.json (npm's own
 * record, written by npm, so `npm ci` still accepts the lockfile). `npm run release --
 * mfe-<name>` then puts the page on the running site: no other app is built, nothing restarts.
 *
 * Refused with a message, and nothing written, when the name is not lowercase letters, digits
 * and single hyphens starting with a letter, when the remote exists, or when `/<name>` is
 * already an address of the site.
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  appPorts,
  readRemoteFolders,
  registryPortFor,
  REMOTES_LIST,
} from '../shared/build/apps.mjs';
import { declaredPaths } from './lib/declared-paths.mjs';
import { isMain, repoRoot, run } from './lib/processes.mjs';

/** A division's name: lowercase words of letters and digits joined by single hyphens. */
const NAME = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;
const MAX_NAME = 40;

/**
 * Addresses the site server answers itself, whatever the routes say (site-server/main.mjs):
 * health checks, CMS media, the shell's server build and fonts.
 */
/** `poultry-news` -> `Poultry News`. */
const words = (/** @type {string} */ name) =>
  name
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');

/**
 * Every file of the new remote, by its path in the remote's folder.
 * @param {string} name
 * @returns {Record<string, string>}
 */
export function remoteFiles(name) {
  const folder = `mfe-${name}`;
  const federation = folder.replace(/-/g, '_');
  const label = words(name);
  const pascal = label.replace(/ /g, '');
  const camel = pascal.charAt(0).toLowerCase() + pascal.slice(1);
  const page = `${pascal}Page`;
  const copy = `${camel}Page`;
  const art = `hero-${name}.svg`;
  return {
    'package.json': `${JSON.stringify(
      {
        name: folder,
        version: '1.0.0',
        private: true,
        scripts: {
          build: 'rspack build --config rspack.config.ts',
          dev: 'rspack serve --config rspack.config.ts --mode development',
        },
        dependencies: remoteDependencies(),
      },
      null,
      2,
    )}\n`,
    // The most its pages may weigh (scripts/releases/budget.mjs): a division page's, to start.
    'budget.json': `${JSON.stringify({ pageJavaScriptBrotliBytes: 114688, pageHtmlBytes: 98304 }, null, 2)}\n`,
    'module-federation.config.ts': `/** Navdhara ${label}: what this remote exposes. The shell reaches it only through './routes'. */
export default {
  name: '${federation}',
  exposes: {
    './routes': './src/routes.ts',
  },
};
`,
    'rspack.config.ts': `import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { appPorts, createAppConfig } from '@navdhara/shared/build';
import federation from './module-federation.config';

const dir = path.dirname(fileURLToPath(import.meta.url));

export default createAppConfig({
  dir,
  federation,
  role: 'remote',
  port: appPorts()['${folder}'] ?? 0,
});
`,
    'tsconfig.json': `{
  "extends": "../tsconfig.base.json",
  "include": ["../types/**/*.d.ts", "src", "*.ts", "build"]
}
`,
    'src/index.ts': `// Module Federation needs an async boundary before any shared module is used.
import('./bootstrap');
`,
    'src/bootstrap.tsx': `import { renderStandalone } from '@navdhara/shared/standalone';
import { routes } from './routes';

// Only this remote's own dev page runs this file; the shell loads ./routes through remoteEntry.js.
renderStandalone('${federation}', routes);
`,
    'src/routes.ts': `import type { RemoteRoutes } from '@navdhara/shared';

/**
 * The pages this remote owns: each one's path, head and code (its own chunk). Released with the
 * remote: the site reads the live version's list at run time (ARCHITECTURE.md, "Who owns which
 * route"), so a new page or a new title needs no other app's build.
 */
export const routes = [
  {
    page: '${page}',
    load: () => import('./pages/${page}'),
    path: '/${name}',
    label: '${label}',
    title: '${label} | Navdhara Group',
    description:
      'Navdhara ${label}, a division of Navdhara Group: what it makes, where it works and how to reach its team.',
  },
] satisfies RemoteRoutes;
`,
    [`src/pages/${page}.tsx`]: `import { ContactCta, Hero, Section, SectionHeading } from '@navdhara/shared/ui';
import { ${copy} as copy } from '../content/${name}';

/** /${name}: the banner with the page's H1, the introduction and the division's sections. */
export default function ${page}() {
  return (
    <>
      <Hero
        eyebrow={copy.hero.eyebrow}
        title={copy.hero.title}
        subtitle={copy.hero.subtitle}
        image={copy.hero.image}
      >
        <ContactCta />
      </Hero>
      <Section width="narrow">
        <SectionHeading eyebrow={copy.intro.eyebrow} title={copy.intro.title} />
        {copy.intro.paragraphs.map((text) => (
          <p key={text}>{text}</p>
        ))}
      </Section>
      {copy.sections.map((section, index) => (
        <Section key={section.title} tone={index % 2 === 0 ? 'muted' : 'plain'}>
          <SectionHeading title={section.title} intro={section.intro} />
          {section.paragraphs.map((text) => (
            <p key={text}>{text}</p>
          ))}
        </Section>
      ))}
    </>
  );
}
`,
    [`src/content/${name}.ts`]: `import type { ImageAsset } from '@navdhara/shared';
import heroSrc from '../assets/${art}?inline';

/** The copy of a page: its banner (with the page's one H1), its introduction and its sections. */
export interface PageCopy {
  hero: { eyebrow: string; title: string; subtitle: string; image: ImageAsset };
  intro: { eyebrow: string; title: string; paragraphs: readonly string[] };
  sections: readonly { title: string; intro?: string; paragraphs: readonly string[] }[];
}

/** /${name}: the Navdhara ${label} page (a first draft: the division writes its own copy). */
export const ${copy}: PageCopy = {
  hero: {
    eyebrow: 'Navdhara Group',
    title: 'Navdhara ${label}',
    subtitle: 'A division of Navdhara Group, serving India’s farmers and food makers.',
    image: {
      src: heroSrc,
      alt: 'Illustration of Navdhara ${label}: green fields under a rising sun',
      width: 1600,
      height: 700,
    },
  },
  intro: {
    eyebrow: 'About Navdhara ${label}',
    title: 'What Navdhara ${label} does',
    paragraphs: [
      'Navdhara ${label} is part of Navdhara Group, which has worked with India’s poultry and livestock farmers for decades.',
      'This page tells farmers, buyers and partners what the division offers and how to reach its team.',
    ],
  },
  sections: [
    {
      title: 'Working with us',
      intro: 'Talk to our team about your needs.',
      paragraphs: [
        'Send an enquiry from the contact page and the right person will call you back within one working day.',
      ],
    },
  ],
};
`,
    [`src/assets/${art}`]: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1600 700" width="1600" height="700">
<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fbe8c4"/><stop offset="1" stop-color="#f6d59a"/></linearGradient></defs>
<rect width="1600" height="700" fill="url(#sky)"/>
<circle cx="1380" cy="170" r="80" fill="#f5a524" opacity="0.9"/>
<path d="M0 430c220-70 420-80 640-30s460 40 960-40v340H0z" fill="#0f4d2c" opacity="0.55"/>
<path d="M0 520c260-60 520-50 800-10s520 30 800-30v220H0z" fill="#0f4d2c"/>
</svg>
`,
    'src/components/.gitkeep': '',
  };
}

/** A remote's dependencies: those of the other remotes (the same versions, all shared). */
function remoteDependencies() {
  const first = readRemoteFolders(repoRoot)[0];
  if (!first) return {};
  return JSON.parse(fs.readFileSync(path.join(repoRoot, first, 'package.json'), 'utf8'))
    .dependencies;
}

/**
 * Checks `name` and writes the remote; throws, with nothing written, when it cannot.
 * @param {string | undefined} input
 * @returns {Promise<{ folder: string, path: string, port: number | undefined }>}
 */
export async function newRemote(input) {
  const name = (input ?? '').trim();
  if (!name) throw new Error('Name the division: npm run new-remote -- <name>, e.g. poultry-news.');
  if (name.startsWith('mfe-'))
    throw new Error(`Give the name without "mfe-": npm run new-remote -- ${name.slice(4)}.`);
  if (!NAME.test(name) || name.length > MAX_NAME)
    throw new Error(
      `"${name}" is not a division name: lowercase letters, digits and single hyphens, starting with a letter, at most ${MAX_NAME} characters (e.g. poultry-news).`,
    );
  const folder = `mfe-${name}`;
  const remotes = readRemoteFolders(repoRoot);
  if (remotes.includes(folder) || fs.existsSync(path.join(repoRoot, folder)))
    throw new Error(`${folder} exists already: choose another name.`);
  const address = `/${name}`;
  const owner = (await declaredPaths(repoRoot, ['shell', ...remotes])).get(address);
  if (owner) throw new Error(`${address} is already an address of the site (${owner}).`);
  const list = [...remotes, folder];
  const ports = appPorts(process.env, list);
  if (ports[folder] === registryPortFor(ports))
    throw new Error(
      `No default port is left for ${folder} before the registry's (${registryPortFor(ports)}).`,
    );

  // Written aside, then put in place at once; undone if a later step fails.
  const staging = path.join(repoRoot, `.${folder}-${process.pid}.tmp`);
  const target = path.join(repoRoot, folder);
  const listFile = path.join(repoRoot, REMOTES_LIST);
  const listBefore = fs.readFileSync(listFile, 'utf8');
  const lockFile = path.join(repoRoot, 'package-lock.json');
  const lockBefore = fs.existsSync(lockFile) ? fs.readFileSync(lockFile, 'utf8') : null;
  const prettier = await import('prettier');
  try {
    for (const [file, text] of Object.entries(remoteFiles(name))) {
      const at = path.join(staging, file);
      fs.mkdirSync(path.dirname(at), { recursive: true });
      const formatted = /\.(ts|tsx|json)$/.test(file)
        ? await prettier.format(text, {
            ...(await prettier.resolveConfig(path.join(target, file))),
            filepath: path.join(target, file),
          })
        : text;
      fs.writeFileSync(at, formatted);
    }
    fs.renameSync(staging, target);
    fs.writeFileSync(
      `${listFile}.tmp`,
      await prettier.format(JSON.stringify(list), {
        ...(await prettier.resolveConfig(listFile)),
        filepath: listFile,
      }),
    );
    fs.renameSync(`${listFile}.tmp`, listFile);
    if (lockBefore !== null)
      run(
        'npm',
        [
          'install',
          '--package-lock-only',
          '--offline',
          '--ignore-scripts',
          '--no-audit',
          '--no-fund',
        ],
        { capture: true, what: 'Recording the new workspace in package-lock.json' },
      );
  } catch (error) {
    fs.rmSync(staging, { recursive: true, force: true });
    fs.rmSync(target, { recursive: true, force: true });
    fs.writeFileSync(listFile, listBefore);
    if (lockBefore !== null) fs.writeFileSync(lockFile, lockBefore);
    throw error;
  }
  return { folder, path: address, port: ports[folder] };
}

if (isMain(import.meta.url)) {
  newRemote(process.argv[2])
    .then(({ folder, path: address, port }) => {
      console.log(
        [
          `${folder} is ready, with one page at ${address} (src/routes.ts, src/pages, src/content).`,
          `  npm run dev -- ${folder}          its dev server (http://localhost:${port})`,
          `  npm run release -- ${folder}      puts ${address} on the running site`,
        ].join('\n'),
      );
    })
    .catch((error) => {
      console.error(error instanceof Error ? error.message : String(error));
      process.exit(1);
    });
}
