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
    ledger.countUnattributedPackageDrop('unauthentic', '192.0.2.1', 1000);
    ledger.countUnattributedPackageDrop('malformed', '192.0.2.2', 2000);
    ledger.countUnattributedPackageDrop('malformed', '192.0.2.3', 3000);
    ledger.countUnattributedPackageDrop('unauthentic', '192.0.2.2', 4000);
    const report = ledger.dropReport();
    expect(report.unattributed.map((source) => source.IP)).toEqual(['192.0.2.2', '192.0.2.3']);
    expect(report.unattributed[0]).toMatchObject({ lastDropAt: 4000, drops: { malformed: 1, unauthentic: 1 } });
    expect(report.total).toMatchObject({ unauthentic: 2, malformed: 2 });
    expect(ledger.summary.pkt_rx_err).toBe(4);
  });

  it('tells when each listed peer was last heard, in the order and limit of the record', () => {
    const ledger = new StatisticsLedger();
    ledger.peerSeen('192.0.2.1', 1, 1000);
    ledger.peerSeen('192.0.2.2', 2, 2000);
    ledger.peerSeen('192.0.2.3', 3, 3000);
    ledger.peerSeen('192.0.2.1', 1, 4000);
    expect(ledger.peerActivity(2)).toEqual([
      { IP: '192.0.2.1', PID: 1, lastHeardAt: 4000, resendSeen: 0 },
      { IP: '192.0.2.3', PID: 3, lastHeardAt: 3000, resendSeen: 0 },
    ]);
    const record = ledger.publication({ IP: '192.0.2.9', PID: 9 }, 2);
    expect(record.peers.map(({ IP, PID }) => ({ IP, PID }))).toEqual(ledger.peerActivity(2).map(({ IP, PID }) => ({ IP, PID })));
    expect(ledger.peerActivity(0)).toEqual([]);
  });
});
