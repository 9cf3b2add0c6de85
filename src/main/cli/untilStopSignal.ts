// How the long-running commands (serve, sim) stop: on SIGINT or SIGTERM they close what they
// opened, but a close that hangs (a peer that never answers, a file system that never returns)
// must not keep the process alive: after a bounded grace period, or at a second signal, the
// process ends anyway.
import { ExitCode } from './exitCodes';
import { localize, type Text } from '../../shared/i18n/text';

const stopSignals = ['SIGINT', 'SIGTERM'] as const;

/** How long a command may take to close after a stop signal before it is ended anyway. */
export const stopGraceMs = 10_000;

/** Resolves with the signal when the process is asked to stop (Ctrl+C or SIGTERM). */
export function untilStopSignal(): Promise<NodeJS.Signals> {
  return new Promise((resolve) => {
    const stop = (signal: NodeJS.Signals): void => {
      for (const name of stopSignals) process.off(name, stop);
      resolve(signal);
    };
    for (const name of stopSignals) process.on(name, stop);
  });
}

export interface StopOptions {
  graceMs?: number;
  /** Says why the process is ended before its close finished (one line, no newline). */
  report: (line: Text) => void;
  /** Ends the process; tests pass their own. */
  exit?: (code: number) => void;
}

/**
 * Runs `close` (the graceful stop after a stop signal). When it has not finished within the grace
 * period, or another stop signal comes meanwhile, the process exits with ExitCode.failure
 * without waiting for it; when it finished but something still holds the process open at the
 * end of the grace period, the process exits with its exit code. The timer itself never keeps
 * the process alive.
 */
export async function closeWithinGrace(close: () => Promise<void>, { graceMs = stopGraceMs, report, exit = (code) => process.exit(code) }: StopOptions): Promise<void> {
  let closed = false;
  const force = (why: Text): void => {
    report(localize('cliServe.stop.forced', { why }));
    exit(ExitCode.failure);
  };
  const endAnyway = (): void => {
    if (!closed) return force(localize('cliServe.stop.notWithinGrace', { seconds: graceMs / 1000 }));
    report(localize('cliServe.stop.heldOpen', { seconds: graceMs / 1000 }));
    exit(Number(process.exitCode ?? ExitCode.ok));
  };
  setTimeout(endAnyway, graceMs).unref();
  const again = (signal: NodeJS.Signals): void => force(localize('cliServe.stop.signalAgain', { signal }));
  for (const name of stopSignals) process.on(name, again);
  try {
    await close();
  } finally {
    closed = true;
    for (const name of stopSignals) process.off(name, again);
  }
}
