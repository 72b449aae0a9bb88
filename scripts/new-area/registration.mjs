// The area's registration in the console: its line in the list of resources (whose order is the
// menu's; a new area goes before the audit log, which stays last), its words in the admin
// application's messages in both languages, and its events' sentences in the server's audit export.
import fs from 'node:fs';
import path from 'node:path';
import { serverSentences } from './console-files.mjs';

function edit(root, file, change) {
  const full = path.join(root, file);
  const before = fs.readFileSync(full, 'utf8');
  const after = change(before);
  if (after === before) throw new Error(`${file}: could not find where the new area goes; register it by hand (docs/architecture.md)`);
  fs.writeFileSync(full, after);
  return file;
}

/** Adds an import after the last one of the file. */
function withImport(source, line) {
  const imports = [...source.matchAll(/^import .*;$/gm)];
  const last = imports.at(-1);
  const at = last.index + last[0].length;
  return `${source.slice(0, at)}\n${line}${source.slice(at)}`;
}

export function register(root, area) {
  const list = edit(root, 'src/app/resource-list.ts', (source) =>
    withImport(source, `import ${area.camel} from '../resources/${area.tag}';`).replace(/(export const RESOURCES: readonly ResourceModule\[\] = \[)([^\]]*)\]/, (_, start, names) => {
      const entries = names.split(',').map((name) => name.trim()).filter(Boolean);
      const at = entries.includes('auditEvents') ? entries.indexOf('auditEvents') : entries.length;
      entries.splice(at, 0, area.camel);
      return `${start}${entries.join(', ')}]`;
    }),
  );
  const bundles = ['en', 'zh'].map((language) => {
    const part = `${area.camel}${language === 'en' ? 'En' : 'Zh'}`;
    return edit(root, `src/i18n/bundles/admin-${language}.ts`, (source) =>
      withImport(source, `import { ${part} } from '../locales/${language}/${area.tag}';`).replace(/(mergeMessages\([^)]*)\)/, `$1, ${part})`),
    );
  });
  const sentences = serverSentences(area);
  const anchor = "    'serviceAccount.created':";
  const exported = edit(root, 'server/src/modules/audit/sentence-words.ts', (source) => {
    const [en, zh, ...rest] = source.split(anchor);
    if (zh === undefined || rest.length !== 1) return source;
    const lines = (words) => Object.entries(words).map(([action, text]) => `    '${action}': '${text.replaceAll("'", "\\'")}',\n`).join('');
    return [en + lines(sentences.en), zh + lines(sentences.zh), ...rest].join(anchor);
  });
  return [list, ...bundles, exported];
}
