// How the built server is started, read from the one place it is written: `npm start` in
// package.json (its last command). The cluster, the benchmark and the hardening suite start the
// server the same way, so what they measure and test is the server as it ships.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../', import.meta.url));

/**
 * `VAR=value … node <options> <script>` → the variables and node's arguments.
 * @param {string} start the `start` script
 * @returns {{ env: Record<string, string>, args: string[] }}
 */
export function parseServerCommand(start) {
  const words = (start.split('&&').at(-1) ?? '').trim().split(/\s+/);
  /** @type {Record<string, string>} */
  const env = {};
  while (words.length > 0 && /^[A-Z_][A-Z0-9_]*=/.test(words[0] ?? '')) {
    const [name = '', ...value] = (words.shift() ?? '').split('=');
    env[name] = value.join('=');
  }
  if (words[0] !== 'node' || words.length < 2) throw new Error(`Cannot read the server command from "npm start": ${start}`);
  return { env, args: words.slice(1) };
}

/** The server's command as `npm start` runs it, with its script's path made absolute. */
export function serverCommand(root = ROOT) {
  const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
  const { env, args } = parseServerCommand(pkg.scripts?.start ?? '');
  return { env, args: [...args.slice(0, -1), path.join(root, args.at(-1) ?? '')] };
}
