// Realistic message traffic of a small installation: a front door opening and closing, a
// motion detector in the hall, an outside thermometer drifting slowly, a keypad being used.
// Deterministic for a given seed, so tests and demos can be replayed.

export interface TrafficMessage {
  path: string;
  value: string;
}

/** mulberry32: a small, fast, seedable generator (uniform in [0, 1)). */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}

export const busTrafficPaths = {
  door: 'messages.global.door_front',
  motion: 'messages.global.motion_hall',
  temperature: 'messages.global.temp_outside',
  keypad: 'messages.global.keypad_code',
} as const;

type Kind = keyof typeof busTrafficPaths;

/** How often each kind occurs, out of 10. */
const weights: Array<[Kind, number]> = [
  ['motion', 4],
  ['door', 3],
  ['temperature', 2],
  ['keypad', 1],
];

export class BusTraffic {
  private readonly random: () => number;
  private doorOpen = false;
  private temperature = 7.5;

  constructor(seed: number) {
    this.random = seededRandom(seed);
  }

  next(): TrafficMessage {
    const kind = this.pickKind();
    return { path: busTrafficPaths[kind], value: this.valueOf(kind) };
  }

  private pickKind(): Kind {
    let roll = this.random() * 10;
    for (const [kind, weight] of weights) {
      if (roll < weight) return kind;
      roll -= weight;
    }
    return 'motion';
  }

  private valueOf(kind: Kind): string {
    switch (kind) {
      case 'door':
        this.doorOpen = !this.doorOpen;
        return this.doorOpen ? 'open' : 'closed';
      case 'motion':
        return 'true';
      case 'temperature':
        this.temperature = Math.min(40, Math.max(-25, this.temperature + Math.round((this.random() - 0.5) * 6) / 10));
        return this.temperature.toFixed(1);
      case 'keypad':
        return String(Math.floor(this.random() * 10_000)).padStart(4, '0');
    }
  }
}
