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

process.exitCode = await runCli(process.argv.slice(2), {
  env: process.env,
  out: (text) => process.stdout.write(`${text}\n`),
  err: (text) => process.stderr.write(`${text}\n`),
  ...(ask && { ask }),
});
