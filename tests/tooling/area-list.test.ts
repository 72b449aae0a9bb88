import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
// @ts-expect-error -- a plain JavaScript script run by node, without type declarations
import { AREA_LIST_FILE, areaListSource } from '../../scripts/generate-area-list.mjs';
import { REPO_ROOT } from '../helpers/server-process.js';

const source = areaListSource as (root: string) => string;

describe("the server's list of areas, generated from its modules' folders", () => {
  const made: string[] = [];
  afterEach(() => {
    for (const dir of made.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });

  /** A checkout holding only `server/src/modules/<name>/…` with the files given. */
  const checkout = (files: Record<string, string>): string => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'area-list-'));
    made.push(root);
    for (const [file, text] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(root, 'server/src/modules', file)), { recursive: true });
      fs.writeFileSync(path.join(root, 'server/src/modules', file), text);
    }
    return root;
  };

  it('is the committed one: every area of this checkout is in it', () => {
    expect(fs.readFileSync(path.join(REPO_ROOT, AREA_LIST_FILE as string), 'utf8')).toBe(source(REPO_ROOT));
  });

  it('takes in a new folder with an index.ts under its camelCase name, and leaves out a folder without one', () => {
    const root = checkout({ 'tenants/index.ts': '', 'widget-parts/index.ts': '', 'notes/README.md': '' });
    const text = source(root);
    expect(text).toContain("import * as widgetParts from './modules/widget-parts/index.js';");
    expect(text).toContain('export const AREA_MODULES = [tenants, widgetParts] as const;');
    expect(text).toContain('export const AREAS_BY_NAME = { tenants, widgetParts } as const;');
    expect(text).not.toContain('notes');
  });

  it('refuses a folder whose name cannot become an identifier, naming it', () => {
    const root = checkout({ 'Widgets_2/index.ts': '' });
    expect(() => source(root)).toThrow(/Widgets_2/);
  });
});
