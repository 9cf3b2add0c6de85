import { describe, expect, it } from 'vitest';
import {
  dropReasonDescriptions,
  dropReasons,
  emptyDropBreakdown,
  emptyPeerCounters,
  emptySummary,
  isDropReason,
  type PutPublication,
} from '../../../src/shared/distributor/statistics';

describe('statistics record', () => {
  it('has the counters of section 2.5 in their order, all zero', () => {
    expect(Object.entries(emptyPeerCounters())).toEqual([
      ['msg_rx', 0],
      ['msg_rx_dup', 0],
      ['msg_rx_err', 0],
      ['msg_rx_resend', 0],
      ['pkt_rx', 0],
      ['pkt_rx_err', 0],
    ]);
    expect(Object.keys(emptySummary())).toEqual(['msg_rx', 'msg_rx_dup', 'msg_rx_err', 'msg_rx_resend', 'msg_tx', 'pkt_rx', 'pkt_rx_err', 'pkt_tx', 'pkt_tx_err']);
    expect(Object.values(emptySummary()).every((value) => value === 0)).toBe(true);
  });

  it('prints as the JSON of section 2.5', () => {
    const publication: PutPublication = { peers: [{ IP: '127.0.0.1', PID: 12, ...emptyPeerCounters(), msg_rx: 3 }], self: { IP: '127.0.0.1', PID: 11 }, summary: emptySummary() };
    expect(JSON.stringify(publication)).toBe(
      '{"peers":[{"IP":"127.0.0.1","PID":12,"msg_rx":3,"msg_rx_dup":0,"msg_rx_err":0,"msg_rx_resend":0,"pkt_rx":0,"pkt_rx_err":0}],' +
        '"self":{"IP":"127.0.0.1","PID":11},' +
        '"summary":{"msg_rx":0,"msg_rx_dup":0,"msg_rx_err":0,"msg_rx_resend":0,"msg_tx":0,"pkt_rx":0,"pkt_rx_err":0,"pkt_tx":0,"pkt_tx_err":0}}',
    );
  });

  it('returns fresh objects each time', () => {
    const first = emptySummary();
    first.msg_tx = 5;
    expect(emptySummary().msg_tx).toBe(0);
    const breakdown = emptyDropBreakdown();
    breakdown.duplicate++;
    expect(emptyDropBreakdown().duplicate).toBe(0);
  });
});

describe('drop reasons', () => {
  it('has a zero count and a description for every reason', () => {
    const breakdown = emptyDropBreakdown();
    expect(Object.keys(breakdown)).toEqual([...dropReasons]);
    expect(Object.values(breakdown).every((count) => count === 0)).toBe(true);
    for (const reason of dropReasons) expect(dropReasonDescriptions[reason].length).toBeGreaterThan(10);
  });

  it('covers the receive, message and send drops the distributor can make', () => {
    for (const reason of ['malformed', 'unsupported_version', 'unauthentic', 'unencrypted_rejected', 'encrypted_unexpected', 'clock_offset', 'own', 'duplicate', 'invalid_message', 'send_failed']) {
      expect(isDropReason(reason), reason).toBe(true);
    }
    expect(isDropReason('lost')).toBe(false);
  });
});
