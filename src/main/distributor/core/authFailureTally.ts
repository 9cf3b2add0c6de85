// Counts packages that failed authentication by their UDP source address, the only thing known
// of their sender. Anyone can send from any address, so at most `maxSources` addresses are kept:
// when a new one fails while the table is full, the kept address with the fewest failures (the
// least recently failing of those) is let go and its count moves to `others`. A flood of spoofed
// addresses, each with a package or two, so churns among itself while a sender that keeps
// failing (a peer with a wrong passphrase) stays listed; every failure is counted either way.
import {
  maxAuthFailureSources,
  type AuthFailureReason,
  type AuthFailureReport,
  type AuthFailureSource,
} from '../../../shared/distributor/statistics';

export class AuthFailureTally {
  /** Least recently failing first (Map order). */
  private readonly sources = new Map<string, AuthFailureSource>();
  private readonly others: AuthFailureReport['others'] = { packages: 0, lastAt: null };

  constructor(readonly maxSources = maxAuthFailureSources) {
    if (!Number.isInteger(maxSources) || maxSources < 1) throw new Error(`the number of addresses kept must be a positive integer, got ${maxSources}`); // a bug: a constant of the ledger
  }

  count(reason: AuthFailureReason, IP: string, nowMs: number): void {
    let source = this.sources.get(IP);
    if (source) this.sources.delete(IP);
    else {
      if (this.sources.size >= this.maxSources) this.letGoWeakest();
      source = { IP, packages: 0, reasons: { unauthentic: 0, unencrypted_rejected: 0, encrypted_unexpected: 0 }, firstAt: nowMs, lastAt: nowMs };
    }
    source.packages++;
    source.reasons[reason]++;
    source.lastAt = nowMs;
    this.sources.set(IP, source);
  }

  /** Most recently failing first; copies, so a later count does not change a report already given. */
  report(): AuthFailureReport {
    const sources = [...this.sources.values()].reverse().map((source) => ({ ...source, reasons: { ...source.reasons } }));
    return { sources, others: { ...this.others } };
  }

  private letGoWeakest(): void {
    let weakest: AuthFailureSource | undefined;
    for (const source of this.sources.values()) if (weakest === undefined || source.packages < weakest.packages) weakest = source;
    if (weakest === undefined) return;
    this.sources.delete(weakest.IP);
    this.others.packages += weakest.packages;
    this.others.lastAt = Math.max(this.others.lastAt ?? weakest.lastAt, weakest.lastAt);
  }
}
