// Reads one tag's operations out of the contract and decides what a plain area of it is: its
// record, its list, its forms, its refusal and its events. Refuses, saying what to add, anything
// it cannot make a working area of: a plain area is a tenant's records with a list, a page
// each, a form, and deletion.

const REF = '#/components/schemas/';

/** `widgets` → `Widgets`; `api-tokens` → `apiTokens`. */
export const camelCase = (name) => name.replace(/-([a-z0-9])/g, (_, letter) => letter.toUpperCase());
export const pascalCase = (name) => camelCase(name).replace(/^./, (letter) => letter.toUpperCase());
/** `quantityLeft` → `quantity_left`. */
export const snakeCase = (name) => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
/** `quantityLeft` → `Quantity left`. */
const spoken = (name) => name.replace(/[A-Z]/g, (letter) => ` ${letter.toLowerCase()}`).replace(/^./, (letter) => letter.toUpperCase());

export class AreaRefusal extends Error {}

function refuse(lines) {
  throw new AreaRefusal(lines.join('\n'));
}

function schemaOf(contract, ref) {
  if (typeof ref !== 'string' || !ref.startsWith(REF)) return undefined;
  return contract.components?.schemas?.[ref.slice(REF.length)];
}

/** What a property becomes: in the table, in the repository, in the list's order. */
function kindOf(name, property, contract) {
  const schema = property.$ref ? schemaOf(contract, property.$ref) ?? {} : property;
  const types = [schema.type].flat().filter(Boolean);
  const nullable = types.includes('null');
  const type = types.find((each) => each !== 'null');
  if (type === 'string' && schema.format === 'date-time') return { kind: 'instant', nullable };
  if (type === 'string' && Array.isArray(schema.enum)) return { kind: 'choice', nullable, choices: schema.enum.filter((value) => value !== null), maxLength: Math.max(...schema.enum.filter(Boolean).map((value) => value.length)) };
  if (type === 'string') return { kind: 'text', nullable, maxLength: schema.maxLength };
  if (type === 'integer') return { kind: 'integer', nullable };
  if (type === 'number') return { kind: 'number', nullable };
  if (type === 'boolean') return { kind: 'boolean', nullable };
  return refuse([`${name} is ${JSON.stringify(schema.type)}: a plain area keeps text, numbers, yes/no, choices and instants; write this area by hand (docs/architecture.md).`]);
}

/** The schema a success answer wraps in its envelope's `data` (an item of it, for a list). */
function answered(contract, operation, status) {
  const envelope = schemaOf(contract, operation?.responses?.[status]?.content?.['application/json']?.schema?.$ref);
  const data = envelope?.properties?.data;
  const ref = data?.type === 'array' ? data.items?.$ref : data?.$ref;
  return ref?.slice(REF.length);
}

function bodyOf(contract, operation) {
  const ref = operation?.requestBody?.content?.['application/json']?.schema?.$ref;
  return ref ? { name: ref.slice(REF.length), schema: schemaOf(contract, ref) } : undefined;
}

/** Every backticked word of a parameter's description that names a field of the record. */
function namedFields(parameter, fields) {
  const words = [...String(parameter?.description ?? '').matchAll(/`([A-Za-z][A-Za-z0-9]*)`/g)].map((match) => match[1]);
  return [...new Set(words)].filter((word) => fields.includes(word));
}

function operationsOf(contract, tag) {
  const found = [];
  for (const [path, item] of Object.entries(contract.paths ?? {})) {
    for (const method of ['get', 'post', 'put', 'patch', 'delete']) {
      const operation = item[method];
      if (operation?.tags?.includes(tag)) {
        found.push({ path, method, operation, parameters: [...(item.parameters ?? []), ...(operation.parameters ?? [])] });
      }
    }
  }
  return found;
}

function parameterOf(contract, parameter) {
  const ref = parameter.$ref;
  return ref ? contract.components?.parameters?.[ref.split('/').pop()] : parameter;
}

/** The area the contract's tag describes, or a refusal that says what the contract lacks. */
export function readArea(contract, tag) {
  if (!/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(tag)) refuse([`"${tag}" is not an area's name: lower case and hyphens, as the contract's tag (widgets, api-keys).`]);
  const tagEntry = (contract.tags ?? []).find((entry) => entry.name === tag);
  const operations = operationsOf(contract, tag);
  if (operations.length === 0) refuse([`The contract has no operation tagged "${tag}": write them in openapi/openapi.yaml first (docs/architecture.md, step 1).`]);

  const collection = operations.find((each) => each.method === 'get' && !each.path.endsWith('}'))?.path;
  if (!collection) refuse([`No list of "${tag}": a plain area starts from a GET of its collection (listWidgets).`]);
  const item = `${collection}/{id}`;
  const roles = { list: ['get', collection], create: ['post', collection], get: ['get', item], update: ['put', item], delete: ['delete', item] };
  const ops = {};
  const strange = [];
  for (const each of operations) {
    const role = Object.entries(roles).find(([, [method, path]]) => method === each.method && path === each.path)?.[0];
    if (role) ops[role] = each;
    else strange.push(`${each.operation.operationId} (${each.method.toUpperCase()} ${each.path})`);
  }
  if (strange.length > 0) {
    refuse([
      `These operations of "${tag}" are not a plain area's (list and create at ${collection}; read, change with PUT and delete at ${item}):`,
      ...strange.map((each) => `  ${each}`),
      'Write the area by hand (docs/architecture.md), or scaffold the plain part under another tag first.',
    ]);
  }
  if (!ops.get) refuse([`No read of one "${tag}" record at GET ${item}: the list's rows need a page each.`]);
  const inTenant = Object.values(ops).every((each) => each.parameters.some((parameter) => parameter.$ref?.endsWith('/TenantIdHeader')));
  if (!inTenant) refuse([`Every operation of "${tag}" takes X-Tenant-Id (#/components/parameters/TenantIdHeader): a plain area holds a tenant's records.`]);

  const idParameter = ops.get.parameters.map((parameter) => parameterOf(contract, parameter)).find((parameter) => parameter?.in === 'path');
  if (idParameter?.example === undefined && idParameter?.schema?.examples === undefined) refuse([`Give the {id} of ${item} an example (\`example: 1\`): the mock server and its tests read that row.`]);
  const recordName = answered(contract, ops.get.operation, '200');
  const record = schemaOf(contract, `${REF}${recordName}`);
  if (!record?.properties) refuse([`${ops.get.operation.operationId} answers no record in its envelope's data (a $ref to a schema with properties).`]);
  if (answered(contract, ops.list.operation, '200') !== recordName) refuse([`${ops.list.operation.operationId} answers rows of another schema than ${recordName}: a plain list's rows are whole records.`]);

  const singular = recordName.replace(/^./, (letter) => letter.toLowerCase());
  const idField = [`${singular}Id`, 'id'].find((name) => record.properties[name]);
  if (!idField) refuse([`${recordName} has no id: name it ${singular}Id (an integer).`]);
  const required = new Set(record.required ?? []);
  const fields = Object.entries(record.properties).map(([name, property]) => ({
    name,
    column: snakeCase(name),
    ...kindOf(name, property, contract),
    optional: !required.has(name),
    title: property.title ?? spoken(name),
    titleZh: property['x-title-zh'],
  }));
  const stamps = fields.filter((field) => field.name === 'createdAt' || field.name === 'updatedAt').map((field) => field.name);
  const create = ops.create ? bodyOf(contract, ops.create.operation) : undefined;
  const update = ops.update ? bodyOf(contract, ops.update.operation) : undefined;
  if (ops.create && !create) refuse([`${ops.create.operation.operationId} takes no JSON body by $ref.`]);
  if (ops.update && !update) refuse([`${ops.update.operation.operationId} takes no JSON body by $ref.`]);
  const unexampled = [create, update].filter((body) => body && !Array.isArray(body.schema?.examples)).map((body) => body.name);
  if (unexampled.length > 0) refuse([`Give ${unexampled.join(' and ')} an example (\`examples: [{ … }]\`): the mock server and its tests send it.`]);
  const written = fields.filter((field) => field.name !== idField && !stamps.includes(field.name));
  const createDefaults = {};
  for (const field of written) {
    const given = create?.schema?.properties?.[field.name];
    if (!given && !field.nullable && ops.create) refuse([`${recordName}.${field.name} is neither in ${create.name} nor nullable: where would its value come from?`]);
    const isRequired = (create?.schema?.required ?? []).includes(field.name);
    if (given && !isRequired) {
      if (given.default !== undefined) createDefaults[field.name] = given.default;
      else if (field.nullable) createDefaults[field.name] = null;
      else createDefaults[field.name] = { text: '', integer: 0, number: 0, boolean: false }[field.kind] ?? refuse([`${create.name}.${field.name} is optional: give it a default.`]);
    }
  }

  const errorCodes = contract.components?.schemas?.ErrorCode;
  const notFoundName = `${recordName}NotFound`;
  const notFoundIndex = (errorCodes?.['x-enum-varnames'] ?? []).indexOf(notFoundName);
  const actions = contract.components?.schemas?.AuditAction?.enum ?? [];
  const events = ['created', 'updated', 'deleted'].filter((verb) => ops[{ created: 'create', updated: 'update', deleted: 'delete' }[verb]]);
  const missing = [
    ...(notFoundIndex < 0 ? [`ErrorCode: a 404 code named ${notFoundName} in x-enum-varnames (no such ${singular} in the acting tenant)`] : []),
    ...events.filter((verb) => !actions.includes(`${singular}.${verb}`)).map((verb) => `AuditAction: ${singular}.${verb}`),
  ];
  if (missing.length > 0) refuse([`The contract lacks what "${tag}" refuses and records:`, ...missing.map((line) => `  ${line}`)]);

  const listParameters = ops.list.parameters.map((parameter) => parameterOf(contract, parameter));
  const names = fields.map((field) => field.name);
  const sortFields = namedFields(listParameters.find((parameter) => parameter?.name === 'sort'), names);
  if (!sortFields.includes(idField)) sortFields.unshift(idField);
  const filterWords = namedFields(listParameters.find((parameter) => parameter?.name === 'filter'), names);
  const exactFilters = fields.filter((field) => filterWords.includes(field.name) && (field.kind === 'boolean' || field.kind === 'choice'));
  const searched = fields.filter((field) => field.kind === 'text');

  return {
    tag,
    camel: camelCase(tag),
    Record: recordName,
    singular,
    idField,
    fields,
    written,
    stamps,
    ops: Object.fromEntries(Object.entries(ops).map(([role, each]) => [role, each.operation.operationId])),
    path: collection,
    create: create?.name,
    update: update?.name,
    createDefaults,
    notFound: { name: notFoundName, code: errorCodes.enum[notFoundIndex] },
    events,
    sortFields,
    exactFilters,
    searched,
    names: { en: spoken(singular), enPlural: spoken(camelCase(tag)), zh: tagEntry?.['x-title-zh'] },
  };
}
