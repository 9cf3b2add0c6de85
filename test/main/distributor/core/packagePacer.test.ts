import { afterEach, describe, expect, it, vi } from 'vitest';
import { PackagePacer, pollIntervalMs } from '../../../../src/main/distributor/core/packagePacer';

afterEach(() => {
  vi.useRealTimers();
});

function pacedRun(pollFreq: number): { pacer: PackagePacer; sentAt: number[]; pending: { count: number } } {
  vi.useFakeTimers();
  const pending = { count: 0 };
  const sentAt: number[] = [];
  const pacer = new PackagePacer(
    pollFreq,
    () => {
      if (pending.count === 0) return false;
      pending.count--;
      sentAt.push(Date.now());
      return true;
    },
    () => Date.now(),
  );
  return { pacer, sentAt, pending };
}

describe('PackagePacer', () => {
  it('maps poll_freq 0 to one package every 10 s', () => {
    expect(pollIntervalMs(0)).toBe(10_000);
    expect(pollIntervalMs(20)).toBe(50);
  });

  it('sends on a fixed grid while there is work, the first package at once', () => {
    const { pacer, sentAt, pending } = pacedRun(10);
    const start = Date.now();
    pending.count = 5;
    pacer.wake();
    vi.advanceTimersByTime(1000);
    expect(sentAt.map((t) => t - start)).toEqual([0, 100, 200, 300, 400]);
    pacer.stop();
  });

  it('does not burst after a short idle spell', () => {
    const { pacer, sentAt, pending } = pacedRun(10);
    const start = Date.now();
    pending.count = 1;
    pacer.wake();
    vi.advanceTimersByTime(150); // idle since the tick at 100
    pending.count = 3;
    pacer.wake();
    vi.advanceTimersByTime(1000);
    expect(sentAt.map((t) => t - start)).toEqual([0, 150, 250, 350]);
    pacer.stop();
  });

  it('waits out the interval when woken right after a package', () => {
    const { pacer, sentAt, pending } = pacedRun(10);
    const start = Date.now();
    pending.count = 1;
    pacer.wake();
    vi.advanceTimersByTime(1);
    vi.advanceTimersByTime(20);
    pending.count = 1;
    pacer.wake();
    vi.advanceTimersByTime(500);
    expect(sentAt.map((t) => t - start)).toEqual([0, 100]);
    pacer.stop();
  });

  it('sends one package every 10 s at poll_freq 0 (0.1 Hz)', () => {
    const { pacer, sentAt, pending } = pacedRun(0);
    const start = Date.now();
    pending.count = 4;
    pacer.wake();
    vi.advanceTimersByTime(9_999);
    expect(sentAt.map((t) => t - start)).toEqual([0]);
    vi.advanceTimersByTime(25_001);
    expect(sentAt.map((t) => t - start)).toEqual([0, 10_000, 20_000, 30_000]);
    pacer.stop();
  });

  it('applies a new rate from the last package sent', () => {
    const { pacer, sentAt, pending } = pacedRun(1);
    const start = Date.now();
    pending.count = 3;
    pacer.wake();
    vi.advanceTimersByTime(10);
    pacer.setPollFreq(100);
    vi.advanceTimersByTime(100);
    expect(sentAt.map((t) => t - start)).toEqual([0, 10, 20]);
    pacer.stop();
  });
});
