#!/usr/bin/env node
// `npm run contract:diff [-- REF]`: compares openapi/openapi.yaml with the newest released
// contract (openapi/releases/<version>.yaml), or with the contract at git ref REF, and exits 1 on
// a change that would break a client written against it, printing each in a sentence. The
// comparison is api-smart-diff's (OpenAPI 3.1, classified breaking or not); this script picks the
// breaking ones, says each once, and words it for people.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { apiCompare } from 'api-smart-diff';
import YAML from 'yaml';

const CONTRACT = 'openapi/openapi.yaml';
export const RELEASES = 'openapi/releases';
const USAGE = 'Usage: npm run contract:diff [-- <git ref>]   (default: the newest openapi/releases/<version>.yaml; or a ref such as main, HEAD~1)';
const METHODS = new Set(['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace']);

/** The contract as it was at `ref`, parsed; exits 2 with a reason when there is none. */
function contractAt(ref) {
  const shown = spawnSync('git', ['show', `${ref}:${CONTRACT}`], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (shown.status !== 0) {
    console.error(`No ${CONTRACT} at '${ref}': ${shown.stderr.trim() || 'git could not read it'}`);
    process.exit(2);
  }
  return YAML.parse(shown.stdout);
}

const SEMVER = /^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(?:-([0-9A-Za-z.-]+))?$/;

/** `[major, minor, patch, prerelease]` of a semantic version, or undefined. */
export function parseVersion(version) {
  const match = SEMVER.exec(String(version));
  return match ? [Number(match[1]), Number(match[2]), Number(match[3]), match[4]] : undefined;
}

/** Semantic version order (a prerelease before its release). */
export function compareVersions(a, b) {
  const [x, y] = [parseVersion(a), parseVersion(b)];
  for (let i = 0; i < 3; i += 1) if (x[i] !== y[i]) return x[i] - y[i];
  if (x[3] === y[3]) return 0;
  if (x[3] === undefined) return 1;
  if (y[3] === undefined) return -1;
  return x[3] < y[3] ? -1 : 1;
}

/** The released contracts, oldest first: each `openapi/releases/<version>.yaml`. */
export function releasedVersions() {
  if (!fs.existsSync(RELEASES)) return [];
  return fs
    .readdirSync(RELEASES)
    .map((name) => /^(.+)\.yaml$/.exec(name)?.[1])
    .filter((version) => version !== undefined && parseVersion(version))
    .sort(compareVersions);
}

export const releaseFile = (version) => path.join(RELEASES, `${version}.yaml`);

const show = (value) => (typeof value === 'string' ? `'${value}'` : JSON.stringify(value));

/** Where a change is, in words: an operation and the part of it, or a named schema. */
function place(path, document) {
  if (path[0] === 'components') return `schema ${path[2]}${fieldsOf(path.slice(3))}`;
  const [, route, method, ...rest] = path;
  if (!METHODS.has(method)) return `path ${route}`;
  const operationId = document.paths?.[route]?.[method]?.operationId;
  const operation = `${method.toUpperCase()} ${route}${operationId ? ` (${operationId})` : ''}`;
  if (rest[0] === 'requestBody') return `${operation}, request body${fieldsOf(rest.slice(4))}`;
  if (rest[0] === 'responses') return `${operation}, response ${rest[1]}${fieldsOf(rest.slice(5))}`;
  if (rest[0] === 'parameters') return `${operation}, parameter ${parameterName(document, route, method, rest[1])}${fieldsOf(rest.slice(3))}`;
  return operation;
}

/** `.field.inner` for the property names along a path into a schema. */
function fieldsOf(path) {
  const names = [];
  for (let i = 0; i < path.length; i += 1) if (path[i] === 'properties' && path[i + 1] !== undefined) names.push(path[(i += 1)]);
  return names.length > 0 ? ` field ${names.join('.')}` : '';
}

function parameterName(document, route, method, index) {
  const parameter = document.paths?.[route]?.[method]?.parameters?.[index];
  const resolved = parameter?.$ref ? document.components?.parameters?.[parameter.$ref.split('/').pop()] : parameter;
  return resolved?.name ? `'${resolved.name}' (${resolved.in})` : `#${index}`;
}

/** `METHOD /path` of the operation with this id in a contract, if it has one. */
function whereNow(document, operationId) {
  if (!operationId) return undefined;
  for (const [route, item] of Object.entries(document.paths ?? {})) {
    for (const method of Object.keys(item)) if (METHODS.has(method) && item[method]?.operationId === operationId) return `${method.toUpperCase()} ${route}`;
  }
  return undefined;
}

/** The value at a path of a document, following `$ref`s and looking into `allOf` as the comparison does. */
function valueAt(document, path) {
  const resolve = (node) => {
    let current = node;
    for (let hops = 0; current?.$ref && hops < 20; hops += 1) {
      current = current.$ref.slice(2).split('/').reduce((part, key) => part?.[key.replace(/~1/g, '/').replace(/~0/g, '~')], document);
    }
    return current;
  };
  const step = (node, key) => {
    const resolved = resolve(node);
    if (resolved === null || typeof resolved !== 'object') return undefined;
    if (key in resolved) return resolved[key];
    for (const branch of resolved.allOf ?? []) {
      const found = step(branch, key);
      if (found !== undefined) return found;
    }
    return undefined;
  };
  return resolve(path.reduce(step, document));
}

/**
 * A value added to an enum the contract marks `x-open-enum` (a list that grows with the product,
 * such as the audit actions, which clients are told to show by name when they do not know one)
 * breaks no client that follows the contract; a value added to any other enum does.
 */
function addsToOpenEnum(diff, after) {
  return diff.action === 'add' && diff.path.at(-2) === 'enum' && valueAt(after, diff.path.slice(0, -2))?.['x-open-enum'] === true;
}

/**
 * A scope removed from an operation's security requirement asks less of a caller: no client that
 * met the older requirement fails the newer one (the server may still refuse the call, as the
 * operation's description says, but that is no change of shape).
 */
function dropsSecurityScope(diff) {
  return diff.action === 'remove' && diff.path.includes('security');
}

/** One breaking change in a sentence a contract reviewer can act on. */
function sentence(diff, before, after) {
  const { path, action } = diff;
  const last = path.at(-1);
  const parent = path.at(-2);
  if (path[0] === 'components' && path.length === 3 && action === 'remove') {
    return `The ${path[1].replace(/s$/, '')} ${path[2]} was removed from the components: a client generated from the contract loses its type.`;
  }
  if (path[0] === 'paths' && path.length === 2) return `The path ${path[1]} was removed, with every operation on it.`;
  if (path[0] === 'paths' && path.length === 3 && METHODS.has(last)) {
    const moved = whereNow(after, before.paths?.[path[1]]?.[last]?.operationId);
    return moved ? `The operation ${place(path, before)} moved to ${moved}.` : `The operation ${place(path, before)} was removed.`;
  }
  if (parent === 'responses' && action === 'remove') return `${place(path.slice(0, -2), before)} no longer documents the status ${last}.`;
  if (parent === 'enum' && action === 'add') {
    return `The value ${show(diff.after)} was added to the values of ${place(path.slice(0, -2), after)}: a client that handles each value it knows meets one it does not.`;
  }
  if (parent === 'enum') return `The value ${show(diff.before)} was removed from the values of ${place(path.slice(0, -2), before)}.`;
  if (parent === 'properties' && action === 'remove') return `The field ${last} was removed from ${place(path.slice(0, -2), before)}.`;
  if (parent === 'required' && action === 'add') return `${place(path.slice(0, -2), after)}: the field ${show(diff.after)} is now required.`;
  if (parent === 'required' && action === 'remove') return `${place(path.slice(0, -2), before)}: the field ${show(diff.before)} is no longer always there.`;
  if (parent === 'parameters' && action === 'add') {
    return `${place(path.slice(0, -2), after)} has a new required parameter ${parameterName(after, path[1], path[2], last)}.`;
  }
  if (last === 'required' && diff.after === true) return `${place(path.slice(0, -1), after)} is now required.`;
  if (action === 'replace') return `${place(path.slice(0, -1), before)}: ${last} changed from ${show(diff.before)} to ${show(diff.after)}.`;
  if (action === 'add') return `${place(path.slice(0, -1), after)}: ${last} ${show(diff.after)} was added, which narrows what is accepted.`;
  if (action === 'remove') return `${place(path.slice(0, -1), before)}: ${last} ${show(diff.before)} was removed.`;
  return `${action} at /${path.join('/')}.`;
}

/**
 * The breaking changes, each said once. A change to a named schema is reported again at every
 * schema and operation that uses it, with the same key, value before and value after: only the
 * shortest path of those is said (two unrelated fields narrowed alike are said as one; the second
 * shows once the first is dealt with). A field removed or added is said once, not also as a change to
 * the list of required fields.
 */
export function breakingChanges(before, after) {
  const breaking = apiCompare(before, after)
    .diffs.filter((diff) => diff.type === 'breaking' && !addsToOpenEnum(diff, after) && !dropsSecurityScope(diff))
    .sort((a, b) => a.path.length - b.path.length);
  const echo = (diff) => JSON.stringify([diff.path.at(-1), diff.before, diff.after]);
  const schemaOf = (diff) => JSON.stringify(diff.path.slice(0, -2));
  const fieldChanges = new Set(
    breaking.filter((diff) => diff.path.at(-2) === 'properties').map((diff) => `${schemaOf(diff)}:${diff.path.at(-1)}`),
  );
  const requiredChanges = new Set(
    breaking.filter((diff) => diff.path.at(-2) === 'required' && diff.action === 'add').map((diff) => `${schemaOf(diff)}:${diff.after}`),
  );
  const seen = new Set();
  const sentences = [];
  for (const diff of breaking) {
    if (seen.has(echo(diff))) continue;
    seen.add(echo(diff));
    if (diff.path.at(-2) === 'required' && diff.action === 'remove' && fieldChanges.has(`${schemaOf(diff)}:${diff.before}`)) continue;
    if (diff.path.at(-2) === 'properties' && diff.action === 'add' && requiredChanges.has(`${schemaOf(diff)}:${diff.path.at(-1)}`)) continue;
    const words = sentence(diff, before, after);
    if (!sentences.includes(words)) sentences.push(words);
  }
  return sentences;
}

/** The contract to compare with, and how to name it: the newest release, or the one at a git ref. */
function baseline(ref) {
  if (ref === undefined || ref === '--latest-release') {
    const version = releasedVersions().at(-1);
    if (version === undefined) return undefined;
    return { name: `release ${version} (${releaseFile(version)})`, contract: YAML.parse(fs.readFileSync(releaseFile(version), 'utf8')), version };
  }
  return { name: ref, contract: contractAt(ref) };
}

function main() {
  const [ref, extra] = process.argv.slice(2);
  if (extra !== undefined || (ref?.startsWith('-') && ref !== '--latest-release')) {
    console.error(USAGE);
    process.exit(2);
  }
  const base = baseline(ref);
  if (!base) {
    console.log(`No released contract in ${RELEASES}/ yet: there is nothing to compare with (npm run release makes one).`);
    return;
  }
  const text = fs.readFileSync(CONTRACT, 'utf8');
  const after = YAML.parse(text);
  const before = base.contract;
  const changes = breakingChanges(before, after);
  if (base.version !== undefined && after.info?.version === base.version && text !== fs.readFileSync(releaseFile(base.version), 'utf8')) {
    console.log(`Note: ${CONTRACT} has changed since release ${base.version} but still says version ${base.version}; raise info.version and give it a CHANGELOG.md section before the next release.`);
  }
  if (changes.length === 0) {
    console.log(`No breaking change in ${CONTRACT} since ${base.name} (${before.info?.version} → ${after.info?.version}).`);
    return;
  }
  console.error(`${changes.length} breaking change${changes.length === 1 ? '' : 's'} in ${CONTRACT} since ${base.name}:`);
  for (const change of changes) console.error(`  - ${change}`);
  console.error('A client built against the older contract would fail. Keep the old shape, or make a new major version.');
  process.exit(1);
}

if (import.meta.url === `file://${process.argv[1]}`) main();
