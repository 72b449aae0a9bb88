#!/usr/bin/env node
// `npm ci` refuses a lock file that lacks a package's optional dependency. npm leaves one
// out when the registry cannot serve it (a platform build of a native package), so a lock
// that works for `npm install` can still fail in CI. This finds such gaps early.
import fs from 'node:fs';

const { packages } = JSON.parse(fs.readFileSync('package-lock.json', 'utf8'));

function resolves(fromPath, dependency) {
  let base = fromPath;
  for (;;) {
    if (packages[`${base ? `${base}/` : ''}node_modules/${dependency}`]) return true;
    if (!base) return false;
    const parent = base.lastIndexOf('/node_modules/');
    base = parent < 0 ? '' : base.slice(0, parent);
  }
}

const gaps = [];
for (const [path, info] of Object.entries(packages)) {
  for (const dependency of Object.keys(info.optionalDependencies ?? {})) {
    if (!resolves(path, dependency)) gaps.push(`${path}@${info.version} → ${dependency}`);
  }
}
if (gaps.length > 0) {
  console.error(
    `package-lock.json lacks ${gaps.length} optional dependencies, so npm ci will refuse it:\n  ${gaps.join('\n  ')}\n` +
      'Pin the package (package.json "overrides") to a version whose every platform package the registry serves.',
  );
  process.exit(1);
}
console.log('package-lock.json is complete for npm ci');
