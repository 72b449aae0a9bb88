#!/usr/bin/env node
// orval's afterAllFilesWrite hook: Node's ES modules (the server, the client package) need the
// full path of a relative import, which orval leaves out. Turns every relative import in the files
// given (or under the folders given) into one Node resolves: `./x` into `./x.js`, and a folder `../model` into `../model/index.js`.
import fs from 'node:fs';
import path from 'node:path';

function resolved(file, specifier) {
  if (/\.[cm]?js$/.test(specifier)) return specifier;
  const target = path.resolve(path.dirname(file), specifier);
  return fs.existsSync(path.join(target, 'index.ts')) ? `${specifier}/index.js` : `${specifier}.js`;
}

// Folders given are walked: orval names only the files of a target, not those of its `schemas`.
// orval also names files it did not write (a `schemas` file of split zod output): they are skipped.
const files = process.argv.slice(2).filter((entry) => fs.existsSync(entry)).flatMap((entry) =>
  fs.statSync(entry).isDirectory()
    ? fs.readdirSync(entry, { recursive: true, encoding: 'utf8' }).map((name) => path.join(entry, name))
    : [entry],
);

for (const file of new Set(files)) {
  if (!file.endsWith('.ts')) continue;
  const text = fs.readFileSync(file, 'utf8');
  const fixed = text.replace(/((?:from|import)\s+['"])(\.{1,2}\/[^'"]+?)(['"])/g, (_whole, before, specifier, after) =>
    `${before}${resolved(file, specifier)}${after}`,
  );
  if (fixed !== text) fs.writeFileSync(file, fixed);
}
