import { describe, expect, it } from 'vitest';
import { StatisticsHistory, maxPeersPerSample, peerCountersSince, sampleOf } from '../../../../src/renderer/features/statistics/statisticsHistory';
import { testRecord } from './statisticsRecords';

const t0 = 1_700_000_000_000;
const door = { IP: '192.0.2.7', PID: 812 };

describe('StatisticsHistory', () => {
  it('turns successive records into rates per second, in total and per peer', () => {
    const history = new StatisticsHistory();
    history.add(testRecord({ takenAt: t0, peers: [{ ...door, counters: { msg_rx: 10, pkt_rx: 5 } }], summary: { msg_tx: 0 } }));
    history.add(testRecord({ takenAt: t0 + 1000, peers: [{ ...door, counters: { msg_rx: 30, pkt_rx: 9 } }], summary: { msg_tx: 4 } }));
    history.add(testRecord({ takenAt: t0 + 3000, peers: [{ ...door, counters: { msg_rx: 40, pkt_rx: 13 } }], summary: { msg_tx: 4 } }));
    expect(history.summaryRate('msg_rx')).toEqual({ at: [(t0 + 1000) / 1000, (t0 + 3000) / 1000], values: [20, 5] });
    expect(history.summaryRate('msg_tx').values).toEqual([4, 0]);
    expect(history.peerRate('192.0.2.7/812', 'pkt_rx').values).toEqual([4, 2]);
  });

  it('leaves a gap (null) where a peer was missing or its counters restarted, never a negative rate', () => {
    const history = new StatisticsHistory();
    history.add(testRecord({ takenAt: t0, peers: [{ ...door, counters: { msg_rx: 10 } }] }));
    history.add(testRecord({ takenAt: t0 + 1000, peers: [], summary: { msg_rx: 10 } }));
    history.add(testRecord({ takenAt: t0 + 2000, peers: [{ ...door, counters: { msg_rx: 2 } }], summary: { msg_rx: 12 } }));
    history.add(testRecord({ takenAt: t0 + 3000, peers: [{ ...door, counters: { msg_rx: 3 } }], summary: { msg_rx: 13 } }));
    expect(history.peerRate('192.0.2.7/812', 'msg_rx').values).toEqual([null, null, 1]);
    expect(history.summaryRate('msg_rx').values).toEqual([0, 2, 1]);
  });

  it('ignores a record no newer than the newest, and starts over when the summary counters went down', () => {
    const history = new StatisticsHistory();
    expect(history.add(testRecord({ takenAt: t0, summary: { msg_rx: 50 } }))).toBe(true);
    expect(history.add(testRecord({ takenAt: t0, summary: { msg_rx: 51 } }))).toBe(false);
    expect(history.add(testRecord({ takenAt: t0 + 1000, summary: { msg_rx: 60 } }))).toBe(true);
    expect(history.size).toBe(2);
    history.add(testRecord({ takenAt: t0 + 2000, summary: { msg_rx: 3 } })); // the studio restarted
    expect(history.size).toBe(1);
    expect(history.summaryRate('msg_rx').values).toEqual([]);
  });

  it('keeps only its span and its capacity', () => {
    const bySpan = new StatisticsHistory(10_000);
    for (let second = 0; second <= 30; second++) bySpan.add(testRecord({ takenAt: t0 + second * 1000 }));
    expect(bySpan.size).toBe(11);
    const byCount = new StatisticsHistory(3_600_000, 5);
    for (let second = 0; second <= 30; second++) byCount.add(testRecord({ takenAt: t0 + second * 1000 }));
    expect(byCount.size).toBe(5);
    expect(byCount.newest?.takenAt).toBe(t0 + 30_000);
  });

  it('keeps at most maxPeersPerSample peers of a record', () => {
    const peers = Array.from({ length: maxPeersPerSample + 20 }, (_, index) => ({ IP: '192.0.2.1', PID: index + 1 }));
    expect(sampleOf(testRecord({ takenAt: t0, peers })).peers.size).toBe(maxPeersPerSample);
  });

  it('finds the baseline of a window, and a peer counters growth since it', () => {
    const history = new StatisticsHistory();
    for (let second = 0; second <= 90; second += 10) history.add(testRecord({ takenAt: t0 + second * 1000, peers: [{ ...door, counters: { msg_rx: second } }] }));
    const baseline = history.baseline(60_000);
    expect(baseline?.takenAt).toBe(t0 + 30_000);
    expect(history.baseline(600_000)).toBeNull();
    const newest = history.newest!.peers.get('192.0.2.7/812')!;
    expect(peerCountersSince(newest, baseline).msg_rx).toBe(60);
    expect(peerCountersSince(newest, null).msg_rx).toBe(90);
  });
});
