// The console's side of a plain area: its screens declared from the generated zod schemas, its
// resource module, and its words in English and Chinese (its fields, titles, and the sentences and
// names of the events it records).

const quote = (text) => `'${String(text).replaceAll('\\', '\\\\').replaceAll("'", "\\'")}'`;

export function viewsFile(area) {
  const zod = [
    `${area.ops.list}Response`,
    `${area.ops.list}QueryParams`,
    `${area.ops.get}Response`,
    ...(area.ops.create ? [`${area.ops.create}Body`] : []),
    ...(area.ops.update ? [`${area.ops.update}Body`] : []),
  ].sort();
  return `import { defineContractViews } from '../../components/contract-views';
import { ${zod.join(', ')} } from '../../generated/zod/${area.tag}/${area.tag}.zod';

/**
 * ${area.names.enPlural}, declared from the contract (\`npm run new:area ${area.tag}\`): the list's columns,
 * sorting and filters, the page, and the forms with the contract's checks. Overrides go here, one
 * per field that deserves more than its schema says (src/components/contract-views/README.md).
 */
export default defineContractViews({
  name: '${area.camel}',
  id: '${area.idField}',
  list: ${area.ops.list}Response.shape.data.element,
  listParams: ${area.ops.list}QueryParams,
  show: ${area.ops.get}Response.shape.data,
${area.ops.create ? `  input: ${area.ops.create}Body,\n` : ''}${area.ops.update ? `  update: ${area.ops.update}Body,\n` : ''}  views: { list: { rowClick: 'show' } },
});
`;
}

export function resourceIndexFile(area) {
  const views = ['list', 'show', ...(area.ops.create ? ['create'] : []), ...(area.ops.update ? ['edit'] : [])];
  const named = area.fields.find((field) => field.name === 'name' && field.kind === 'text') ? 'name' : area.idField;
  const wire = [`path: '${area.path.replace(/^\/v1\//, '')}'`, `id: '${area.idField}'`, ...(area.ops.create ? [`input: ${area.ops.create}Body`] : []), ...(area.ops.update ? [`update: ${area.ops.update}Body`] : [])];
  const zod = [area.ops.create && `${area.ops.create}Body`, area.ops.update && `${area.ops.update}Body`].filter(Boolean);
  return `import CategoryIcon from '@mui/icons-material/CategoryOutlined';
import { lazyContractViews } from '../../components/contract-views/lazy-contract-views';
${zod.length ? `import { ${zod.join(', ')} } from '../../generated/zod/${area.tag}/${area.tag}.zod';\n` : ''}import { contractDataProvider } from '../../lib/contract-data-provider';
import type { ResourceModule } from '../../lib/resource-module';

/** ${area.names.enPlural}: the acting tenant's, read by its members and written by its owners and the administrators. */
const ${area.camel}: ResourceModule = {
  name: '${area.camel}',
  views: lazyContractViews(() => import('./${area.singular}-views'), [${views.map((view) => `'${view}'`).join(', ')}]),
  audience: 'tenant',
  icon: CategoryIcon,
  recordRepresentation: (record) => String(record['${named}']),
  createDataProvider: () => contractDataProvider({ ${wire.join(', ')} }),
};

export default ${area.camel};
`;
}

function englishWords(area) {
  const noun = area.names.en.toLowerCase();
  return {
    name: `${area.names.en} |||| ${area.names.enPlural}`,
    fields: Object.fromEntries(area.fields.map((field) => [field.name, field.title])),
    choices: Object.fromEntries(area.fields.filter((field) => field.kind === 'choice').map((field) => [field.name, Object.fromEntries(field.choices.map((choice) => [choice, choice]))])),
    page: { list: area.names.enPlural, show: area.names.en, create: `New ${noun}`, edit: `Edit ${noun}` },
    sentences: { created: `%{actor} added a ${noun} to tenant %{target}`, updated: `%{actor} changed a ${noun} of tenant %{target}`, deleted: `%{actor} deleted a ${noun} of tenant %{target}` },
    actions: { created: `${area.names.en} added`, updated: `${area.names.en} changed`, deleted: `${area.names.en} deleted` },
  };
}

/** Chinese words where the contract gives them (`x-title-zh`); the English ones otherwise, listed for a translator. */
function chineseWords(area, untranslated) {
  const said = (text, where) => {
    if (text) return text;
    untranslated.push(where);
    return undefined;
  };
  const noun = said(area.names.zh, `the tag's x-title-zh (${area.tag})`) ?? area.names.en;
  return {
    name: noun,
    fields: Object.fromEntries(area.fields.map((field) => [field.name, said(field.titleZh, `${area.Record}.${field.name}'s x-title-zh`) ?? field.title])),
    choices: englishWords(area).choices,
    page: { list: noun, show: noun, create: `新建${noun}`, edit: `编辑${noun}` },
    sentences: { created: `%{actor} 为租户 %{target} 添加了${noun}`, updated: `%{actor} 修改了租户 %{target} 的${noun}`, deleted: `%{actor} 删除了租户 %{target} 的${noun}` },
    actions: { created: `${noun}已添加`, updated: `${noun}已修改`, deleted: `${noun}已删除` },
  };
}

function objectSource(value, indent) {
  const pad = '  '.repeat(indent);
  return `{\n${Object.entries(value)
    .map(([key, inner]) => `${pad}  ${/^[A-Za-z_$][\w$]*$/.test(key) ? key : quote(key)}: ${typeof inner === 'object' ? objectSource(inner, indent + 1) : quote(inner)},`)
    .join('\n')}\n${pad}}`;
}

function localeSource(area, words, language, typed) {
  const only = (record) => Object.fromEntries(area.events.map((verb) => [verb, record[verb]]));
  const messages = {
    resources: { [area.camel]: { name: words.name, fields: words.fields, ...(Object.keys(words.choices).length && { choices: words.choices }), page: words.page } },
    audit: { sentences: { [area.singular]: only(words.sentences) }, actions: { [area.singular]: only(words.actions) } },
  };
  const name = `${area.camel}${language === 'en' ? 'En' : 'Zh'}`;
  return `${typed ? `import type { ${area.camel}En } from '../en/${area.tag}';\n\n` : ''}/** Messages of the \`${area.camel}\` resource and of the events it records (\`npm run new:area ${area.tag}\`). */
export const ${name}${typed ? `: typeof ${area.camel}En` : ''} = ${objectSource(messages, 0)};
`;
}

/** The sentences of the area's events as the console words them, for the server's export (its `{actor}` for the console's `%{actor}`). */
export function serverSentences(area) {
  const only = (words) => Object.fromEntries(area.events.map((verb) => [`${area.singular}.${verb}`, words.sentences[verb].replaceAll('%{', '{')]));
  return { en: only(englishWords(area)), zh: only(chineseWords(area, [])) };
}

export function localeFiles(area) {
  const untranslated = [];
  return {
    en: localeSource(area, englishWords(area), 'en', false),
    zh: localeSource(area, chineseWords(area, untranslated), 'zh', true),
    untranslated,
  };
}
