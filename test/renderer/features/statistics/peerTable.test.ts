import { wordingIn } from '../../../../src/renderer/features/statistics/statisticsWording';
import { describe, expect, it } from 'vitest';
import { chartedPeerList, toggleCharted } from '../../../../src/renderer/features/statistics/chartedPeers';
import { duplicatesBeyondResend, formatPercent, peerRatios } from '../../../../src/renderer/features/statistics/peerRatios';
import { duplicateExplanation, failingRows, nextSort, peerRows, sortPeerRows, type PeerColumn } from '../../../../src/renderer/features/statistics/peerTable';
import { testRecord } from './statisticsRecords';

const t0 = 1_700_000_000_000;
const record = testRecord({
  takenAt: t0,
  peers: [
    { IP: '192.0.2.10', PID: 5, counters: { msg_rx: 10, msg_rx_dup: 10, pkt_rx: 20, pkt_rx_err: 1 }, lastHeardAt: t0 - 5000 },
    { IP: '192.0.2.9', PID: 7, counters: { msg_rx: 40, msg_rx_resend: 4, pkt_rx: 40 }, lastHeardAt: t0 - 1000 },
    { IP: '192.0.2.9', PID: 3, counters: {}, lastHeardAt: t0 - 9000 },
  ],
});
const order = (column: PeerColumn, direction: 'ascending' | 'descending') => sortPeerRows(peerRows(record), { column, direction }).map((row) => `${row.IP}/${row.PID}`);

describe('the peer table', () => {
  it('has a row per peer of the record with its counters, ratios and last heard time', () => {
    const [first] = peerRows(record);
    expect(first).toMatchObject({ key: '192.0.2.10/5', IP: '192.0.2.10', PID: 5, msg_rx: 10, msg_rx_dup: 10, pkt_rx_err: 1, lastHeardAt: t0 - 5000 });
    expect(first!.ratios).toEqual({ error: 0.05, duplicate: 0.5, resend: 0 });
  });

  it('sorts by any column both ways; addresses by their numbers; rows without a ratio last either way', () => {
    expect(sortPeerRows(peerRows(record), null).map((row) => row.PID)).toEqual([5, 7, 3]);
    expect(order('IP', 'ascending')).toEqual(['192.0.2.9/3', '192.0.2.9/7', '192.0.2.10/5']);
    expect(order('IP', 'descending')).toEqual(['192.0.2.10/5', '192.0.2.9/7', '192.0.2.9/3']);
    expect(order('msg_rx', 'descending')).toEqual(['192.0.2.9/7', '192.0.2.10/5', '192.0.2.9/3']);
    expect(order('PID', 'ascending')).toEqual(['192.0.2.9/3', '192.0.2.10/5', '192.0.2.9/7']);
    expect(order('resend', 'descending')).toEqual(['192.0.2.9/7', '192.0.2.10/5', '192.0.2.9/3']);
    expect(order('resend', 'ascending')).toEqual(['192.0.2.10/5', '192.0.2.9/7', '192.0.2.9/3']);
    expect(order('lastHeardAt', 'descending')).toEqual(['192.0.2.9/7', '192.0.2.10/5', '192.0.2.9/3']);
  });

  it('flips the sorted column on a second click; a new column starts largest first (the address A to Z)', () => {
    expect(nextSort(null, 'msg_rx')).toEqual({ column: 'msg_rx', direction: 'descending' });
    expect(nextSort({ column: 'msg_rx', direction: 'descending' }, 'msg_rx')).toEqual({ column: 'msg_rx', direction: 'ascending' });
    expect(nextSort({ column: 'msg_rx', direction: 'ascending' }, 'IP')).toEqual({ column: 'IP', direction: 'ascending' });
  });
});

const english = wordingIn('en');

describe('peer ratios', () => {
  it('divides by what was received and has no ratio for nothing', () => {
    expect(peerRatios({ msg_rx: 8, msg_rx_dup: 1, msg_rx_err: 1, msg_rx_resend: 2, pkt_rx: 4, pkt_rx_err: 1 })).toEqual({ error: 0.25, duplicate: 0.1, resend: 0.25 });
    expect(peerRatios({ msg_rx: 0, msg_rx_dup: 0, msg_rx_err: 0, msg_rx_resend: 0, pkt_rx: 0, pkt_rx_err: 0 })).toEqual({ error: null, duplicate: null, resend: null });
    const ratios = [null, 0, 0.005, 0.5, 1 / 3];
    expect(ratios.map((ratio) => formatPercent(ratio, english))).toEqual(['–', '0 %', '0.5 %', '50 %', '33 %']);
    expect(ratios.map((ratio) => formatPercent(ratio, wordingIn('de')))).toEqual(['–', '0 %', '0,5 %', '50 %', '33 %']);
    const counters = { msg_rx: 10, msg_rx_dup: 25, msg_rx_err: 0 };
    expect([duplicatesBeyondResend(counters, 0), duplicatesBeyondResend(counters, 1), duplicatesBeyondResend(counters, 2), duplicatesBeyondResend(counters, 3), duplicatesBeyondResend(counters, 4)]).toEqual([25, 25, 15, 5, 0]);
  });

  it("explains duplicates by the peer's resend, and names those beyond it as replays", () => {
    expect(duplicateExplanation({ msg_rx_dup: 0, resendSeen: 2, duplicatesBeyondResend: 0 }, english)).toBeNull();
    expect(duplicateExplanation({ msg_rx_dup: 10, resendSeen: 2, duplicatesBeyondResend: 0 }, english)).toEqual({
      note: 'resend 2',
      title: '10 copies of resent packages, expected with resend 2: the peer sends each message 2 times and the first copy to arrive is kept.',
      alarming: false,
    });
    expect(duplicateExplanation({ msg_rx_dup: 13, resendSeen: 2, duplicatesBeyondResend: 3 }, english)).toMatchObject({ note: '3 beyond resend', alarming: true, title: expect.stringMatching(/^3 copies more than resend 2 explains: .*replay.*; 10 copies of resent packages/) });
    expect(duplicateExplanation({ msg_rx_dup: 13, resendSeen: 2, duplicatesBeyondResend: 1 }, wordingIn('de'))).toMatchObject({ note: '1 über Resend hinaus', title: expect.stringMatching(/^1 Kopie mehr als Resend 2 erklärt: .*; 12 Kopien erneut gesendeter Pakete/) });
    const rows = peerRows(testRecord({ takenAt: t0, peers: [{ IP: '192.0.2.1', PID: 1, counters: { msg_rx: 10, msg_rx_dup: 13 }, resendSeen: 2 }] }));
    expect(rows[0]).toMatchObject({ resendSeen: 2, duplicatesBeyondResend: 3 });
  });

  it('lists the senders failing authentication by address, most recent first, then the others together', () => {
    const failing = testRecord({ takenAt: t0, failing: [{ IP: '192.0.2.7', packages: 12, lastAt: t0 - 1000 }, { IP: '192.0.2.8', packages: 1, lastAt: t0 - 5000 }], othersFailing: 40 });
    expect(failingRows(failing)).toEqual([
      { key: 'failing/192.0.2.7', IP: '192.0.2.7', packages: 12, unauthentic: 12, oneSided: 0, lastAt: t0 - 1000 },
      { key: 'failing/192.0.2.8', IP: '192.0.2.8', packages: 1, unauthentic: 1, oneSided: 0, lastAt: t0 - 5000 },
      { key: 'failing/others', IP: null, packages: 40, unauthentic: 0, oneSided: 0, lastAt: t0 },
    ]);
    expect(failingRows(testRecord({ takenAt: t0 }))).toEqual([]);
  });
});

describe('charted peers', () => {
  it('charts the most recently active peers until the technician chooses, and keeps a chosen peer that left the record', () => {
    expect(chartedPeerList(record, null).map((peer) => peer.key)).toEqual(['192.0.2.10/5', '192.0.2.9/7', '192.0.2.9/3']);
    expect(chartedPeerList(null, null)).toEqual([]);
    expect(chartedPeerList(record, ['203.0.113.4/99'])).toEqual([{ key: '203.0.113.4/99', IP: '203.0.113.4', PID: 99 }]);
    const charted = chartedPeerList(record, null);
    expect(toggleCharted(charted, '192.0.2.9/7')).toEqual(['192.0.2.10/5', '192.0.2.9/3']);
    expect(toggleCharted(charted.slice(0, 1), '192.0.2.9/7')).toEqual(['192.0.2.10/5', '192.0.2.9/7']);
  });
});
