/**
 * The part scripts (shared/src/first-action/<part>.ts), each built on its own, apart from the app:
 * no federation runtime, no React, only the part's code and what it imports (a carousel's is Embla).
 * The shell's build writes them beside its files and gives the boot script their addresses, so a
 * first tap on such a part loads that script alone (ARCHITECTURE.md, "The first action").
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { rspack, type Stats } from '@rspack/core';
import { FIRST_ACTION_PARTS } from '../src/first-action/parts';
import { BROWSER_TARGETS, sharedBuildFile } from './module-rules';

/** A built part script: its file name under the shell's output and its text. */
export interface PartScript {
  part: string;
  file: string;
  text: string;
}

/** The folder of the shell's output the part scripts are written to. */
const FOLDER = 'first-action';

/** Builds every part script (minified, one self-contained file each, named by its content hash). */
export async function buildPartScripts(): Promise<PartScript[]> {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'navdhara-first-action-'));
  try {
    const compiler = rspack({
      mode: 'production',
      target: 'web',
      devtool: false,
      context: sharedBuildFile('.'),
      entry: Object.fromEntries(
        FIRST_ACTION_PARTS.map((part) => [part, `../src/first-action/${part}.ts`]),
      ),
      output: { path: out, filename: '[name].[contenthash:10].js', iife: true },
      resolve: { extensions: ['.ts', '.js'] },
      module: {
        rules: [
          {
            test: /\.ts$/,
            loader: 'builtin:swc-loader',
            options: {
              jsc: { parser: { syntax: 'typescript' } },
              env: { targets: BROWSER_TARGETS },
            },
          },
        ],
      },
      optimization: { splitChunks: false, runtimeChunk: false },
    });
    const stats = await new Promise<Stats | undefined>((resolve, reject) =>
      compiler.run((error, result) => (error ? reject(error) : resolve(result))),
    );
    await new Promise<void>((resolve) => compiler.close(() => resolve()));
    if (!stats || stats.hasErrors())
      throw new Error(`The part scripts did not build:\n${stats?.toString('errors-only') ?? ''}`);
    const entrypoints = stats.toJson({ all: false, entrypoints: true }).entrypoints ?? {};
    return FIRST_ACTION_PARTS.map((part) => {
      const files = (entrypoints[part]?.assets ?? []).map((asset) => asset.name);
      const [file] = files;
      if (files.length !== 1 || !file)
        throw new Error(`The part script ${part} is not one file: ${files.join(', ')}`);
      return {
        part,
        file: `${FOLDER}/${file}`,
        text: fs.readFileSync(path.join(out, file), 'utf8'),
      };
    });
  } finally {
    fs.rmSync(out, { recursive: true, force: true });
  }
}
