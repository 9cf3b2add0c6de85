// The message bus: the distributor's state, the simulated bus peers, the console's feed of
// received messages (a bounded ring outside React state, see consoleFeed.ts; `feedVersion`
// counts its changes so the console re-renders at most once per batch and every minRedrawMs, not per message), and the
// send form's history and templates, the recordings and the replays. Filled by busEvents.ts and the load actions of
// busActions.ts; the console's view settings (filter, pause, capacity) are UI state.
import { createStore } from 'zustand/vanilla';
import type { BusTemplatesState } from '../../../shared/api/busTemplateSchemas';
import type { EventPayload } from '../../../shared/api/contract';
import type { BusMessage, DistributorState } from '../../../shared/api/distributorSchemas';
import type { RecordingFileView, RecordingView, ReplayView } from '../../../shared/api/recordingSchemas';
import type { SimulatedBusPeerView } from '../../../shared/api/simulatorSchemas';
import { ConsoleFeed, minConsoleCapacity } from './consoleFeed';
import type { MessageFilterSpec } from '../../../shared/distributor/messageFilter';

export interface BusState {
  distributor: DistributorState | null;
  peers: SimulatedBusPeerView[];
  /** Received messages: mutated in place, read at `feedVersion`. */
  feed: ConsoleFeed;
  /** A recording opened to browse offline: the console shows it instead of `feed` (which keeps receiving). */
  offline: OfflineRecording | null;
  feedVersion: number;
  /** Messages received since the studio opened (kept or pushed out). */
  receivedTotal: number;
  /** Messages the transport dropped because this window fell behind (from the event). */
  droppedTotal: number;
  templates: BusTemplatesState;
  /** The recordings of this studio session (active and stopped). */
  recordings: RecordingView[];
  /** The replays of this studio session. */
  replays: ReplayView[];
  /** The recording files of the recordings folder (what Replay and Open offer), as last loaded. */
  recordingFiles: RecordingFileView[];
  setDistributor(state: DistributorState): void;
  setPeers(peers: SimulatedBusPeerView[]): void;
  receive(payload: EventPayload<'bus.messages'>): void;
  setTemplates(templates: BusTemplatesState): void;
  setRecordings(recordings: RecordingView[]): void;
  setReplays(replays: ReplayView[]): void;
  setRecordingFiles(files: RecordingFileView[]): void;
  setFilter(filter: MessageFilterSpec): void;
  setPaused(paused: boolean): void;
  setCapacity(capacity: number): void;
  clearConsole(): void;
  openOffline(recording: { file: string; total: number; messages: BusMessage[] }): void;
  closeOffline(): void;
}

export interface OfflineRecording {
  file: string;
  /** Messages in the file (the feed holds the first maxOpenedMessages). */
  total: number;
  feed: ConsoleFeed;
}

/** The feed the console shows: the opened recording's, else the live one. */
export function viewedFeed(state: Pick<BusState, 'feed' | 'offline'>): ConsoleFeed {
  return state.offline?.feed ?? state.feed;
}

/**
 * The time the path tree's rates and ages are counted back from: now for the live feed; for
 * an opened recording its own last message, so it reads as it did when the recording ended.
 */
export function statisticsTime(state: Pick<BusState, 'offline'>, now: number): number {
  return state.offline ? state.offline.feed.newestAt : now;
}

/**
 * Batches arriving closer together than this are drawn together: under thousands of messages a
 * second the console redraws about five times a second instead of with every batch, while a
 * quiet bus still shows each message as it comes.
 */
export const minRedrawMs = 200;

export function createBusStore(feed = new ConsoleFeed(), redrawMs = minRedrawMs) {
  return createStore<BusState>()((set) => {
    /** Received but not yet published: the counts move with the feed's next version. */
    let unpublished = { received: 0, droppedTotal: 0 };
    let publishedAt = Number.NEGATIVE_INFINITY;
    let publishTimer: ReturnType<typeof setTimeout> | null = null;
    const publishReceived = () => {
      publishTimer = null;
      publishedAt = Date.now();
      const { received, droppedTotal } = unpublished;
      unpublished = { received: 0, droppedTotal: 0 };
      set((state) => ({ feedVersion: state.feedVersion + 1, receivedTotal: state.receivedTotal + received, droppedTotal: Math.max(state.droppedTotal, droppedTotal) }));
    };
    /** Applies `change` to a feed (by default the one shown) and publishes it as a new version. */
    const changeFeed = (change: (feed: ConsoleFeed) => void, extra: Partial<BusState> | ((state: BusState) => Partial<BusState>) = {}, which: (state: BusState) => ConsoleFeed = viewedFeed) =>
      set((state) => {
        change(which(state));
        return { feedVersion: state.feedVersion + 1, ...(typeof extra === 'function' ? extra(state) : extra) };
      });
    return {
      distributor: null,
      peers: [],
      feed,
      offline: null,
      feedVersion: 0,
      receivedTotal: 0,
      droppedTotal: 0,
      templates: { templates: [], history: [] },
      recordings: [],
      recordingFiles: [],
      replays: [],
      setDistributor: (distributor) => set({ distributor }),
      setPeers: (peers) => set({ peers }),
      // The live feed takes every batch at once (pause counts, the filtered view, the tree's
      // statistics stay exact); only telling the components waits for the next redraw.
      receive: (payload) => {
        feed.receive(payload.messages);
        unpublished.received += payload.messages.length;
        unpublished.droppedTotal = Math.max(unpublished.droppedTotal, payload.droppedTotal);
        const wait = publishedAt + redrawMs - Date.now();
        if (wait <= 0) publishReceived();
        else publishTimer ??= setTimeout(publishReceived, wait);
      },
      setTemplates: (templates) => set({ templates }),
      setRecordings: (recordings) => set({ recordings }),
      setRecordingFiles: (recordingFiles) => set({ recordingFiles }),
      setReplays: (replays) => set({ replays }),
      setFilter: (filter) => changeFeed((current) => current.setFilter(filter)),
      setPaused: (paused) => changeFeed((current) => (paused ? current.pause() : current.resume())),
      setCapacity: (capacity) => changeFeed((current) => current.setCapacity(capacity)),
      clearConsole: () => changeFeed((current) => current.clear()),
      openOffline: ({ file, total, messages }) =>
        set((state) => {
          const offlineFeed = new ConsoleFeed(Math.max(minConsoleCapacity, messages.length));
          offlineFeed.setFilter(state.feed.filterSpec);
          offlineFeed.receive(messages);
          return { offline: { file, total, feed: offlineFeed }, feedVersion: state.feedVersion + 1 };
        }),
      closeOffline: () => set((state) => ({ offline: null, feedVersion: state.feedVersion + 1 })),
    };
  });
}

export type BusStore = ReturnType<typeof createBusStore>;
