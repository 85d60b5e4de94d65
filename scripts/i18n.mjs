#!/usr/bin/env node
// @ts-check
/**
 * The apps' dictionaries (ARCHITECTURE.md, "Languages"):
 *   npm run i18n -- sync [app...]   every text of each app's sources as a key of its
 *                                   `src/translations/<locale>.json`, translations kept, new ones
 *                                   empty, texts no longer in the sources removed
 *   npm run i18n -- check [app...]  how many texts each dictionary lacks; fails when any does
 * Apps: shared, shell and every remote (shared/build/apps.mjs).
 */
import fs from 'node:fs';
import path from 'node:path';
import { remoteNames } from '../shared/build/apps.mjs';
import { appTexts } from './i18n/strings.mjs';
import { isMain, repoRoot } from './lib/processes.mjs';

/** The languages besides English (shared/src/i18n/locales.ts). */
export const TRANSLATED_LOCALES = ['hi', 'pa'];
export const APPS = ['shared', 'shell', ...Object.keys(remoteNames)];

function dictionaryPath(/** @type {string} */ app, /** @type {string} */ locale) {
  return path.join(repoRoot, app, 'src', 'translations', `${locale}.json`);
}

/** @returns {Record<string, string>} */
function readDictionary(/** @type {string} */ file) {
  return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : {};
}

/** The keys an app's dictionaries must hold: its texts and its message templates. */
export function keysOf(/** @type {string} */ app) {
  const { texts, templates } = appTexts(path.join(repoRoot, app, 'src'));
  return [...texts, ...templates.keys()];
}

export function sync(/** @type {string[]} */ apps) {
  for (const app of apps) {
    const keys = keysOf(app);
    for (const locale of TRANSLATED_LOCALES) {
      const file = dictionaryPath(app, locale);
      const old = readDictionary(file);
      const next = Object.fromEntries(keys.map((key) => [key, old[key] ?? '']));
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, `${JSON.stringify(next, null, 2)}\n`);
      const removed = Object.keys(old).filter((key) => !(key in next)).length;
      const empty = Object.values(next).filter((value) => !value).length;
      console.log(
        `${app} ${locale}: ${keys.length} texts, ${empty} to translate, ${removed} removed`,
      );
    }
  }
}

export function check(/** @type {string[]} */ apps) {
  let missing = 0;
  for (const app of apps) {
    const keys = keysOf(app);
    for (const locale of TRANSLATED_LOCALES) {
      const dictionary = readDictionary(dictionaryPath(app, locale));
      const lacking = keys.filter((key) => !dictionary[key]?.trim());
      missing += lacking.length;
      console.log(
        `${app} ${locale}: ${keys.length - lacking.length}/${keys.length} translated${lacking.length ? `; first missing: ${JSON.stringify(lacking.slice(0, 3))}` : ''}`,
      );
    }
  }
  return missing;
}

if (isMain(import.meta.url)) {
  const [verb, ...rest] = process.argv.slice(2);
  const apps = rest.length ? rest : APPS;
  const unknown = apps.filter((app) => !APPS.includes(app));
  if (unknown.length || !['sync', 'check'].includes(verb ?? '')) {
    console.error(`Usage: npm run i18n -- sync|check [${APPS.join('|')} ...]`);
    process.exit(2);
  }
  if (verb === 'sync') sync(apps);
  else if (check(apps)) process.exit(1);
}
