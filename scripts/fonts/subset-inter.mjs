#!/usr/bin/env node
// Writes src/assets/fonts/inter-latin-wght-400-600.woff2: Inter's variable font from
// @fontsource-variable/inter, its weight axis cut to 400–600 (the console draws no other weight)
// and its characters to the same Latin range @fontsource/inter's `latin` files cover, so that what
// it draws is unchanged. One file of 29 KB serves all three weights, where three static files took
// 70 KB on the sign-in page. Needs Python's fontTools with brotli (Debian: python3-fonttools
// python3-brotli); run it again after upgrading @fontsource-variable/inter, and commit the file.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const INTER_FILE = 'src/assets/fonts/inter-latin-wght-400-600.woff2';
/** @fontsource/inter's `latin` subset, kept as it is so that no character moves to another face. */
export const LATIN_RANGE = 'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD';
const SOURCE = 'node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2';

export function subsetInter(root, python = 'python3') {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'inter-'));
  try {
    const limited = path.join(work, 'limited.ttf');
    execFileSync(python, ['-m', 'fontTools.varLib.instancer', path.join(root, SOURCE), 'wght=400:600', '-q', '-o', limited]);
    const out = path.join(root, INTER_FILE);
    execFileSync(python, ['-m', 'fontTools.subset', limited, `--unicodes=${LATIN_RANGE}`, "--layout-features=*", '--flavor=woff2', `--output-file=${out}`]);
    return fs.statSync(out).size;
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)) {
  const bytes = subsetInter(process.cwd(), process.env['PYTHON'] ?? 'python3');
  console.log(`${INTER_FILE}: ${bytes} bytes`);
}
