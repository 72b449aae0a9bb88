#!/usr/bin/env node
// `npm run release`: keeps the contract as released, openapi/releases/<info.version>.yaml, byte for
// byte, so that `npm run contract:diff` compares every later change with it. It refuses when
// CHANGELOG.md has no section for the version, when the version is not newer than the last
// release, when the client package carries another version, or when the contract breaks a client
// of the last release without a new major version. A section headed "not yet released" gets the
// day's date (`--date YYYY-MM-DD` to choose it).
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import YAML from 'yaml';
import { breakingChanges, compareVersions, parseVersion, releaseFile, releasedVersions, RELEASES } from './contract-diff.mjs';

const CONTRACT = 'openapi/openapi.yaml';
const CHANGELOG = 'CHANGELOG.md';
const CLIENT_PACKAGE = 'packages/client/package.json';
const NOT_YET = 'not yet released';

function refuse(reason) {
  console.error(`Not released: ${reason}`);
  process.exit(1);
}

function options() {
  try {
    const { values } = parseArgs({ options: { date: { type: 'string' } }, strict: true });
    if (values.date !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(values.date)) throw new Error(`--date must be YYYY-MM-DD, not '${values.date}'`);
    return { date: values.date ?? new Date().toISOString().slice(0, 10) };
  } catch (error) {
    console.error(`${error.message}\nUsage: npm run release [-- --date YYYY-MM-DD]`);
    process.exit(2);
  }
}

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function main() {
  const { date } = options();
  const text = fs.readFileSync(CONTRACT, 'utf8');
  const contract = YAML.parse(text);
  const version = String(contract.info?.version ?? '');
  if (!parseVersion(version)) refuse(`info.version '${version}' of ${CONTRACT} is not a semantic version.`);

  const released = releasedVersions();
  if (released.includes(version)) refuse(`${version} is released already (${releaseFile(version)}); raise info.version for a new release.`);
  const previous = released.at(-1);
  if (previous !== undefined && compareVersions(version, previous) < 0) refuse(`${version} is older than the last release, ${previous}.`);

  const changelog = fs.readFileSync(CHANGELOG, 'utf8');
  const heading = new RegExp(`^## ${escape(version)}(?: .*)?$`, 'm').exec(changelog)?.[0];
  if (!heading) refuse(`${CHANGELOG} has no section "## ${version}"; say there what changed in it.`);

  if (fs.existsSync(CLIENT_PACKAGE)) {
    const clientVersion = JSON.parse(fs.readFileSync(CLIENT_PACKAGE, 'utf8')).version;
    if (clientVersion !== version) refuse(`${CLIENT_PACKAGE} says ${clientVersion}; the client package carries the contract's version, ${version}.`);
  }

  if (previous !== undefined) {
    const changes = breakingChanges(YAML.parse(fs.readFileSync(releaseFile(previous), 'utf8')), contract);
    const major = parseVersion(version)[0] > parseVersion(previous)[0];
    if (changes.length > 0 && !major) {
      refuse(`${changes.length} breaking change${changes.length === 1 ? '' : 's'} since ${previous} need a new major version:\n${changes.map((change) => `  - ${change}`).join('\n')}`);
    }
  }

  fs.mkdirSync(RELEASES, { recursive: true });
  fs.writeFileSync(releaseFile(version), text);
  if (heading.includes(NOT_YET)) fs.writeFileSync(CHANGELOG, changelog.replace(heading, heading.replace(NOT_YET, date)));
  console.log(`Released contract ${version}: ${path.normalize(releaseFile(version))}${previous ? ` (after ${previous})` : ''}. Commit it with ${CHANGELOG}.`);
}

main();
