// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import { remoteFolders as remotes } from './shared/build/apps.mjs';

/**
 * One React Router in the browser: apps import `react-router-dom`, which every app shares as the
 * singleton built from shared/src/routing/react-router-dom.ts. A direct `react-router` import
 * would bundle a second router (tests may use its MemoryRouter).
 */
const routerPaths = [
  {
    name: 'react-router',
    allowImportNames: ['MemoryRouter'],
    message:
      "Import from 'react-router-dom' (the shared singleton, shared/src/routing/react-router-dom.ts).",
  },
];

/**
 * The architecture's one-way dependency rule (ARCHITECTURE.md#rules-of-the-architecture, rule 5): a remote imports only from
 * `@navdhara/shared` and its own folder; the shell only from shared and the remotes' exposed
 * modules (which it reaches at run time through the registry, never through a relative path);
 * shared imports from nobody.
 */
/**
 * A page's static parts module (`<Page>.parts.tsx`) is imported only by its page's `staticParts`,
 * with a dynamic import(): a static import would put its code back into the page's chunk
 * (ARCHITECTURE.md, "Static parts"). Its types may be imported.
 */
const partsModules = {
  group: ['*.parts', '**/*.parts'],
  allowTypeImports: true,
  message: "Load a parts module only through its page's staticParts(() => import(...)).",
};

const boundary = (/** @type {string} */ self) => ({
  files: [`${self}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        paths: routerPaths,
        patterns: [
          {
            group: [
              ...['shell', ...remotes]
                .filter((name) => name !== self)
                .flatMap((name) => [`**/${name}/**`, `${name}`, `${name}/**`]),
            ],
            message: `${self} may import only from @navdhara/shared and its own folder (ARCHITECTURE.md#rules-of-the-architecture, rule 5).`,
          },
          {
            group: ['**/shared/src/**', '**/shared/build/**'],
            message: 'Import shared through its package name, @navdhara/shared.',
          },
          partsModules,
        ],
      },
    ],
  },
});

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'releases/**',
      'e2e/.release-*/**',
      'cms/**',
      'coverage/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'bench-results/**',
      'e2e/.release-*/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // No import cycle anywhere (ARCHITECTURE.md#rules-of-the-architecture, rule 5): no module
    // imports one that imports it back, directly or through others, dynamic imports included
    // (type-only imports leave nothing at run time and are not counted).
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'] }),
      ],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  ...['shell', ...remotes].map(boundary),
  {
    files: ['shared/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: routerPaths,
          patterns: [
            {
              group: [
                'shell',
                'shell/**',
                '**/shell/**',
                ...remotes.flatMap((n) => [n, `${n}/**`, `**/${n}/**`]),
              ],
              message: 'shared is the bottom layer: it never imports the shell or a remote.',
            },
            partsModules,
          ],
        },
      ],
    },
  },
  {
    // Seams one way (issue 50): the scripts use the site server through its public modules only,
    // and the site server never reaches into the CMS's sources (what both need is in shared).
    files: ['scripts/**/*.mjs'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: 'site-server/(?!(index|public)\\.mjs$)',
              message: 'Scripts use the site server through site-server/index.mjs or public.mjs.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['site-server/**/*.mjs'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/cms/**'],
              message: 'The site server does not import the CMS: what both need lives in shared.',
            },
          ],
        },
      ],
      // Each part of the server reads in one screen or two (ARCHITECTURE.md, "The render path").
      'max-lines-per-function': ['error', { max: 100, skipBlankLines: true, skipComments: true }],
    },
  },
  {
    // The one file that may import react-router: it is what every app gets as react-router-dom.
    files: ['shared/src/routing/react-router-dom.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
);
