import { describe, expect, it } from 'vitest';
import { SendQueue, type QueuedMessage } from '../../../../src/main/distributor/core/sendQueue';

const sizeOfValue = (message: { value: string }): number => message.value.length;

function message(id: number, bytes: number): QueuedMessage {
  return { id, path: 'messages.global.x', value: 'v'.repeat(bytes), attemptsSent: 0 };
}

describe('SendQueue', () => {
  it('packs the longest FIFO prefix that fits, never skipping ahead', () => {
    const queue = new SendQueue(10);
    [400, 400, 800, 100].forEach((bytes, id) => queue.offer(message(id, bytes)));
    expect(queue.nextPackage(1000, sizeOfValue).map((m) => m.id)).toEqual([0, 1]); // 100 would fit, but comes after 800
  });

  it('sends each message in `attempts` successive packages, then removes it', () => {
    const queue = new SendQueue(10);
    [500, 500, 500].forEach((bytes, id) => queue.offer(message(id, bytes)));
    const packages: string[] = [];
    for (let round = 0; round < 6 && queue.length > 0; round++) {
      const taken = queue.nextPackage(1000, sizeOfValue);
      packages.push(taken.map((m) => `${m.id}#${m.attemptsSent}`).join(' '));
      queue.markSent(taken, 2);
    }
    expect(packages).toEqual(['0#0 1#0', '0#1 1#1', '2#0', '2#1']);
  });

  it('reports first copies only once, for msg_tx', () => {
    const queue = new SendQueue(10);
    queue.offer(message(1, 10));
    expect(queue.markSent(queue.nextPackage(100, sizeOfValue), 3)).toHaveLength(1);
    queue.offer(message(2, 10));
    expect(queue.markSent(queue.nextPackage(100, sizeOfValue), 3).map((m) => m.id)).toEqual([2]);
  });

  it('refuses when full and frees room as messages complete', () => {
    const queue = new SendQueue(2);
    expect(queue.offer(message(1, 10))).toBe(true);
    expect(queue.offer(message(2, 10))).toBe(true);
    expect(queue.offer(message(3, 10))).toBe(false);
    expect(queue.isFull).toBe(true);
    queue.markSent(queue.nextPackage(100, sizeOfValue), 1);
    expect(queue.length).toBe(0);
  });

  it('removes messages beyond a lowered attempt count at their next package', () => {
    const queue = new SendQueue(4);
    queue.offer(message(1, 10));
    queue.markSent(queue.nextPackage(100, sizeOfValue), 5);
    queue.markSent(queue.nextPackage(100, sizeOfValue), 5);
    queue.markSent(queue.nextPackage(100, sizeOfValue), 2); // resend lowered from 5 to 2
    expect(queue.length).toBe(0);
  });
});
