import fs from 'node:fs';
import { Migrator, type Kysely, type Migration, type MigrationProvider } from 'kysely';

const FOLDER = new URL('./migrations/', import.meta.url);
/** `0021-widgets.ts` in the sources, `0021-widgets.js` compiled; never a source map. */
const MIGRATION_FILE = /^(\d{4}-[\w-]+)\.(?:js|ts)$/;

/**
 * Every file of `migrations/` is one, named by its file (`0021-widgets`) and applied in name
 * order: a new area adds its file there and nothing else. Imported from this module rather than
 * by Kysely's FileMigrationProvider, so that the test runner and tsx load the `.ts` sources as
 * they load this file, and the compiled server its `.js` files.
 */
export const migrationFiles: MigrationProvider = {
  async getMigrations() {
    const files = (await fs.promises.readdir(FOLDER)).filter((file) => MIGRATION_FILE.test(file)).sort();
    const loaded = await Promise.all(
      files.map(async (file) => [file.replace(MIGRATION_FILE, '$1'), (await import(/* @vite-ignore */ new URL(file, FOLDER).href)) as Migration] as const),
    );
    return Object.fromEntries(loaded);
  },
};

/** Brings the schema up to date; throws (naming the migration) when one fails. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any schema can be migrated
export async function migrateToLatest(db: Kysely<any>): Promise<string[]> {
  const migrator = new Migrator({ db, provider: migrationFiles });
  const { error, results = [] } = await migrator.migrateToLatest();
  const failed = results.find((result) => result.status === 'Error');
  if (error !== undefined || failed) {
    const cause = error instanceof Error ? error : new Error(String(error));
    throw new Error(`Migration ${failed?.migrationName ?? '(unknown)'} failed: ${cause.message}`, {
      cause,
    });
  }
  return results.map((result) => result.migrationName);
}
