import { describe, expect, it } from 'vitest';
import { consoleCapacity, createBusStore } from '../../../../src/renderer/features/bus/busStore';
import { busMessage } from '../../studioFixtures';

describe('the bus store', () => {
  it('keeps the newest messages up to the console capacity and counts all received', () => {
    const bus = createBusStore();
    const many = Array.from({ length: consoleCapacity + 20 }, (_, n) => busMessage(n));
    bus.getState().receive({ messages: many, dropped: 0, droppedTotal: 0 });
    const { messages, receivedTotal } = bus.getState();
    expect(messages).toHaveLength(consoleCapacity);
    expect(messages[0]?.path).toBe('messages.global.m20');
    expect(receivedTotal).toBe(consoleCapacity + 20);
  });

  it('shows the transport drop count it is told, never less', () => {
    const bus = createBusStore();
    bus.getState().receive({ messages: [], dropped: 5, droppedTotal: 5 });
    bus.getState().receive({ messages: [busMessage(1)], dropped: 2, droppedTotal: 7 });
    expect(bus.getState().droppedTotal).toBe(7);
  });
});
