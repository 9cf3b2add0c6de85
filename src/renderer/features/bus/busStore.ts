// The message bus: the distributor's state, the simulated bus peers, and the messages the
// console shows (the newest `consoleCapacity`; older ones scroll out, counted as such).
// Filled by busEvents.ts and the load actions of busActions.ts.
import { createStore } from 'zustand/vanilla';
import type { EventPayload } from '../../../shared/api/contract';
import type { BusMessage, DistributorState } from '../../../shared/api/distributorSchemas';
import type { SimulatedBusPeerView } from '../../../shared/api/simulatorSchemas';

export const consoleCapacity = 500;

export interface BusState {
  distributor: DistributorState | null;
  peers: SimulatedBusPeerView[];
  /** The newest messages, oldest first. */
  messages: BusMessage[];
  /** Messages received since the studio opened (shown or scrolled out). */
  receivedTotal: number;
  /** Messages the transport dropped because this window fell behind (from the event). */
  droppedTotal: number;
  setDistributor(state: DistributorState): void;
  setPeers(peers: SimulatedBusPeerView[]): void;
  receive(payload: EventPayload<'bus.messages'>): void;
  clearConsole(): void;
}

export function createBusStore() {
  return createStore<BusState>()((set) => ({
    distributor: null,
    peers: [],
    messages: [],
    receivedTotal: 0,
    droppedTotal: 0,
    setDistributor: (distributor) => set({ distributor }),
    setPeers: (peers) => set({ peers }),
    receive: (payload) =>
      set((state) => ({
        messages: [...state.messages, ...payload.messages].slice(-consoleCapacity),
        receivedTotal: state.receivedTotal + payload.messages.length,
        droppedTotal: Math.max(state.droppedTotal, payload.droppedTotal),
      })),
    clearConsole: () => set({ messages: [] }),
  }));
}

export type BusStore = ReturnType<typeof createBusStore>;
