// Types of administrator.mjs (plain JavaScript that node runs), for the test that runs it.
export type PasswordFrom = 'ADMIN_PASSWORD' | 'secrets.json';
export interface Administrator {
  username: string;
  passwordFrom: PasswordFrom;
}
export function administratorToCreate(env: Record<string, string | undefined>, secrets: { adminPassword: string }): Administrator & { password: string };
export function administratorOf(wanted: Administrator, recorded: Administrator | undefined, env: Record<string, string | undefined>): { admin: Administrator; ignored: string[] };
export function signInLines(admin: Administrator, secretsFile: string, ignored?: string[]): string[];
