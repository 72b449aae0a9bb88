#!/usr/bin/env node
// `npx tenant-console …`: tenants as code, over the typed client (see README.md, "Tenants as code").
import readline from 'node:readline/promises';
import { runCli } from './cli/run.js';

const ask = process.stdin.isTTY
  ? async (question: string) => {
      const terminal = readline.createInterface({ input: process.stdin, output: process.stderr });
      try {
        return await terminal.question(question);
      } finally {
        terminal.close();
      }
    }
  : undefined;

const askHidden = process.stdin.isTTY
  ? async (question: string) => {
      const terminal = readline.createInterface({ input: process.stdin, output: process.stderr, terminal: true });
      process.stderr.write(question);
      // Node has no prompt that hides what is typed: readline echoes it through this method, muted here.
      (terminal as unknown as { _writeToOutput(text: string): void })._writeToOutput = () => undefined;
      try {
        return await terminal.question('');
      } finally {
        process.stderr.write('\n');
        terminal.close();
      }
    }
  : undefined;

process.exitCode = await runCli(process.argv.slice(2), {
  env: process.env,
  out: (text) => process.stdout.write(`${text}\n`),
  err: (text) => process.stderr.write(`${text}\n`),
  ...(ask && { ask }),
  ...(askHidden && { askHidden }),
});
