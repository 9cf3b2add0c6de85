import { describe, expect, it } from 'vitest';
import { SenderReplayTable, type Admission, type PackageSighting } from '../../../../src/main/distributor/core/senderReplayTable';
import { englishText } from '../../../../src/shared/i18n/renderText';

/** A refusal with its detail in English words, as the trace prints it. */
const inEnglish = (admission: Admission) => (admission.ok ? admission : { ...admission, detail: englishText(admission.detail) });

const now = 1_767_225_600_000;

function sighting(sequence: number, sender: Partial<PackageSighting> = {}): PackageSighting {
  return { address: '192.0.2.10', pid: 42, instance: '0123456789abcdef', sequence, timestampMs: now, ...sender };
}

function table(maxSenders = 4, maxTimeOffset = 5): SenderReplayTable {
  const replay = new SenderReplayTable({ maxSenders, packageWindowSize: 32, messageWindowSize: 64 });
  replay.setMaxTimeOffset(maxTimeOffset);
  return replay;
}

describe('SenderReplayTable', () => {
  it('accepts each package of a sender once; a copy is a replay', () => {
    const replay = table();
    expect(replay.admit(sighting(1), now)).toMatchObject({ ok: true });
    expect(replay.admit(sighting(2), now)).toMatchObject({ ok: true });
    expect(inEnglish(replay.admit(sighting(1), now))).toEqual({ ok: false, reason: 'replay', detail: 'package 1 of this sender was already received' });
    expect(replay.admit(sighting(100), now)).toMatchObject({ ok: true });
    expect(inEnglish(replay.admit(sighting(2), now))).toEqual({ ok: false, reason: 'replay', detail: "package 2 is more than 32 packages behind this sender's newest" });
  });

  it('keeps senders apart by address, PID and instance id', () => {
    const replay = table();
    expect(replay.admit(sighting(1), now).ok).toBe(true);
    expect(replay.admit(sighting(1, { address: '192.0.2.11' }), now).ok).toBe(true);
    expect(replay.admit(sighting(1, { pid: 43 }), now).ok).toBe(true);
    expect(replay.admit(sighting(1, { instance: 'fedcba9876543210' }), now).ok).toBe(true); // the same PID restarted
    expect(replay.senderCount).toBe(4);
  });

  it('delivers a message id once per sender, and an id left of the window never again', () => {
    const replay = table();
    const admission = replay.admit(sighting(1), now);
    if (!admission.ok) throw new Error('not admitted');
    const sender = admission.sender;
    expect(replay.firstSighting(sender, 5000)).toBe(true);
    expect(replay.firstSighting(sender, 5000)).toBe(false);
    expect(replay.firstSighting(sender, 5001)).toBe(true);
    expect(replay.firstSighting(sender, 5000 - 64)).toBe(false); // far behind: not a new start, a duplicate
    expect(replay.firstSighting(sender, 7)).toBe(false);
  });

  it('refuses a new sender while every known sender is inside the replay horizon, and admits it once one ages out', () => {
    const replay = table(2, 5);
    expect(replay.admit(sighting(1, { pid: 1 }), now).ok).toBe(true);
    expect(replay.admit(sighting(1, { pid: 2, timestampMs: now + 4000 }), now + 1000).ok).toBe(true); // its clock 3 s ahead
    const refused = replay.admit(sighting(1, { pid: 3, timestampMs: now + 2000 }), now + 2000);
    expect(inEnglish(refused)).toEqual({ ok: false, reason: 'sender_limit', detail: 'replay protection tracks 2 senders, all heard within the last 2 x broadcast.max_time_offset' });
    // pid 1's newest package (timestamp now) passes the clock check until now + 5 s: it is kept until then.
    expect(replay.admit(sighting(1, { pid: 3, timestampMs: now + 5000 }), now + 5000).ok).toBe(false);
    expect(replay.admit(sighting(1, { pid: 3, timestampMs: now + 5001 }), now + 5001).ok).toBe(true);
    expect(replay.senderCount).toBe(2);
    // pid 2's newest package (timestamp now + 4 s) passes the clock check until now + 9 s.
    expect(replay.admit(sighting(1, { pid: 4, timestampMs: now + 9000 }), now + 9000).ok).toBe(false);
    expect(replay.admit(sighting(1, { pid: 4, timestampMs: now + 9001 }), now + 9001).ok).toBe(true);
    // pid 3 was heard at now + 5.001 s: it stays; pid 2 was the one forgotten.
    expect(replay.admit(sighting(1, { pid: 3, timestampMs: now + 9002 }), now + 9002)).toMatchObject({ ok: false, reason: 'replay' });
  });

  it('keeps the horizon of the largest max_time_offset ever applied', () => {
    const replay = table(1, 60);
    expect(replay.admit(sighting(1, { pid: 1 }), now).ok).toBe(true);
    replay.setMaxTimeOffset(5);
    expect(replay.admit(sighting(1, { pid: 2 }), now + 10_000).ok).toBe(false); // a package accepted under 60 s may pass a later 60 s check again
    expect(replay.admit(sighting(1, { pid: 2 }), now + 60_001).ok).toBe(true);
  });

  it('with the clock check off forgets the least recently heard sender for a new one (the weaker guarantee)', () => {
    const replay = table(2, 0);
    expect(replay.admit(sighting(1, { pid: 1 }), now).ok).toBe(true);
    expect(replay.admit(sighting(1, { pid: 2 }), now).ok).toBe(true);
    expect(replay.admit(sighting(2, { pid: 1 }), now).ok).toBe(true); // pid 1 heard again: pid 2 is now the least recent
    expect(replay.admit(sighting(1, { pid: 3 }), now).ok).toBe(true);
    expect(replay.admit(sighting(2, { pid: 1 }), now)).toMatchObject({ ok: false, reason: 'replay' });
    expect(replay.admit(sighting(1, { pid: 2 }), now).ok).toBe(true); // forgotten: its old package passes again
  });

  it('stays within its sender limit however many senders come', () => {
    const replay = table(8, 5);
    let refused = 0;
    for (let pid = 0; pid < 10_000; pid++) if (!replay.admit(sighting(1, { pid }), now + pid).ok) refused++;
    expect(replay.senderCount).toBe(8);
    expect(refused).toBeGreaterThan(0);
  });
});
