import type { Readable, Writable } from 'node:stream';

/** The process streams and environment a command runs with; tests pass their own. */
export interface CliIo {
  stdin: Readable;
  stdout: Writable;
  stderr: Writable;
  env: NodeJS.ProcessEnv;
  /** True when stdin is a terminal (prompts may hide typed passwords). */
  isTTY: boolean;
}

export function processIo(): CliIo {
  return { stdin: process.stdin, stdout: process.stdout, stderr: process.stderr, env: process.env, isTTY: Boolean(process.stdin.isTTY) };
}

/** A subcommand: receives its own arguments (after the subcommand name), returns the exit code. */
export type CliCommand = (argv: string[], io: CliIo) => Promise<number>;
