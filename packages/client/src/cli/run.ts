import fs from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { ApiError } from '../api/api-error.js';
import { configureClient } from '../api/client-options.js';
import { formatFile, InvalidFile, parseFile, type FileFormat } from './file-format.js';
import { languageOf, translator, type Translate } from './messages.js';
import { patientFetch } from './patient-fetch.js';
import { NeedsEmail, NeedsOwner, planOf, type Step } from './plan.js';
import { readServer, UnknownTenants } from './read-server.js';
import { signIn } from './sign-in.js';
import { tenantsFileJsonSchema, type TenantsFile } from './tenants-file.js';

/** What the command reads and writes: the process's, or a test's. */
export interface CliIo {
  env: NodeJS.ProcessEnv;
  out(text: string): void;
  err(text: string): void;
  /** Asks a question on the terminal; absent when there is none (CI). */
  ask?(question: string): Promise<string>;
  /** Asks for a secret on the terminal without showing what is typed; absent when there is none. */
  askHidden?(question: string): Promise<string>;
  /** The fetch the client calls with (the global one unless a test routes it). */
  fetch?: typeof fetch;
}

/** Exit codes: 0 done (or no changes), 1 refused or failed, 2 `plan` found changes. */
export const EXIT = { ok: 0, failed: 1, changes: 2 } as const;

const COMMANDS = ['export', 'plan', 'apply', 'schema', 'login'] as const;
type Command = (typeof COMMANDS)[number];

/** Runs `tenant-console <args>`; answers the exit code. */
export async function runCli(args: readonly string[], io: CliIo): Promise<number> {
  const t = translator(languageOf(io.env));
  const [command, ...rest] = args;
  if (command === undefined || command === '--help' || command === '-h' || command === 'help') {
    io.out(t('usage'));
    return command === undefined ? EXIT.failed : EXIT.ok;
  }
  if (!COMMANDS.includes(command as Command)) {
    io.err(t('unknownCommand', { command }));
    return EXIT.failed;
  }
  try {
    return await runCommand(command as Command, rest, io, t);
  } catch (error) {
    io.err(describeFailure(error, io, t));
    return EXIT.failed;
  }
}

async function runCommand(command: Command, rest: readonly string[], io: CliIo, t: Translate): Promise<number> {
  const options = optionsOf(command, rest, t);
  if (command === 'schema') {
    io.out(JSON.stringify(tenantsFileJsonSchema(), null, 2));
    return EXIT.ok;
  }
  if (command === 'login') return logIn(options, io, t);
  connect(io, t);
  if (command === 'export') {
    const server = await readServer(options.tenants);
    const text = formatFile(server.file, options.format);
    if (options.out === undefined) io.out(text.replace(/\n$/, ''));
    else {
      await fs.writeFile(options.out, text);
      io.err(t('exported', { tenants: server.file.tenants.length, file: options.out }));
    }
    return EXIT.ok;
  }
  const [file] = options.files;
  if (file === undefined) throw new UsageError(t('missingFile', { command }));
  const wanted = await readFile(file, t);
  const server = await readServer();
  if (!server.admin) {
    const visible = new Set(server.file.tenants.map((tenant) => tenant.name));
    const others = wanted.tenants.filter((tenant) => !visible.has(tenant.name)).map((tenant) => tenant.name);
    if (others.length > 0) throw new UsageError(t('notVisible', { names: others.join(', ') }));
  }
  const steps = planOf(wanted, server, { prune: options.prune });
  printPlan(steps, io, t);
  if (steps.length === 0) return EXIT.ok;
  if (command === 'plan') return EXIT.changes;
  return apply(steps, server.ids, options.yes, io, t);
}

interface Options {
  tenants: string[];
  format: FileFormat;
  out: string | undefined;
  files: string[];
  prune: boolean;
  yes: boolean;
  username: string | undefined;
}

/** Each command's options; any other is refused with the command's name, as a person mistypes them. */
function optionsOf(command: Command, rest: readonly string[], t: Translate): Options {
  const allowed = {
    export: { tenant: { type: 'string', multiple: true }, format: { type: 'string' }, out: { type: 'string' } },
    plan: { prune: { type: 'boolean' } },
    apply: { prune: { type: 'boolean' }, yes: { type: 'boolean' } },
    schema: {},
    login: { username: { type: 'string' } },
  } as const;
  let parsed;
  try {
    parsed = parseArgs({ args: [...rest], options: allowed[command], allowPositionals: command === 'plan' || command === 'apply', strict: true });
  } catch (error) {
    const option = /'([^']+)'/.exec((error as Error).message)?.[1] ?? rest.join(' ');
    const code = (error as { code?: string }).code;
    throw new UsageError(code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE' ? t('missingValue', { option }) : t('unknownOption', { option, command }));
  }
  const values = parsed.values as { tenant?: string[]; format?: string; out?: string; prune?: boolean; yes?: boolean; username?: string };
  const format = values.format ?? 'yaml';
  if (format !== 'yaml' && format !== 'json') throw new UsageError(t('badFormat', { format }));
  return { tenants: values.tenant ?? [], format, out: values.out, files: parsed.positionals, prune: values.prune ?? false, yes: values.yes ?? false, username: values.username };
}

/** A mistake in how the command was called: its message is all there is to say. */
class UsageError extends Error {}

/**
 * Signs a person in and prints their session token alone on standard output, for
 * `export TENANT_CONSOLE_TOKEN=$(npx tenant-console login --username li.wei)`: the password comes
 * from `TENANT_CONSOLE_PASSWORD` or is asked without being shown, as is a one-time code.
 */
async function logIn(options: Options, io: CliIo, t: Translate): Promise<number> {
  const username = options.username ?? io.env['TENANT_CONSOLE_USERNAME']?.trim();
  if (!username) throw new UsageError(t('missingUsername'));
  connect(io, t, false);
  const secret = async (key: 'passwordPrompt' | 'codePrompt', fromEnv: string | undefined) => {
    if (fromEnv) return fromEnv;
    if (!io.askHidden) throw new UsageError(t(key === 'passwordPrompt' ? 'noPassword' : 'noCode'));
    return io.askHidden(t(key, { username }));
  };
  const token = await signIn(username, {
    password: () => secret('passwordPrompt', io.env['TENANT_CONSOLE_PASSWORD']),
    oneTimeCode: () => secret('codePrompt', io.env['TENANT_CONSOLE_CODE']),
  }).catch((error: unknown) => {
    // A refused sign-in is the server's words alone ("Wrong username or password"), not a refused token.
    throw error instanceof ApiError && error.status === 401 ? new UsageError(error.message) : error;
  });
  io.out(token);
  io.err(t('signedIn', { username }));
  return EXIT.ok;
}

function connect(io: CliIo, t: Translate, withToken = true): void {
  const url = io.env['TENANT_CONSOLE_URL']?.trim();
  if (!url) throw new UsageError(t('missingUrl'));
  const token = io.env['TENANT_CONSOLE_TOKEN']?.trim();
  if (withToken && !token) throw new UsageError(t('missingToken'));
  configureClient({
    baseUrl: `${url.replace(/\/+$/, '')}/api`,
    token: withToken ? token : undefined,
    language: languageOf(io.env),
    timeoutMs: 60_000,
    fetch: patientFetch(io.fetch ?? globalThis.fetch, (seconds) => io.err(t('rateLimited', { seconds }))),
  });
}

async function readFile(file: string, t: Translate): Promise<TenantsFile> {
  let text: string;
  try {
    text = await fs.readFile(file, 'utf8');
  } catch (error) {
    throw new UsageError(t('unreadableFile', { file, reason: (error as Error).message }));
  }
  try {
    return parseFile(text);
  } catch (error) {
    if (error instanceof InvalidFile) throw new UsageError([t('invalidFile', { file }), ...error.problems.map((problem) => `  ${problem}`)].join('\n'));
    throw error;
  }
}

function stepLine(step: Step, t: Translate): string {
  const marks = [step.destructive && t('destructive'), step.credential && t('needsPerson')].filter(Boolean);
  const sign = step.action.startsWith('create') || step.action === 'inviteUser' ? '+' : step.action.startsWith('delete') ? '-' : '~';
  const head = `${step.destructive ? '!' : ' '} ${sign} ${t(step.action, { object: step.object })}${marks.length > 0 ? `  [${marks.join('; ')}]` : ''}`;
  return [head, ...step.changes.map((line) => `      ${line}`)].join('\n');
}

function printPlan(steps: Step[], io: CliIo, t: Translate): void {
  if (steps.length === 0) {
    io.out(t('noChanges'));
    return;
  }
  for (const step of steps) io.out(stepLine(step, t));
  io.out(t('changeCount', { count: steps.length, destructive: steps.filter((step) => step.destructive).length }));
  if (steps.some((step) => step.credential) && io.env['TENANT_CONSOLE_TOKEN']?.trim().startsWith('tc_')) io.out(t('credentialWarning'));
}

async function apply(steps: Step[], ids: Parameters<Step['run']>[0], yes: boolean, io: CliIo, t: Translate): Promise<number> {
  const destructive = steps.filter((step) => step.destructive).length;
  if (destructive > 0 && !yes) {
    if (!io.ask) throw new UsageError(t('noTerminal'));
    const answer = await io.ask(t('confirm', { count: destructive }));
    if (answer.trim().toLowerCase() !== 'yes') {
      io.out(t('cancelled'));
      return EXIT.failed;
    }
  }
  io.out(t('applying', { count: steps.length }));
  for (const [done, step] of steps.entries()) {
    try {
      await step.run(ids);
    } catch (error) {
      io.err(t('stoppedAt', { step: t(step.action, { object: step.object }), message: describeFailure(error, io, t) }));
      io.err(t('stoppedState', { done, left: steps.length - done - 1 }));
      return EXIT.failed;
    }
  }
  io.out(t('applied', { count: steps.length }));
  return EXIT.ok;
}

/** What went wrong, in the caller's words: the server's own message for a refusal. */
function describeFailure(error: unknown, io: CliIo, t: Translate): string {
  if (error instanceof UsageError) return error.message;
  if (error instanceof UnknownTenants) return t('unknownTenants', { names: error.names.join(', ') });
  if (error instanceof NeedsOwner) return t('needsOwner', { tenant: error.tenant });
  if (error instanceof NeedsEmail) return t('needsEmail', { user: error.user });
  if (error instanceof ApiError) {
    if (!error.answered) return t('unreachable', { url: io.env['TENANT_CONSOLE_URL'] ?? '', message: error.message });
    if (error.status === 401) return t('refusedToken', { message: error.message });
    return `${error.message} (${error.status}${error.code ? `, ${error.code}` : ''}${error.field ? `, ${error.field}` : ''})`;
  }
  return error instanceof Error ? error.message : String(error);
}
