#!/usr/bin/env node
// orval's afterAllFilesWrite hook for the client package: Node's ES modules need the `.js` of a
// relative import, which orval leaves out. Adds it to every relative import in the files given.
import fs from 'node:fs';

for (const file of process.argv.slice(2)) {
  if (!file.endsWith('.ts')) continue;
  const text = fs.readFileSync(file, 'utf8');
  const fixed = text.replace(/(from\s+['"])(\.{1,2}\/[^'"]+?)(['"])/g, (whole, before, specifier, after) =>
    /\.[cm]?js$/.test(specifier) ? whole : `${before}${specifier}.js${after}`,
  );
  if (fixed !== text) fs.writeFileSync(file, fixed);
}
