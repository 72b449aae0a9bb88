import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/** The scripts /api/docs loads from @fastify/swagger-ui, which render the page. */
const SCRIPTS = ['swagger-ui-bundle.js', 'swagger-ui-standalone-preset.js'];

/** A `<style>` element with its text, as the bundled React writes one: `createElement("style",null,"…")`. */
const STYLE_ELEMENT = /createElement\("style",null,("(?:[^"\\]|\\.)*")\)/g;

/** The text of every `<style>` element the scripts insert: Swagger UI's logo carries its colours in one. */
export function inlineStylesOf(script: string): string[] {
  return [...script.matchAll(STYLE_ELEMENT)].map((match) => JSON.parse(match[1] ?? '""') as string);
}

/** A CSP source allowing exactly this style text. */
export function styleHash(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

let cached: readonly string[] | undefined;

/**
 * The hashes of the styles the docs page inserts, read from the installed scripts once a process,
 * so that an upgrade of Swagger UI that changes them changes the header with them.
 */
export function docsStyleHashes(): readonly string[] {
  cached ??= readStyleHashes();
  return cached;
}

function readStyleHashes(): string[] {
  const staticDir = path.join(path.dirname(createRequire(import.meta.url).resolve('@fastify/swagger-ui')), 'static');
  const styles = SCRIPTS.flatMap((script) => inlineStylesOf(readFileSync(path.join(staticDir, script), 'utf8')));
  return [...new Set(styles)].map(styleHash);
}

/** The docs page's CSP: as @fastify/swagger-ui writes it, with its inline styles allowed by hash, and no upgrade to HTTPS. */
export function docsCsp(header: string, hashes: readonly string[]): string {
  const withoutUpgrade = header.replace(/\s*upgrade-insecure-requests;?/, '');
  return hashes.length === 0 ? withoutUpgrade : withoutUpgrade.replace(/style-src ([^;]*?)\s*;/, (_, sources: string) => `style-src ${sources} ${hashes.join(' ')};`);
}
