// The bounded stop of the long-running commands: a close that hangs, or a second signal, ends
// the process anyway (here with a stand-in for process.exit).
import { afterEach, describe, expect, it } from 'vitest';
import { closeWithinGrace } from '../../../src/main/cli/untilStopSignal';
import { ExitCode } from '../../../src/main/cli/exitCodes';
import { englishText } from '../../../src/shared/i18n/renderText';
import type { Text } from '../../../src/shared/i18n/text';

const savedExitCode = process.exitCode;
const pendingCloses: Array<() => void> = [];
afterEach(() => {
  process.exitCode = savedExitCode;
  for (const finish of pendingCloses.splice(0)) finish(); // no signal listener outlives its test
});

function recorder() {
  const lines: string[] = [];
  const exits: number[] = [];
  return { lines, exits, report: (line: Text) => lines.push(englishText(line)), exit: (code: number) => exits.push(code) };
}

/** A close that finishes only when the test is over. */
const hangingClose = () => new Promise<void>((resolve) => pendingCloses.push(resolve));

describe('closeWithinGrace', () => {
  it('ends the process with failure when the close hangs past the grace period, saying so', async () => {
    const stop = recorder();
    void closeWithinGrace(hangingClose, { graceMs: 50, ...stop });
    await expect.poll(() => stop.exits).toEqual([ExitCode.failure]);
    expect(stop.lines).toEqual(['did not stop within 0.05 s: exiting without waiting for the close to finish']);
  });

  it('ends the process at once on a second stop signal while closing', async () => {
    const stop = recorder();
    const listenersBefore = process.listenerCount('SIGTERM');
    void closeWithinGrace(hangingClose, { graceMs: 60_000, ...stop });
    expect(process.listenerCount('SIGTERM')).toBe(listenersBefore + 1);
    process.emit('SIGTERM', 'SIGTERM');
    expect(stop.exits).toEqual([ExitCode.failure]);
    expect(stop.lines).toEqual(['SIGTERM received again: exiting without waiting for the close to finish']);
  });

  it('after a close that finished, ends a process still held open with its own exit code, and listens no more', async () => {
    const stop = recorder();
    const listenersBefore = process.listenerCount('SIGINT');
    await closeWithinGrace(async () => undefined, { graceMs: 50, ...stop });
    expect(process.listenerCount('SIGINT')).toBe(listenersBefore);
    process.exitCode = 0;
    await expect.poll(() => stop.exits).toEqual([0]);
    expect(stop.lines).toEqual(['closed, but something still held the process 0.05 s later: exiting']);
  });
});
