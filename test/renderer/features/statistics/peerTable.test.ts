import { describe, expect, it } from 'vitest';
import { chartedPeerList, toggleCharted } from '../../../../src/renderer/features/statistics/chartedPeers';
import { expectedDuplicateRatio, formatPercent, peerRatios } from '../../../../src/renderer/features/statistics/peerRatios';
import { nextSort, peerRows, sortPeerRows, type PeerColumn } from '../../../../src/renderer/features/statistics/peerTable';
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

describe('peer ratios', () => {
  it('divides by what was received and has no ratio for nothing', () => {
    expect(peerRatios({ msg_rx: 8, msg_rx_dup: 1, msg_rx_err: 1, msg_rx_resend: 2, pkt_rx: 4, pkt_rx_err: 1 })).toEqual({ error: 0.25, duplicate: 0.1, resend: 0.25 });
    expect(peerRatios({ msg_rx: 0, msg_rx_dup: 0, msg_rx_err: 0, msg_rx_resend: 0, pkt_rx: 0, pkt_rx_err: 0 })).toEqual({ error: null, duplicate: null, resend: null });
    expect([formatPercent(null), formatPercent(0), formatPercent(0.005), formatPercent(0.5), formatPercent(1 / 3)]).toEqual(['–', '0 %', '0.5 %', '50 %', '33 %']);
    expect([expectedDuplicateRatio(1), expectedDuplicateRatio(2), expectedDuplicateRatio(4)]).toEqual([0, 0.5, 0.75]);
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
