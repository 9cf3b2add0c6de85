import { describe, expect, it } from 'vitest';
import { JobScheduler, type JobRunEnd, type ScheduledJob, type SlotSkipReason } from '../../../src/main/agent/jobScheduler';
import { FakeClock } from './fakeClock';

const minute = 60_000;
const hour = 60 * minute;
const at = (iso: string): number => Date.parse(iso);

interface Recorder {
  starts: { job: string; slot: string }[];
  ends: JobRunEnd[];
  skips: { job: string; slot: string; reason: SlotSkipReason }[];
}

function recorder(): Recorder & { hooks: ConstructorParameters<typeof JobScheduler>[3] } {
  const record: Recorder = { starts: [], ends: [], skips: [] };
  return {
    ...record,
    hooks: {
      onStart: (job, slot) => record.starts.push({ job, slot: new Date(slot).toISOString() }),
      onEnd: (end) => record.ends.push(end),
      onSkip: (job, slot, reason) => record.skips.push({ job, slot: new Date(slot).toISOString(), reason }),
    },
  };
}

/** A job whose runs end only when the test says so. */
function heldJob(name: string, schedule: string) {
  const finishers: (() => void)[] = [];
  const job: ScheduledJob = {
    name,
    schedule,
    run: (signal) =>
      new Promise<void>((resolve, reject) => {
        finishers.push(resolve);
        if (signal.aborted) reject(new Error('stopped'));
        signal.addEventListener('abort', () => reject(new Error('stopped')));
      }),
  };
  return { job, finishOldest: () => finishers.shift()?.() };
}

const quickJob = (name: string, schedule: string): ScheduledJob => ({ name, schedule, run: async () => undefined });

describe('the job scheduler', () => {
  it('runs a job at each slot of its cron expression and nothing in between', async () => {
    const clock = new FakeClock(at('2026-06-01T12:00:30Z'));
    const record = recorder();
    const scheduler = new JobScheduler([quickJob('refresh', '0 */5 * * * *')], 'UTC', clock, record.hooks);
    scheduler.start();
    clock.pass(4 * minute);
    expect(record.starts).toEqual([]);
    clock.pass(31_000);
    expect(record.starts).toEqual([{ job: 'refresh', slot: '2026-06-01T12:05:00.000Z' }]);
    for (const ended of [1, 2, 3]) {
      await expect.poll(() => record.ends).toHaveLength(ended);
      clock.pass(5 * minute);
    }
    expect(record.starts.map((start) => start.slot)).toEqual(['2026-06-01T12:05:00.000Z', '2026-06-01T12:10:00.000Z', '2026-06-01T12:15:00.000Z', '2026-06-01T12:20:00.000Z']);
    expect(record.ends.map((end) => end.outcome)).toEqual(['ok', 'ok', 'ok']);
    expect(record.skips).toEqual([]);
    await scheduler.stop();
  });

  it("reads the schedule in the site's time zone", () => {
    const clock = new FakeClock(at('2026-01-10T00:00:00Z'));
    const scheduler = new JobScheduler([quickJob('backup', '0 0 2 * * *')], 'Europe/Berlin', clock);
    scheduler.start();
    expect(new Date(scheduler.nextSlots().backup!).toISOString()).toBe('2026-01-10T01:00:00.000Z');
    const summer = new JobScheduler([quickJob('backup', '0 0 2 * * *')], 'Europe/Berlin', new FakeClock(at('2026-07-09T23:00:00Z')));
    summer.start();
    expect(new Date(summer.nextSlots().backup!).toISOString()).toBe('2026-07-10T00:00:00.000Z');
  });

  it('does not start a job again while its run overruns the next slots, and runs it at the first slot after', async () => {
    const clock = new FakeClock(at('2026-06-01T12:00:00.500Z'));
    const record = recorder();
    const check = heldJob('check', '* * * * * *');
    const scheduler = new JobScheduler([check.job], 'UTC', clock, record.hooks);
    scheduler.start();
    clock.pass(1000);
    expect(record.starts).toHaveLength(1);
    clock.pass(3000);
    expect(record.starts).toHaveLength(1);
    expect(record.skips).toEqual([
      { job: 'check', slot: '2026-06-01T12:00:02.000Z', reason: 'overran' },
      { job: 'check', slot: '2026-06-01T12:00:03.000Z', reason: 'overran' },
      { job: 'check', slot: '2026-06-01T12:00:04.000Z', reason: 'overran' },
    ]);
    expect(scheduler.isRunning('check')).toBe(true);
    check.finishOldest();
    await expect.poll(() => scheduler.isRunning('check')).toBe(false);
    clock.pass(1000);
    expect(record.starts.map((start) => start.slot)).toEqual(['2026-06-01T12:00:01.000Z', '2026-06-01T12:00:05.000Z']);
    check.finishOldest();
    await scheduler.stop();
  });

  it('runs a job once, not once per slot, after the machine slept through many slots', async () => {
    const clock = new FakeClock(at('2026-06-01T12:00:30Z'));
    const record = recorder();
    const scheduler = new JobScheduler([quickJob('refresh', '0 * * * * *')], 'UTC', clock, record.hooks);
    scheduler.start();
    clock.jump(3 * hour);
    clock.pass(30_000);
    expect(record.starts).toEqual([{ job: 'refresh', slot: '2026-06-01T12:01:00.000Z' }]);
    expect(new Date(scheduler.nextSlots().refresh!).toISOString()).toBe('2026-06-01T15:02:00.000Z');
    await expect.poll(() => record.ends).toHaveLength(1);
    clock.pass(minute);
    expect(record.starts).toHaveLength(2);
    expect(record.skips).toEqual([]);
  });

  it('sees a clock set back and runs at the next slot of the new time, not the old one', () => {
    const clock = new FakeClock(at('2026-06-01T12:04:00Z'));
    const record = recorder();
    const scheduler = new JobScheduler([quickJob('refresh', '0 */5 * * * *')], 'UTC', clock, record.hooks);
    scheduler.start();
    clock.jump(-hour);
    clock.pass(2 * minute);
    expect(record.starts).toEqual([{ job: 'refresh', slot: '2026-06-01T11:05:00.000Z' }]);
  });

  it('runs an overdue job at start, before its first slot', () => {
    const clock = new FakeClock(at('2026-06-01T12:00:30Z'));
    const record = recorder();
    const scheduler = new JobScheduler([quickJob('backup', '0 0 2 * * *'), quickJob('check', '0 0 * * * *')], 'UTC', clock, record.hooks);
    scheduler.start(new Set(['backup']));
    expect(record.starts).toEqual([{ job: 'backup', slot: '2026-06-01T12:00:30.000Z' }]);
  });

  it('holds a job back while mayRun says no, and tells why', () => {
    const clock = new FakeClock(at('2026-06-01T12:00:00.500Z'));
    const record = recorder();
    let paused = true;
    const scheduler = new JobScheduler([quickJob('check', '* * * * * *')], 'UTC', clock, { ...record.hooks, mayRun: () => !paused });
    scheduler.start();
    clock.pass(2000);
    expect(record.starts).toEqual([]);
    expect(record.skips.map((skip) => skip.reason)).toEqual(['paused', 'paused']);
    paused = false;
    clock.pass(1000);
    expect(record.starts).toHaveLength(1);
  });

  it('records a failed run with its message and goes on', async () => {
    const clock = new FakeClock(at('2026-06-01T12:00:00.500Z'));
    const record = recorder();
    const failing: ScheduledJob = { name: 'backup', schedule: '* * * * * *', run: () => Promise.reject(new Error('camera 3 did not answer')) };
    const scheduler = new JobScheduler([failing], 'UTC', clock, record.hooks);
    scheduler.start();
    clock.pass(1000);
    await expect.poll(() => record.ends).toHaveLength(1);
    expect(record.ends[0]).toMatchObject({ job: 'backup', outcome: 'failed', message: 'camera 3 did not answer' });
    clock.pass(1000);
    await expect.poll(() => record.ends).toHaveLength(2);
  });

  it('stops: the run under way is aborted and recorded as stopped, nothing starts after', async () => {
    const clock = new FakeClock(at('2026-06-01T12:00:00.500Z'));
    const record = recorder();
    const refresh = heldJob('refresh', '* * * * * *');
    const scheduler = new JobScheduler([refresh.job], 'UTC', clock, record.hooks);
    scheduler.start();
    clock.pass(1000);
    await scheduler.stop();
    expect(record.ends.map((end) => end.outcome)).toEqual(['stopped']);
    clock.pass(5000);
    expect(record.starts).toHaveLength(1);
  });
});
