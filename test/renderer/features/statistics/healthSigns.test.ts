import { describe, expect, it } from 'vitest';
import { defaultHealthThresholds, droppedPackagesAlarm, healthSigns, silenceLimitProblem, type HealthContext } from '../../../../src/renderer/features/statistics/healthSigns';
import { formatDuration } from '../../../../src/renderer/features/statistics/formatDuration';
import { wordingIn } from '../../../../src/renderer/features/statistics/statisticsWording';
import { StatisticsHistory } from '../../../../src/renderer/features/statistics/statisticsHistory';
import { noPeerNames, PeerNames } from '../../../../src/renderer/features/bus/peerNames';
import { testRecord, type TestPeer, type TestSource } from './statisticsRecords';

const t0 = 1_700_000_000_000;
const door = { IP: '192.0.2.7', PID: 812 };
const english = wordingIn('en');
const german = wordingIn('de');

/** The signs after two records a minute apart: `before` then `after`. */
function signsBetween(before: { peers?: TestPeer[]; sources?: TestSource[] }, after: { peers?: TestPeer[]; sources?: TestSource[] }, context: Partial<HealthContext> = {}) {
  const history = new StatisticsHistory();
  history.add(testRecord({ takenAt: t0, ...before }));
  history.add(testRecord({ takenAt: t0 + 60_000, ...after }));
  return healthSigns({ newest: history.newest!, baseline: history.baseline(60_000), maxTimeOffset: 10, names: noPeerNames, thresholds: defaultHealthThresholds, wording: english, ...context });
}

const kinds = (signs: ReturnType<typeof healthSigns>) => signs.map((sign) => sign.kind);

describe('health signs', () => {
  it('suspects a wrong passphrase for a source IP whose packages newly failed authentication, naming the camera there when no peer is heard there', () => {
    const names = new PeerNames([{ host: '192.0.2.9', label: 'Gate' }], [{ IP: '192.0.2.9', PID: null }]);
    const signs = signsBetween({ sources: [{ IP: '192.0.2.9', drops: { unauthentic: 3 } }] }, { sources: [{ IP: '192.0.2.9', drops: { unauthentic: 7 } }] }, { names });
    expect(signs).toEqual([
      expect.objectContaining({
        kind: 'wrong_passphrase',
        severity: 'problem',
        title: 'Wrong passphrase suspected',
        text: expect.stringMatching(/^4 packages from Gate \(192\.0\.2\.9\) in the last 60 s could not be authenticated: .*broadcast\.passphrase/),
      }),
    ]);
  });

  it('does not blame the camera for failing packages from its address while a peer there authenticates (an sdk-demo on the camera host)', () => {
    const names = new PeerNames([{ host: '192.0.2.9', label: 'Gate' }], [{ IP: '192.0.2.9', PID: 812 }, { IP: '192.0.2.9', PID: null }]);
    const signs = signsBetween({}, { peers: [{ IP: '192.0.2.9', PID: 812 }], sources: [{ IP: '192.0.2.9', drops: { unauthentic: 2 } }] }, { names });
    expect(signs).toEqual([expect.objectContaining({ kind: 'wrong_passphrase', text: expect.stringMatching(/^2 packages from 192\.0\.2\.9 in the last 60 s could not be authenticated/) })]);
    expect(signs[0]!.text).not.toContain('Gate');
  });

  it('says nothing about authentication failures that all lie before the window', () => {
    expect(signsBetween({ sources: [{ IP: '192.0.2.9', drops: { unauthentic: 3 } }] }, { sources: [{ IP: '192.0.2.9', drops: { unauthentic: 3 } }] })).toEqual([]);
  });

  it('counts since the distributor started while the history is shorter than the window', () => {
    const history = new StatisticsHistory();
    history.add(testRecord({ takenAt: t0, sources: [{ IP: '192.0.2.9', drops: { unauthentic: 1 } }] }));
    const signs = healthSigns({ newest: history.newest!, baseline: history.baseline(60_000), maxTimeOffset: 10, names: noPeerNames, thresholds: defaultHealthThresholds, wording: english });
    expect(signs[0]?.text).toMatch(/^1 package from 192\.0\.2\.9 since the distributor started could not/);
  });

  it('tells which side lacks the passphrase', () => {
    const plain = signsBetween({}, { sources: [{ IP: '192.0.2.9', drops: { unencrypted_rejected: 2 } }] });
    expect(plain[0]).toMatchObject({ kind: 'passphrase_one_side', text: expect.stringContaining('sent 2 unencrypted packages in the last 60 s, but a passphrase is set here') });
    const sealed = signsBetween({}, { sources: [{ IP: '192.0.2.9', drops: { encrypted_unexpected: 1 } }] });
    expect(sealed[0]?.text).toContain('sent 1 encrypted package in the last 60 s, but no passphrase is set here');
  });

  it('reports packages dropped for clock offset with the NTP hint, and not again as a high error ratio', () => {
    const signs = signsBetween(
      { peers: [{ ...door, counters: { pkt_rx: 100, pkt_rx_err: 0 } }] },
      { peers: [{ ...door, counters: { pkt_rx: 200, pkt_rx_err: 50 }, drops: { clock_offset: 50 } }] },
    );
    expect(kinds(signs)).toEqual(['clock_offset']);
    expect(signs[0]!.text).toBe(
      "50 packages from 192.0.2.7 (PID 812) in the last 60 s were dropped because their time differs from this computer's by more than broadcast.max_time_offset (10 s here). Check that both computers take their time from the same NTP server; raise broadcast.max_time_offset only if the clocks cannot be synchronised.",
    );
  });

  it('warns about a high package error ratio only above the threshold and with enough packages', () => {
    const at = (pkt_rx: number, pkt_rx_err: number) => signsBetween({ peers: [{ ...door }] }, { peers: [{ ...door, counters: { pkt_rx, pkt_rx_err } }] });
    expect(kinds(at(100, 5))).toEqual([]); // 5 % is the limit, not above it
    expect(kinds(at(100, 6))).toEqual(['packages_dropped']);
    expect(at(100, 6)[0]!.text).toMatch(/^6 % of the packages from 192\.0\.2\.7 \(PID 812\) in the last 60 s were dropped after decoding \(6 of 100/);
    expect(kinds(at(10, 6))).toEqual([]); // too few packages to judge
  });

  it("explains duplicates by the sender's own resend and warns only about those beyond it", () => {
    const at = (msg_rx: number, msg_rx_dup: number, resendSeen: number) => signsBetween({ peers: [{ ...door, resendSeen }] }, { peers: [{ ...door, counters: { msg_rx, msg_rx_dup }, resendSeen }] });
    expect(kinds(at(50, 50, 2))).toEqual([]); // every message sent twice: one copy each is expected
    expect(kinds(at(30, 90, 4))).toEqual([]); // resend 4: three copies each
    expect(kinds(at(30, 20, 2))).toEqual([]); // fewer copies than sent: some were lost, nothing beyond
    expect(kinds(at(30, 70, 2))).toEqual(['duplicates']);
    expect(at(30, 70, 2)[0]!.text).toMatch(/^40 message copies from 192\.0\.2\.7 \(PID 812\) in the last 60 s came on top of what its broadcast\.resend 2 explains \(1 copy of each message, dropped here as expected\): .*replay/);
    expect(kinds(at(80, 1, 1))).toEqual(['duplicates']); // resend 1 sends no copy at all
    // Beyond-resend copies that all lie before the window are not reported again.
    const old = { ...door, counters: { msg_rx: 30, msg_rx_dup: 70 }, resendSeen: 2 };
    expect(kinds(signsBetween({ peers: [old] }, { peers: [{ ...old, counters: { msg_rx: 40, msg_rx_dup: 80 } }] }))).toEqual([]);
  });

  it('warns when many messages arrived only through a resend, and reports refused messages', () => {
    const lost = signsBetween({ peers: [{ ...door }] }, { peers: [{ ...door, counters: { msg_rx: 100, msg_rx_resend: 12 } }] });
    expect(lost).toEqual([expect.objectContaining({ kind: 'resends', text: expect.stringMatching(/^12 % of the messages from .* arrived only through a resend/) })]);
    const refused = signsBetween({ peers: [{ ...door }] }, { peers: [{ ...door, counters: { msg_rx: 1, msg_rx_err: 2 } }] });
    expect(refused).toEqual([expect.objectContaining({ kind: 'messages_refused', text: expect.stringContaining('2 messages from 192.0.2.7 (PID 812) in the last 60 s broke the message rules') })]);
  });

  it('calls a peer silent past the limit the technician set', () => {
    const heardAt = t0 + 60_000 - 90_000;
    const quietDoor = { ...door, lastHeardAt: heardAt };
    expect(kinds(signsBetween({ peers: [quietDoor] }, { peers: [quietDoor] }))).toEqual(['silent']);
    expect(signsBetween({ peers: [quietDoor] }, { peers: [quietDoor] })[0]!.text).toMatch(/^192\.0\.2\.7 \(PID 812\) has not been heard for 1 min 30 s \(last at \d{1,2}:\d\d:\d\d [AP]M; the limit is 1 min\)/);
    expect(kinds(signsBetween({ peers: [quietDoor] }, { peers: [quietDoor] }, { thresholds: { ...defaultHealthThresholds, silentAfterMs: 120_000 } }))).toEqual([]);
  });

  it('lists problems before warnings', () => {
    const signs = signsBetween(
      { peers: [{ ...door }] },
      { peers: [{ ...door, counters: { msg_rx: 100, msg_rx_resend: 50 }, lastHeardAt: t0 - 100_000 }], sources: [{ IP: '192.0.2.9', drops: { unauthentic: 1 } }] },
    );
    expect(signs.map((sign) => sign.severity)).toEqual(['problem', 'warning', 'warning']);
  });

  it('accepts a silence limit only as whole seconds in range', () => {
    expect(silenceLimitProblem('60', english)).toBeNull();
    for (const bad of ['', '4', '1.5', 'abc', '86401']) expect(silenceLimitProblem(bad, english)).toBe('"Silent after" must be a whole number of seconds from 5 to 86,400; the last valid limit stays in use.');
    expect(silenceLimitProblem('4', german)).toBe('„Still nach“ muss eine ganze Zahl von Sekunden von 5 bis 86.400 sein; die letzte gültige Grenze bleibt in Gebrauch.');
  });

  it('words durations for a technician', () => {
    const spans = [999, 45_000, 60_000, 303_000, 7_500_000, 7_200_000];
    expect(spans.map((ms) => formatDuration(ms, english))).toEqual(['0 s', '45 s', '1 min', '5 min 3 s', '2 h 5 min', '2 h']);
    expect(formatDuration(4_000_000 * 3_600_000, german)).toBe('4.000.000 h');
  });

  it('words the signs in German, with the German number format', () => {
    const signs = signsBetween(
      { peers: [{ ...door, counters: { msg_rx: 0, msg_rx_resend: 0 } }] },
      { peers: [{ ...door, counters: { msg_rx: 1000, msg_rx_resend: 75 } }], sources: [{ IP: '192.0.2.9', drops: { unauthentic: 1 } }] },
      { wording: german },
    );
    expect(signs.map((sign) => sign.title)).toEqual(['Falsche Passphrase vermutet', 'Nachrichten unterwegs verloren']);
    expect(signs[0]!.text).toMatch(/^1 Paket von 192\.0\.2\.9 in den letzten 60 s konnte nicht authentifiziert werden/);
    expect(signs[1]!.text).toMatch(/^7,5 % der Nachrichten von 192\.0\.2\.7 \(PID 812\) in den letzten 60 s kamen nur durch ein erneutes Senden an \(mehr als 5 %\)/);
  });

  it('puts the "Packages dropped" counter in alarm exactly while a sign about dropped packages is up, as bad as the worst of them', () => {
    const wrongPassphrase = signsBetween({}, { sources: [{ IP: '192.0.2.9', drops: { unauthentic: 2 } }] });
    expect(droppedPackagesAlarm(wrongPassphrase)).toEqual({ severity: 'problem', signs: wrongPassphrase });
    const replays = signsBetween({ peers: [{ ...door }] }, { peers: [{ ...door, counters: { pkt_rx: 100, pkt_rx_err: 20 } }] });
    expect(kinds(replays)).toEqual(['packages_dropped']);
    expect(droppedPackagesAlarm(replays)?.severity).toBe('warning');
    const lost = signsBetween({ peers: [{ ...door }] }, { peers: [{ ...door, counters: { msg_rx: 100, msg_rx_resend: 50 } }] });
    expect(kinds(lost)).toEqual(['resends']);
    expect(droppedPackagesAlarm(lost)).toBeNull();
    expect(droppedPackagesAlarm([])).toBeNull();
  });
});
