// Which of our programs a bus peer is, where that can be known for certain: a peer on a loopback
// address runs on this computer (the kernel drops packages from the wire that claim a 127.x
// source), so its PID is a process here, and /proc/<PID>/cmdline says what it runs. A package
// says nothing of the program that sent it (specification 2.4, 2.5: IP and PID only), so this is
// the only way to name an sdk-demo beside the studio. Only a fixed set of names comes out of
// here: nothing another process writes into its command line reaches a view.
import { isIPv4 } from 'node:net';
import { basename } from 'node:path';
import type { LocalProgramName as LocalProgram } from '../../shared/distributor/localProgramNames';
import { readCappedFileSync } from '../base/files/cappedRead';

export interface PeerOnBus {
  IP: string;
  PID: number;
}

/** A command line is a few hundred bytes; a longer one is not one of ours. */
const maxCommandLineBytes = 4096;
/** At most this many peers are looked up per call (a record lists at most a few dozen). */
const maxLookups = 64;

/** The arguments of process `pid` on this computer, or null where it cannot be read (gone, not Linux, not allowed). */
export function procCommandLine(pid: number): string[] | null {
  try {
    return readCappedFileSync(`/proc/${pid}/cmdline`, maxCommandLineBytes).toString('utf8').split('\0').filter((arg) => arg !== '');
  } catch {
    return null;
  }
}

/** `sdk-demo` or `camconfig serve` where argv[0] (a packaged program) or argv[1] (node and its script) is one; else null. */
export function programOfCommandLine(args: readonly string[]): LocalProgram | null {
  for (const at of [0, 1]) {
    const name = basename(args[at] ?? '').replace(/\.(c|m)?js$/, '');
    if (name === 'sdk-demo') return 'sdk-demo';
    if (name === 'camconfig' && args[at + 1] === 'serve') return 'camconfig serve';
  }
  return null;
}

function isLoopbackIPv4(IP: string): boolean {
  return isIPv4(IP) && IP.startsWith('127.');
}

/** The peers that are one of our programs on this computer, each with its program. */
export function localProgramsOf(peers: readonly PeerOnBus[], commandLineOf: (pid: number) => string[] | null = procCommandLine): Array<PeerOnBus & { program: LocalProgram }> {
  const found: Array<PeerOnBus & { program: LocalProgram }> = [];
  for (const { IP, PID } of peers.filter((peer) => isLoopbackIPv4(peer.IP) && Number.isSafeInteger(peer.PID) && peer.PID > 0).slice(0, maxLookups)) {
    const args = commandLineOf(PID);
    const program = args && programOfCommandLine(args);
    if (program) found.push({ IP, PID, program });
  }
  return found;
}
