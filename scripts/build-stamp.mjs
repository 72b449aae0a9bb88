// Whether a build is current: after each successful build of a part, a stamp in its output folder
// records a digest of the part's inputs and one of its outputs. The part is current while both
// still match. Digests are of contents, not modification times, so a fresh clone, a git checkout
// or a touched file are judged by what they hold; outputs changed by hand (or by a build run
// outside these scripts) do not pass for the stamped ones.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const STAMP = '.build-stamp.json';

/**
 * What each part is built from and into. `openapi/` is no build input: the server reads it at run
 * time. What orval makes of it (`src/generated/`) and the mutator beside it (`src/api/`) are: the
 * server compiles the types and constants it imports from there (into `server/dist/src/`, beside
 * `server/dist/server/src/`), and the console bundles them.
 */
export const PARTS = {
  server: {
    label: 'the server',
    inputs: ['server/src', 'src/generated', 'src/api', 'server/tsconfig.json', 'server/tsconfig.build.json', 'package.json', 'package-lock.json'],
    output: 'server/dist',
    settings: () => [],
    command: () => ['node_modules/typescript/bin/tsc', '-p', 'server/tsconfig.build.json'],
  },
  console: {
    label: 'the console',
    // Vite reads the `.env` files and the VITE_ variables into the bundle, NODE_ENV picks React's
    // production or development build, and ANALYZE adds the bundle report.
    inputs: ['src', 'public', 'index.html', 'vite.config.ts', 'tsconfig.json', 'package.json', 'package-lock.json', '.env', '.env.local', '.env.production', '.env.production.local'],
    output: 'dist',
    settings: (env) => [
      // Unset, a build is a production build: the same bundle as NODE_ENV=production (what the tests set).
      `NODE_ENV=${env['NODE_ENV'] || 'production'}`,
      `ANALYZE=${env['ANALYZE'] ?? ''}`,
      ...Object.keys(env)
        .filter((name) => name.startsWith('VITE_'))
        .sort()
        .map((name) => `${name}=${env[name]}`),
    ],
    command: (quiet) => ['node_modules/vite/bin/vite.js', 'build', ...(quiet ? ['--logLevel', 'warn'] : [])],
  },
};

/** Every file under `entry` (a file or a folder), relative to `root`, in a stable order; none when it does not exist. */
function filesOf(root, entry) {
  const absolute = path.join(root, entry);
  const stat = fs.statSync(absolute, { throwIfNoEntry: false });
  if (!stat) return [];
  if (!stat.isDirectory()) return [entry];
  return fs
    .readdirSync(absolute, { recursive: true, withFileTypes: true })
    .filter((dirent) => dirent.isFile())
    .map((dirent) => path.relative(root, path.join(dirent.parentPath, dirent.name)))
    .filter((file) => path.basename(file) !== STAMP)
    .sort();
}

function digestOf(root, files, extra = []) {
  const hash = createHash('sha256');
  for (const file of files) {
    // Names as well as contents: a renamed or added empty file is a change too.
    hash.update(`${file.split(path.sep).join('/')}\0`);
    hash.update(fs.readFileSync(path.join(root, file)));
    hash.update('\0');
  }
  for (const line of extra) hash.update(`${line}\0`);
  return hash.digest('hex');
}

export function inputsDigest(root, name, env = process.env) {
  const part = PARTS[name];
  return digestOf(root, part.inputs.flatMap((entry) => filesOf(root, entry)), part.settings(env));
}

export function outputsDigest(root, name) {
  return digestOf(root, filesOf(root, PARTS[name].output));
}

function stampPath(root, name) {
  return path.join(root, PARTS[name].output, STAMP);
}

/** Whether the part's outputs are those its last build made from the inputs it has now. */
export function isCurrent(root, name, env = process.env) {
  let stamp;
  try {
    stamp = JSON.parse(fs.readFileSync(stampPath(root, name), 'utf8'));
  } catch {
    return false;
  }
  return stamp.inputs === inputsDigest(root, name, env) && stamp.outputs === outputsDigest(root, name);
}

/** Whether the part was built here before (by these scripts). */
export function wasBuilt(root, name) {
  return fs.existsSync(stampPath(root, name));
}

/** Forgets the last build's stamp: from now until `writeStamp`, the part is not current. */
export function clearStamp(root, name) {
  fs.rmSync(stampPath(root, name), { force: true });
}

/**
 * Records a successful build of the part from the inputs whose digest was taken before it began
 * (a file saved during the build may not be in its outputs).
 */
export function writeStamp(root, name, inputs) {
  const stamp = { inputs, outputs: outputsDigest(root, name) };
  fs.writeFileSync(stampPath(root, name), `${JSON.stringify(stamp)}\n`);
}
