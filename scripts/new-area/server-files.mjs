// The server's side of a plain area: its table's migration, its repository (every call takes the
// acting tenant; every write's reads take the transaction), its list as the server and the mock
// page it, its handlers, the words of its refusals and its index.
import { pascalCase } from './read-area.mjs';

const TS_TYPE = { text: 'string', integer: 'number', number: 'number', boolean: 'boolean', instant: 'string' };
const typeOf = (field) => (field.kind === 'choice' ? field.choices.map((choice) => `'${choice}'`).join(' | ') : TS_TYPE[field.kind]) + (field.nullable ? ' | null' : '');
const rowTypeOf = (field) => ({ boolean: 'boolean | number', instant: 'DbTimestamp' }[field.kind] ?? (field.kind === 'choice' ? 'string' : TS_TYPE[field.kind])) + (field.nullable ? ' | null' : '');

function columnType(field) {
  if (field.kind === 'text') return field.maxLength ? `'varchar(${field.maxLength})'` : `'text'`;
  if (field.kind === 'choice') return `'varchar(${field.maxLength})'`;
  if (field.kind === 'integer') return `'integer'`;
  if (field.kind === 'number') return `postgres ? 'double precision' : 'real'`;
  if (field.kind === 'boolean') return `'boolean'`;
  return 'timestamp';
}

function fromRow(field) {
  const column = `row.${field.column}`;
  const read = {
    boolean: `fromDbBoolean(${column})`,
    instant: `fromDbTimestamp(${column})`,
    integer: `Number(${column})`,
    number: `Number(${column})`,
    choice: `${column} as ${typeOf({ ...field, nullable: false })}`,
  }[field.kind] ?? column;
  return field.nullable && field.kind !== 'text' ? `${column} === null ? null : ${read}` : read;
}

const toRow = (field, value) => (field.kind === 'boolean' ? `toDbBoolean(${value})` : value);

export function migrationFile(area) {
  const table = area.tag.replaceAll('-', '_');
  const idColumn = area.fields.find((field) => field.name === area.idField).column;
  const columns = area.written.map((field) => `    .addColumn('${field.column}', ${columnType(field)}${field.nullable ? '' : ', (col) => col.notNull()'})`);
  const stamps = area.stamps.map((name) => `    .addColumn('${name === 'createdAt' ? 'created_at' : 'updated_at'}', timestamp, (col) => col.notNull())`);
  return `import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../dialect.js';

/** ${area.names.enPlural}: a tenant's records (written by \`npm run new:area ${area.tag}\`). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = dialectOf(db) === 'postgres';
  const timestamp = postgres ? sql\`timestamptz\` : sql\`text\`;
  await db.schema
    .createTable('${table}')
    .addColumn('${idColumn}', postgres ? 'bigint' : 'integer', (col) => (postgres ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement()))
    .addColumn('tenant_id', 'integer', (col) => col.notNull().references('tenants.tenant_id').onDelete('cascade'))
${[...columns, ...stamps].join('\n')}
    .execute();
  await db.schema.createIndex('${table}_tenant_idx').on('${table}').columns(['tenant_id', '${idColumn}']).execute();
}
`;
}

export function repositoryFile(area) {
  const { Record, tag } = area;
  const table = tag.replaceAll('-', '_');
  const Table = `${pascalCase(tag)}Table`;
  const id = area.fields.find((field) => field.name === area.idField);
  const kinds = new Set(area.fields.map((field) => field.kind));
  const dbImports = [kinds.has('boolean') && 'fromDbBoolean', kinds.has('instant') && 'fromDbTimestamp', kinds.has('boolean') && 'toDbBoolean', 'type Database', kinds.has('instant') && 'type DbTimestamp'].filter(Boolean);
  const bodyTypes = [area.create, area.update].filter(Boolean);
  const textSorts = area.sortFields.filter((name) => area.fields.find((field) => field.name === name).kind === 'text');
  const stampColumns = area.stamps.map((name) => (name === 'createdAt' ? 'created_at' : 'updated_at'));
  const stampWrites = (names) => names.filter((name) => stampColumns.includes(name)).map((name) => `${name}: now`).join(', ');
  const exact = area.exactFilters.map((field) => `    if (filter.${field.name} !== undefined) base = base.where('${field.column}', '=', ${toRow(field, `filter.${field.name}`)});`);
  return `import { sql, type Generated, type Kysely, type Selectable } from 'kysely';
import type { ${[Record, ...bodyTypes].join(', ')} } from '../../../../src/generated/model/index.js';
import type { ActingTenant } from '../../auth/acting-tenant.js';
import type { ListQuery } from '../../core/lists/list-query.js';
import { ${dbImports.join(', ')} } from '../../db/database.js';
import { dialectOf } from '../../db/dialect.js';
import type { ${Record}Filter } from './${area.singular}-filter.js';
import type { ${Record}SortField } from './sort-fields.js';

type Db = Kysely<Database>;

/** Only this area reads its table, so the table is declared here and added to the database's tables. */
export interface ${Table} {
  ${id.column}: Generated<number | string>;
  tenant_id: number;
${area.written.map((field) => `  ${field.column}: ${rowTypeOf(field)};`).join('\n')}
${stampColumns.map((column) => `  ${column}: DbTimestamp;`).join('\n')}
}

declare module '../../db/database.js' {
  interface Database {
    ${table}: ${Table};
  }
}

function ${area.singular}Of(row: Selectable<${Table}>): ${Record} {
  return {
${area.fields.map((field) => `    ${field.name}: ${field.name === area.idField ? `Number(row.${id.column})` : fromRow(field)},`).join('\n')}
  };
}

function likePattern(text: string): string {
  return \`%\${text.replace(/[\\\\%_]/g, (c) => \`\\\\\${c}\`)}%\`;
}

/** A tenant's ${area.names.enPlural.toLowerCase()}: every call names the acting tenant, and a write's reads take its transaction. */
export class ${Record}Repository {
  private readonly sortColumns: Record<${Record}SortField, ReturnType<typeof sql>>;

  constructor(private readonly db: Db) {
    // Text in the byte order of its lower case on both databases, as the mock and the list convention sort it.
    const bytes = dialectOf(db) === 'postgres' ? sql\` COLLATE "C"\` : sql\`\`;
    this.sortColumns = {
${area.sortFields.map((name) => {
    const column = area.fields.find((field) => field.name === name).column;
    return `      ${name}: ${textSorts.includes(name) ? `sql\`lower(${table}.${column})\${bytes}\`` : `sql\`${table}.${column}\``},`;
  }).join('\n')}
    };
  }

  async page(tenant: ActingTenant, query: ListQuery<${Record}SortField, ${Record}Filter>): Promise<{ rows: ${Record}[]; total: number }> {
    const { filter } = query;
    let base = this.db.selectFrom('${table}').where('tenant_id', '=', tenant.tenantId);
${exact.join('\n')}
    if (filter.ids !== undefined) base = filter.ids.length === 0 ? base.where(sql<boolean>\`1 = 0\`) : base.where('${id.column}', 'in', filter.ids);
    const q = filter.q;
    if (q !== undefined) {
      const id = /^\\d{1,9}$/.test(q) ? Number(q) : undefined;
      base = base.where((eb) =>
        eb.or([
${area.searched.map((field) => `          eb(sql\`lower(${table}.${field.column})\`, 'like', sql\`\${likePattern(q)} escape '\\\\'\`),`).join('\n')}
          ...(id === undefined ? [] : [eb('${id.column}', '=', id)]),
        ]),
      );
    }
    const direction = query.sort.direction === 'asc' ? sql\`asc\` : sql\`desc\`;
    const [rows, counted] = await Promise.all([
      base
        .selectAll()
        .orderBy(sql\`\${this.sortColumns[query.sort.field]} \${direction}\`)
        .orderBy(sql\`${table}.${id.column} \${direction}\`)
        .limit(query.range.end - query.range.start + 1)
        .offset(query.range.start)
        .execute(),
      base.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirstOrThrow(),
    ]);
    return { rows: rows.map(${area.singular}Of), total: Number(counted.total) };
  }

  async find(tenant: ActingTenant, id: number, db: Db = this.db): Promise<${Record} | undefined> {
    const row = await db.selectFrom('${table}').selectAll().where('tenant_id', '=', tenant.tenantId).where('${id.column}', '=', id).executeTakeFirst();
    return row && ${area.singular}Of(row);
  }
${area.create ? `
  async create(tenant: ActingTenant, values: Required<${area.create}>, now: string, db: Db = this.db): Promise<${Record}> {
    const { ${id.column} } = await db
      .insertInto('${table}')
      .values({ tenant_id: tenant.tenantId, ${area.written.map((field) => `${field.column}: ${toRow(field, `values.${field.name}`)}`).join(', ')}${stampColumns.length ? `, ${stampWrites(['created_at', 'updated_at'])}` : ''} })
      .returning('${id.column}')
      .executeTakeFirstOrThrow();
    const made = await this.find(tenant, Number(${id.column}), db);
    if (!made) throw new Error('The ${area.singular} just made is not there');
    return made;
  }
` : ''}${area.update ? `
  async update(tenant: ActingTenant, id: number, changes: ${area.update}, now: string, db: Db = this.db): Promise<void> {
    await db
      .updateTable('${table}')
      .set({
${area.written.map((field) => `        ...(changes.${field.name} !== undefined && { ${field.column}: ${toRow(field, `changes.${field.name}`)} }),`).join('\n')}
${stampColumns.includes('updated_at') ? '        updated_at: now,' : ''}
      })
      .where('tenant_id', '=', tenant.tenantId)
      .where('${id.column}', '=', id)
      .execute();
  }
` : ''}${area.ops.delete ? `
  async delete(tenant: ActingTenant, id: number, db: Db = this.db): Promise<void> {
    await db.deleteFrom('${table}').where('tenant_id', '=', tenant.tenantId).where('${id.column}', '=', id).execute();
  }
` : ''}}
`;
}

export function sortFieldsFile(area) {
  const constant = `${area.singular.replace(/[A-Z]/g, (letter) => `_${letter}`).toUpperCase()}_SORT_FIELDS`;
  return {
    constant,
    content: `/** What ${area.names.enPlural.toLowerCase()} may be sorted by (the contract's \`sort\` names them), apart from the repository so that the mock loads no database code. */
export const ${constant} = [${area.sortFields.map((name) => `'${name}'`).join(', ')}] as const;
export type ${area.Record}SortField = (typeof ${constant})[number];
`,
  };
}

const filterKey = (area, field) => `${area.singular}Filter${pascalCase(field.name)}`;

export function filterFile(area) {
  const keys = ['q', ...area.exactFilters.map((field) => field.name), 'id'];
  const parse = area.exactFilters.map((field) =>
    field.kind === 'boolean'
      ? `  if (entries.${field.name} !== undefined) {
    if (typeof entries.${field.name} !== 'boolean') throw invalid('filter', '${filterKey(area, field)}');
    filter.${field.name} = entries.${field.name};
  }`
      : `  if (entries.${field.name} !== undefined) {
    const value = entries.${field.name};
    if (!(${JSON.stringify(field.choices)} as unknown[]).includes(value)) throw invalid('filter', '${filterKey(area, field)}');
    filter.${field.name} = value as ${area.Record}Filter['${field.name}'];
  }`,
  );
  return `import type { ${area.Record} } from '../../../../src/generated/model/index.js';
import { filterEntries, filterIds, filterText, invalid } from '../../core/lists/list-query.js';

/** What the list's \`filter\` keeps: every key given must match. */
export interface ${area.Record}Filter {
  /** Trimmed and lower-cased: found in ${area.searched.map((field) => field.name).join(' or ')}, or equal to the id. */
  q?: string;
${area.exactFilters.map((field) => `  ${field.name}?: ${area.Record}['${field.name}'];`).join('\n')}
  ids?: number[];
}

const FILTER_KEYS = [${keys.map((key) => `'${key}'`).join(', ')}] as const;

export function parse${area.Record}Filter(raw: string | undefined): ${area.Record}Filter {
  const entries = filterEntries(raw, FILTER_KEYS);
  const filter: ${area.Record}Filter = {};
  const text = filterText(entries.q);
  if (text !== undefined) filter.q = text;
${parse.join('\n')}
  const ids = filterIds(entries.id, '${area.singular}FilterId');
  if (ids !== undefined) filter.ids = ids;
  return filter;
}

/** Whether a row held in memory (the mock's) is one the filter keeps, as the repository's query decides. */
export function ${area.singular}Matches(row: ${area.Record}, filter: ${area.Record}Filter): boolean {
${area.exactFilters.map((field) => `  if (filter.${field.name} !== undefined && row.${field.name} !== filter.${field.name}) return false;`).join('\n')}
  if (filter.ids !== undefined && !filter.ids.includes(row.${area.idField})) return false;
  const q = filter.q;
  if (q === undefined || (/^\\d{1,9}$/.test(q) && Number(q) === row.${area.idField})) return true;
  return [${area.searched.map((field) => `row.${field.name}${field.nullable ? " ?? ''" : ''}`).join(', ')}].some((text) => text.toLowerCase().includes(q));
}
`;
}

const COMPARE = { text: 'compareText', integer: 'compareNumbers', number: 'compareNumbers', boolean: 'compareBooleans', instant: 'compareInstants', choice: 'compareText' };

export function listFile(area, sortConstant) {
  const used = [...new Set(area.sortFields.map((name) => COMPARE[area.fields.find((field) => field.name === name).kind]))].sort();
  const order = area.sortFields.map((name) => {
    const field = area.fields.find((each) => each.name === name);
    const value = (row) => (field.kind === 'text' ? `${row}.${name}${field.nullable ? " ?? ''" : ''}.toLowerCase()` : `${row}.${name}`);
    return `    ${name}: (a, b) => ${COMPARE[field.kind]}(${value('a')}, ${value('b')}),`;
  });
  return `import type { ${area.Record} } from '../../../../src/generated/model/index.js';
import { ${used.join(', ')} } from '../../core/lists/in-memory-order.js';
import { declareList } from '../../core/lists/list-declaration.js';
import type { ListReading } from '../../core/lists/list-query.js';
import { messages } from './messages.js';
import { ${sortConstant}, type ${area.Record}SortField } from './sort-fields.js';
import { parse${area.Record}Filter, ${area.singular}Matches, type ${area.Record}Filter } from './${area.singular}-filter.js';
import { ${area.singular}NotFound } from './${area.singular}-refusals.js';

/** How the list reads its parameters, on the server and in the mock. */
export const ${area.singular}ListReading: ListReading<${area.Record}SortField, ${area.Record}Filter> = {
  fields: ${sortConstant},
  defaultSort: { field: '${area.idField}', direction: 'asc' },
  parseFilter: parse${area.Record}Filter,
};

/** The acting tenant's ${area.names.enPlural.toLowerCase()}, as the server answers them and the mock server pages them (mock/lists/). */
export const list = declareList<${area.Record}, ${area.Record}SortField, ${area.Record}Filter>({
  ...${area.singular}ListReading,
  resource: '${area.tag}',
  orderBy: {
${order.join('\n')}
  },
  idOf: (row) => row.${area.idField},
  matches: ${area.singular}Matches,
  operations: [{ operationId: '${area.ops.list}' }],
  getOne: { operationId: '${area.ops.get}', notFound: ${area.singular}NotFound },
  messages,
});
`;
}

export function refusalsFile(area) {
  return `import { AppError, ErrorCode } from '../../core/errors.js';

/** The acting tenant holds no ${area.names.en.toLowerCase()} of this id (${area.notFound.code}). */
export function ${area.singular}NotFound(id: number): AppError {
  return new AppError(ErrorCode.${area.notFound.name}, '${area.singular}NotFound', { field: 'id', params: { id } });
}
`;
}

export function messagesFile(area) {
  const en = { [`${area.singular}NotFound`]: `The acting tenant has no ${area.names.en.toLowerCase()} {id}`, [`${area.singular}FilterId`]: `Field filter.id must be a ${area.names.en.toLowerCase()} id or a list of at most {limit} of them` };
  const zhName = area.names.zh ?? area.names.en.toLowerCase();
  const zh = { [`${area.singular}NotFound`]: `当前租户没有编号为 {id} 的${zhName}`, [`${area.singular}FilterId`]: `字段 filter.id 必须是${zhName}编号，或至多 {limit} 个编号的列表` };
  for (const field of area.exactFilters) {
    const values = field.kind === 'boolean' ? ['true', 'false'] : field.choices.map((choice) => `'${choice}'`);
    en[filterKey(area, field)] = `Field filter.${field.name} must be ${values.slice(0, -1).join(', ')} or ${values.at(-1)}`;
    zh[filterKey(area, field)] = `字段 filter.${field.name} 必须是 ${values.slice(0, -1).join('、')} 或 ${values.at(-1)}`;
  }
  const lines = (words) => Object.entries(words).map(([key, text]) => `    ${key}: ${JSON.stringify(text).replaceAll("'", "\\'").replace(/^"|"$/g, "'")},`).join('\n');
  return `import { defineMessages } from '../../core/i18n/catalog.js';

/** The words of this area's own refusals (${area.tag}), in English and Chinese. */
export const messages = defineMessages({
  en: {
${lines(en)}
  },
  zh: {
${lines(zh)}
  },
});

declare module '../../core/i18n/catalog.js' {
  interface AreaMessages {
    ${area.camel}: typeof messages;
  }
}
`;
}

export function handlersFile(area) {
  const { Record } = area;
  const audited = area.written.map((field) => `'${field.name}'`).join(', ');
  const writes = Boolean(area.ops.create || area.ops.update || area.ops.delete);
  const bodies = [area.create, area.update].filter(Boolean);
  const defaults = Object.entries(area.createDefaults).map(([name, value]) => `${name} = ${JSON.stringify(value).replaceAll('"', "'")}`);
  const createNames = area.written.filter((field) => !(field.name in area.createDefaults)).map((field) => field.name);
  return `${bodies.length ? `import type { ${bodies.join(', ')} } from '../../../../src/generated/model/index.js';\n` : ''}import type { FastifyReply, FastifyRequest } from 'fastify';
import { callerOf${writes ? ', requireUserManager, type Caller' : ''} } from '../../auth/permissions.js';
${writes ? "import { changesBetween, NOTHING, type AuditAction, type AuditChanges } from '../../core/audit/audit-actions.js';\nimport { recordIn, tenantLabel } from '../../core/audit/audit-context.js';\n" : ''}import { ok } from '../../core/envelope.js';
import { contentRange, parseListQuery, withContentRange, type ListParameters } from '../../core/lists/list-query.js';
import { ${area.singular}ListReading } from './list.js';
import { ${area.singular}NotFound } from './${area.singular}-refusals.js';

interface ${Record}Params {
  id: number;
}
${writes ? `
const AUDITED_FIELDS = [${audited}] as const;

/** The event of a change: its target is the tenant, the ${area.names.en.toLowerCase()} is in the changes. */
async function record(request: FastifyRequest, caller: Caller, label: string, trx: Parameters<typeof recordIn>[1], action: AuditAction, id: number, changes: AuditChanges) {
  await recordIn(request, trx, {
    action,
    tenantId: caller.tenant.tenantId,
    target: { type: 'tenant', id: String(caller.tenant.tenantId), label },
    changes: { ${area.singular}: { before: id, after: id }, ...changes },
  });
}
` : ''}
/** Every member of the tenant reads its ${area.names.enPlural.toLowerCase()}. */
export async function ${area.ops.list}(request: FastifyRequest<{ Querystring: ListParameters }>, reply: FastifyReply) {
  const { tenant } = callerOf(request);
  const query = parseListQuery(request.query, ${area.singular}ListReading);
  const { rows, total } = await request.server.repos.${area.camel}.page(tenant, query);
  return withContentRange(reply, contentRange('${area.tag}', query.range.start, rows.length, total)).send(ok(rows));
}

export async function ${area.ops.get}(request: FastifyRequest<{ Params: ${Record}Params }>) {
  const { tenant } = callerOf(request);
  const found = await request.server.repos.${area.camel}.find(tenant, request.params.id);
  if (!found) throw ${area.singular}NotFound(request.params.id);
  return ok(found);
}
${area.ops.create ? `
/** Owners, and administrators acting in the tenant, make, change and delete them. */
export async function ${area.ops.create}(request: FastifyRequest<{ Body: ${area.create} }>, reply: FastifyReply) {
  const caller = requireUserManager(request);
  const { ${[...createNames, ...defaults].join(', ')} } = request.body;
  const { ${area.camel} } = request.server.repos;
  const label = await tenantLabel(request, caller.tenant.tenantId);
  const created = await request.server.database.db.transaction().execute(async (trx) => {
    const made = await ${area.camel}.create(caller.tenant, { ${area.written.map((field) => field.name).join(', ')} }, new Date().toISOString(), trx);
    await record(request, caller, label, trx, '${area.singular}.created', made.${area.idField}, changesBetween(NOTHING, made, AUDITED_FIELDS));
    return made;
  });
  return reply.code(201).header('location', \`/api${area.path}/\${created.${area.idField}}\`).send(ok(created));
}
` : ''}${area.ops.update ? `
export async function ${area.ops.update}(request: FastifyRequest<{ Params: ${Record}Params; Body: ${area.update} }>) {
  const caller = requireUserManager(request);
  const { id } = request.params;
  const { ${area.camel} } = request.server.repos;
  const label = await tenantLabel(request, caller.tenant.tenantId);
  return ok(
    await request.server.database.db.transaction().execute(async (trx) => {
      const current = await ${area.camel}.find(caller.tenant, id, trx);
      if (!current) throw ${area.singular}NotFound(id);
      const changes = changesBetween(current, { ...current, ...request.body }, AUDITED_FIELDS);
      if (Object.keys(changes).length === 0) return current;
      await ${area.camel}.update(caller.tenant, id, request.body, new Date().toISOString(), trx);
      await record(request, caller, label, trx, '${area.singular}.updated', id, changes);
      const updated = await ${area.camel}.find(caller.tenant, id, trx);
      if (!updated) throw ${area.singular}NotFound(id);
      return updated;
    }),
  );
}
` : ''}${area.ops.delete ? `
export async function ${area.ops.delete}(request: FastifyRequest<{ Params: ${Record}Params }>, reply: FastifyReply) {
  const caller = requireUserManager(request);
  const { id } = request.params;
  const { ${area.camel} } = request.server.repos;
  const label = await tenantLabel(request, caller.tenant.tenantId);
  await request.server.database.db.transaction().execute(async (trx) => {
    const current = await ${area.camel}.find(caller.tenant, id, trx);
    if (!current) throw ${area.singular}NotFound(id);
    await ${area.camel}.delete(caller.tenant, id, trx);
    await record(request, caller, label, trx, '${area.singular}.deleted', id, changesBetween(current, NOTHING, AUDITED_FIELDS));
  });
  return reply.code(204).send();
}
` : ''}`;
}

export function indexFile(area) {
  return `import type { OperationHandlers, RepositoryContext } from '../../core/area.js';
import * as ${area.camel} from './handlers.js';
import { ${area.Record}Repository } from './${area.singular}-repository.js';

/** ${area.names.enPlural}: a tenant's records, listed, read, made, changed and deleted (\`npm run new:area ${area.tag}\`). */
export const handlers: OperationHandlers = ${area.camel};

export const repositories = {
  ${area.camel}: ({ db }: RepositoryContext) => new ${area.Record}Repository(db),
};

export { messages } from './messages.js';
`;
}
