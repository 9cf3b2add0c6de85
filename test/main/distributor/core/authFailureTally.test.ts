// Authentication failures by source address: every failure counted, the addresses kept bounded.
import { describe, expect, it } from 'vitest';
import { AuthFailureTally } from '../../../../src/main/distributor/core/authFailureTally';
import { StatisticsLedger } from '../../../../src/main/distributor/core/statisticsLedger';
import { maxAuthFailureSources } from '../../../../src/shared/distributor/statistics';

/** 10.x.y.z addresses as a flood of spoofed sources would bring them (never sent anywhere: counted only). */
function spoofedAddress(index: number): string {
  return `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`;
}

describe('AuthFailureTally', () => {
  it('counts the failed packages of each address by reason, most recent first', () => {
    const tally = new AuthFailureTally();
    tally.count('unauthentic', '192.0.2.7', 1000);
    tally.count('unauthentic', '192.0.2.8', 2000);
    tally.count('unencrypted_rejected', '192.0.2.7', 3000);
    expect(tally.report()).toEqual({
      sources: [
        { IP: '192.0.2.7', packages: 2, reasons: { unauthentic: 1, unencrypted_rejected: 1, encrypted_unexpected: 0 }, firstAt: 1000, lastAt: 3000 },
        { IP: '192.0.2.8', packages: 1, reasons: { unauthentic: 1, unencrypted_rejected: 0, encrypted_unexpected: 0 }, firstAt: 2000, lastAt: 2000 },
      ],
      others: { packages: 0, lastAt: null },
    });
  });

  it('keeps a flood of spoofed addresses bounded and counted, and the sender that keeps failing listed', () => {
    const tally = new AuthFailureTally();
    for (let packageIndex = 0; packageIndex < 50; packageIndex++) tally.count('unauthentic', '192.0.2.7', packageIndex);
    const flood = 100_000;
    for (let index = 0; index < flood; index++) tally.count('unauthentic', spoofedAddress(index), 1000 + index);
    tally.count('unauthentic', '192.0.2.7', 200_000);

    const report = tally.report();
    expect(report.sources).toHaveLength(maxAuthFailureSources);
    expect(report.sources[0]).toMatchObject({ IP: '192.0.2.7', packages: 51, firstAt: 0, lastAt: 200_000 });
    const kept = report.sources.reduce((sum, source) => sum + source.packages, 0);
    expect(kept + report.others.packages).toBe(50 + flood + 1); // nothing lost: what is not kept is in "others"
    expect(report.others.packages).toBe(flood - (maxAuthFailureSources - 1));
    expect(report.others.lastAt).toBe(1000 + flood - maxAuthFailureSources);
  });

  it('lets go of the address with the fewest failures, the least recently failing of those first', () => {
    const tally = new AuthFailureTally(2);
    tally.count('unauthentic', '192.0.2.1', 1);
    tally.count('unauthentic', '192.0.2.1', 2);
    tally.count('unauthentic', '192.0.2.2', 3);
    tally.count('unauthentic', '192.0.2.3', 4); // 192.0.2.2 (1 failure) goes
    tally.count('unauthentic', '192.0.2.4', 5); // 192.0.2.3 (1 failure) goes, 192.0.2.1 (2) stays
    expect(tally.report().sources.map((source) => source.IP)).toEqual(['192.0.2.4', '192.0.2.1']);
    expect(tally.report().others).toEqual({ packages: 2, lastAt: 4 });
  });

  it('refuses an unusable bound', () => {
    expect(() => new AuthFailureTally(0)).toThrow(/positive integer, got 0/);
  });
});

describe('StatisticsLedger and authentication failures', () => {
  it('tallies only the packages that failed authentication, beside the drops by reason', () => {
    const ledger = new StatisticsLedger();
    ledger.countUnattributedPackageDrop('unauthentic', '192.0.2.7', 1000);
    ledger.countUnattributedPackageDrop('malformed', '192.0.2.7', 2000);
    ledger.countUnattributedPackageDrop('encrypted_unexpected', '192.0.2.9', 3000);
    expect(ledger.authFailures().sources.map(({ IP, packages }) => ({ IP, packages }))).toEqual([
      { IP: '192.0.2.9', packages: 1 },
      { IP: '192.0.2.7', packages: 1 },
    ]);
    expect(ledger.dropReport().unattributed.find((source) => source.IP === '192.0.2.7')?.drops).toMatchObject({ unauthentic: 1, malformed: 1 });
  });

  it("tells a peer's resend by the highest attempt number of its messages", () => {
    const ledger = new StatisticsLedger();
    const peer = ledger.peerSeen('192.0.2.1', 1, 1000);
    expect(ledger.peerActivity(1)[0]!.resendSeen).toBe(0);
    ledger.countAttempt(peer, 0);
    ledger.countAttempt(peer, 2);
    ledger.countAttempt(peer, 1);
    expect(ledger.peerActivity(1)[0]!.resendSeen).toBe(3);
  });
});
