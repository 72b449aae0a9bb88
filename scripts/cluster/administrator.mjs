// The cluster's first administrator: who the servers create on its empty database, and what the
// banner tells the person who started it. Apart from scripts/cluster.mjs so that a test can run it
// without starting a cluster.

/** As the server reads a setting: trimmed, and empty counts as not set. */
const setting = (env, name) => {
  const value = env[name]?.trim();
  return value ? value : undefined;
};

/**
 * The administrator to create: `ADMIN_USERNAME` (else `admin`) with `ADMIN_PASSWORD` when it is
 * given, else the password generated once in secrets.json. The server refuses a password under 8
 * characters at start; this says so before anything starts.
 * @param {Record<string, string | undefined>} env
 * @param {{ adminPassword: string }} secrets
 * @returns {{ username: string, password: string, passwordFrom: 'ADMIN_PASSWORD' | 'secrets.json' }}
 */
export function administratorToCreate(env, secrets) {
  const password = setting(env, 'ADMIN_PASSWORD');
  if (password !== undefined && password.length < 8) throw new Error('ADMIN_PASSWORD must be at least 8 characters long');
  return {
    username: setting(env, 'ADMIN_USERNAME') ?? 'admin',
    password: password ?? secrets.adminPassword,
    passwordFrom: password === undefined ? 'secrets.json' : 'ADMIN_PASSWORD',
  };
}

/**
 * The administrator the cluster's database has: the one made for a new database, or the one
 * recorded when it was made (`recorded`, kept in secrets.json), since the servers create an
 * administrator only on an empty database. `ignored` names the settings given now that cannot
 * change it any more.
 * @param {ReturnType<typeof administratorToCreate>} wanted
 * @param {{ username: string, passwordFrom: 'ADMIN_PASSWORD' | 'secrets.json' } | undefined} recorded
 * @param {Record<string, string | undefined>} env
 */
export function administratorOf(wanted, recorded, env) {
  if (recorded === undefined) return { admin: { username: wanted.username, passwordFrom: wanted.passwordFrom }, ignored: [] };
  const ignored = [];
  if (setting(env, 'ADMIN_USERNAME') !== undefined && wanted.username !== recorded.username) ignored.push('ADMIN_USERNAME');
  if (setting(env, 'ADMIN_PASSWORD') !== undefined) ignored.push('ADMIN_PASSWORD');
  return { admin: recorded, ignored };
}

/**
 * The lines that tell how to sign in: the administrator's real name, and where the password is.
 * @param {{ username: string, passwordFrom: 'ADMIN_PASSWORD' | 'secrets.json' }} admin
 * @param {string} secretsFile
 * @param {string[]} ignored
 */
export function signInLines(admin, secretsFile, ignored = []) {
  const where = admin.passwordFrom === 'ADMIN_PASSWORD' ? 'the password given in ADMIN_PASSWORD when the cluster was created' : `the password in ${secretsFile} (adminPassword)`;
  const lines = [`  sign in as ${admin.username} with ${where}`];
  if (ignored.length > 0) {
    lines.push(
      `  ${ignored.join(' and ')} ignored: the servers create an administrator only on an empty database, and this one has ${admin.username} already (start with --fresh for a new one)`,
    );
  }
  return lines;
}
