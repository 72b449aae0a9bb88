// Types of server-command.mjs (plain JavaScript that node runs), for the tests and the benchmark.
export interface ServerCommand {
  /** Variables `npm start` sets before `node` (the allocator's). */
  env: Record<string, string>;
  /** node's options, then the server's script. */
  args: string[];
}
export function parseServerCommand(start: string): ServerCommand;
export function serverCommand(root?: string): ServerCommand;
