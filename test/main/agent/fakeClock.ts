// A clock the test moves by hand. As with Node's timers, a wake is due after a span of passing
// time (monotonic), not at a wall-clock time: `pass` lets time go by and fires the wakes due,
// earliest first; `jump` sets the wall clock forward or back (a machine back from sleep, a
// clock corrected) and fires nothing by itself.
import type { AgentClock } from '../../../src/main/agent/agentClock';

interface Wake {
  dueElapsed: number;
  wake: () => void;
}

export class FakeClock implements AgentClock {
  private readonly wakes = new Set<Wake>();
  private elapsed = 0;

  constructor(private wall: number) {}

  now(): number {
    return this.wall;
  }

  wakeAt(at: number, wake: () => void): () => void {
    const entry = { dueElapsed: this.elapsed + Math.max(0, at - this.wall), wake };
    this.wakes.add(entry);
    return () => void this.wakes.delete(entry);
  }

  /** Lets `ms` of time pass, firing each wake at its moment. */
  pass(ms: number): void {
    const end = this.elapsed + ms;
    for (;;) {
      const due = [...this.wakes].filter((entry) => entry.dueElapsed <= end).sort((a, b) => a.dueElapsed - b.dueElapsed)[0];
      if (due === undefined) break;
      this.moveTo(due.dueElapsed);
      this.wakes.delete(due);
      due.wake();
    }
    this.moveTo(end);
  }

  /** Sets the wall clock `ms` forward (or back, negative) at once. */
  jump(ms: number): void {
    this.wall += ms;
  }

  private moveTo(elapsed: number): void {
    this.wall += elapsed - this.elapsed;
    this.elapsed = elapsed;
  }
}
