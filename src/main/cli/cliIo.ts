import type { Readable, Writable } from 'node:stream';
import { terminalSafeStream } from './terminalSafeStream';

/** The process streams and environment a command runs with; tests pass their own. */
export interface CliIo {
  stdin: Readable;
  /** Display: every control character written here reaches the terminal escaped (terminalSafeStream.ts). */
  stdout: Writable;
  /** Display, as stdout. */
  stderr: Writable;
  /**
   * stdout itself, for data that must stay byte for byte: a backup into a pipe or file
   * (RcOutput.bytes). Nothing else writes here.
   */
  stdoutBytes: Writable;
  env: NodeJS.ProcessEnv;
  /** True when stdin is a terminal (prompts may hide typed passwords). */
  isTTY: boolean;
}

/** The streams a command gets: `stdout` and `stderr` guarded against control characters, `stdoutBytes` the stdout given. */
export function cliIo(streams: { stdin: Readable; stdout: Writable; stderr: Writable; env: NodeJS.ProcessEnv; isTTY: boolean }): CliIo {
  return { ...streams, stdout: terminalSafeStream(streams.stdout), stderr: terminalSafeStream(streams.stderr), stdoutBytes: streams.stdout };
}

export function processIo(): CliIo {
  return cliIo(processStreams());
}

/**
 * The process streams as they are, for `sdk-demo` only: it draws its prompt with terminal
 * controls (readline clears and redraws the line) and writes every received text through
 * terminalSafeText itself (src/main/cli/sdkDemo/terminalOutput.ts).
 */
export function unguardedProcessIo(): CliIo {
  return { ...processStreams(), stdoutBytes: process.stdout };
}

function processStreams(): Omit<CliIo, 'stdoutBytes'> {
  return { stdin: process.stdin, stdout: process.stdout, stderr: process.stderr, env: process.env, isTTY: Boolean(process.stdin.isTTY) };
}

/** A subcommand: receives its own arguments (after the subcommand name), returns the exit code. */
export type CliCommand = (argv: string[], io: CliIo) => Promise<number>;
