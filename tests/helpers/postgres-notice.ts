/** Global setup of the PostgreSQL project: says plainly when and why it does not run. */
export default function postgresNotice(): void {
  if (!process.env['TEST_DATABASE_URL']) {
    console.log(
      'PostgreSQL API tests skipped: TEST_DATABASE_URL is not set ' +
        '(e.g. postgres://postgres@127.0.0.1:5432/postgres). The same tests ran on SQLite.',
    );
  }
}
