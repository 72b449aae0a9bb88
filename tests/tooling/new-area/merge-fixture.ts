import fs from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';

type Json = Record<string, unknown>;
interface Fixture {
  tag: Json & { name: string };
  errorCodes: Array<{ value: number; name: string; says: string }>;
  auditActions: string[];
  paths: Json;
  schemas: Json;
}

/**
 * The contract with a throw-away area's operations, schemas, error code and audit actions in it:
 * what a team writes in openapi/openapi.yaml before `npm run new:area`.
 */
export function mergeFixture(contractFile: string, fixtureFile: string): string {
  const contract = YAML.parse(fs.readFileSync(contractFile, 'utf8')) as Json;
  const fixture = YAML.parse(fs.readFileSync(fixtureFile, 'utf8')) as Fixture;
  (contract['tags'] as Json[]).push(fixture.tag);
  Object.assign(contract['paths'] as Json, fixture.paths);
  const schemas = (contract['components'] as Json)['schemas'] as Record<string, Json>;
  Object.assign(schemas, fixture.schemas);
  const codes = schemas['ErrorCode'] as { enum: number[]; 'x-enum-varnames': string[]; description: string };
  for (const code of fixture.errorCodes) {
    codes.enum.push(code.value);
    codes['x-enum-varnames'].push(code.name);
    codes.description += `${code.value} ${code.says};\n`;
  }
  const actions = schemas['AuditAction'] as { enum: string[]; description: string };
  actions.enum.push(...fixture.auditActions);
  actions.description += fixture.auditActions.map((action) => `\`${action}\``).join(', ');
  return YAML.stringify(contract, { lineWidth: 0 });
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)) {
  const [contractFile, fixtureFile] = process.argv.slice(2);
  if (!contractFile || !fixtureFile) throw new Error('usage: merge-fixture <contract> <fixture>');
  fs.writeFileSync(contractFile, mergeFixture(contractFile, fixtureFile));
}
