import { describe, expect, it } from 'vitest';
import { StatisticsLedger } from '../../../../src/main/distributor/core/statisticsLedger';

describe('StatisticsLedger', () => {
  it('forgets the least recently active peer beyond its limit, keeping its counts in the summary', () => {
    const ledger = new StatisticsLedger(2);
    const a = ledger.peerSeen('192.0.2.1', 1, 1000);
    ledger.countRx(a, 'msg_rx', 3);
    const b = ledger.peerSeen('192.0.2.2', 2, 2000);
    ledger.countRx(b, 'msg_rx');
    ledger.peerSeen('192.0.2.1', 1, 3000); // a is active again
    ledger.peerSeen('192.0.2.3', 3, 4000); // b is forgotten
    const record = ledger.publication({ IP: '192.0.2.9', PID: 9 }, 10);
    expect(record.peers.map((peer) => peer.PID)).toEqual([3, 1]);
    expect(record.peers[1]!.msg_rx).toBe(3);
    expect(record.summary.msg_rx).toBe(4);
  });

  it('attributes undecodable packages to their source IP, within the same limit', () => {
    const ledger = new StatisticsLedger(2);
    ledger.countUnattributedPackageDrop('unauthentic', '192.0.2.1');
    ledger.countUnattributedPackageDrop('malformed', '192.0.2.2');
    ledger.countUnattributedPackageDrop('malformed', '192.0.2.3');
    const report = ledger.dropReport();
    expect(report.unattributed.map((source) => source.IP)).toEqual(['192.0.2.3', '192.0.2.2']);
    expect(report.total).toMatchObject({ unauthentic: 1, malformed: 2 });
    expect(ledger.summary.pkt_rx_err).toBe(3);
  });
});
