// What the service layer offers the transports: one handler per contract method, the events
// of the engines, and close(). The transports validate inputs before a handler runs and
// outputs and events before they leave (src/main/transport/apiDispatcher.ts).
import type { FileChooser, FolderChooser, SaveFileChooser } from './fileChooser';
import type { ReportDownloads } from './report/reportDownloads';
import type { StudioMode } from '../../shared/api/contract';
import type { CameraStore } from '../workspace';
import type { Technician } from '../siterepo/commitMessage';
import type { EventName, EventPayload, MethodName, MethodOutput, ParsedMethodInput } from '../../shared/api/contract';

/** Who made a call: its signal aborts when the caller goes away (window closed, WebSocket dropped). */
export interface CallContext {
  readonly signal: AbortSignal;
}

/** The studio itself as a caller (start-up checks, tests): it never goes away. */
export const studioItself: CallContext = { signal: new AbortController().signal };

export type StudioHandlers = {
  [M in MethodName]: (input: ParsedMethodInput<M>, caller: CallContext) => Promise<MethodOutput<M>>;
};

/** Events other than bus messages, which each connection batches and counts drops of (EventBatcher). */
export type SnapshotEventName = Exclude<EventName, 'bus.messages'>;

/** The contract's events as the services emit them; `bus.messages` without the per-connection drop counts. */
export type ServiceEvent =
  | { event: 'bus.messages'; payload: Pick<EventPayload<'bus.messages'>, 'messages'> }
  | { [E in SnapshotEventName]: { event: E; payload: EventPayload<E> } }[SnapshotEventName];

export interface StudioServices {
  readonly handlers: StudioHandlers;
  /** Every event of the engines; returns the function that stops listening. */
  onEvent(listener: (event: ServiceEvent) => void): () => void;
  /** Stops the engines, simulated cameras and bus peers; idempotent. */
  close(): Promise<void>;
  /** The report files written in this run, offered for download by id (the web server serves them). */
  readonly reportDownloads?: ReportDownloads;
  /**
   * Runs `run` with the site commits of the calls it makes ending in one commit (the agent's check
   * job: every baseline it checked). Absent, or outside a site: each call commits on its own.
   */
  asOneCommit?<T>(run: () => Promise<T>): Promise<T>;
}

/** A camera the studio is told about at start (`--camera` or a desktop profile). */
export interface CameraConnectionOptions {
  host: string;
  /** Default 80, or 443 with https. */
  port?: number;
  https?: boolean;
  user: string;
  password: string;
  label?: string;
}

export interface StudioServicesOptions {
  /** Start a simulated camera on 127.0.0.1 and the distributor on `lo` with a simulated bus peer. */
  demo: boolean;
  cameras?: CameraConnectionOptions[];
  mode: StudioMode;
  /** Where the cameras the technician adds are kept (docs/workspace.md); without one they last this run only. */
  workspace?: CameraStore;
  /** Who commits a site's changes (the studio's setting); default git's user.name and user.email in the site. */
  technician?: Technician;
  /** The studio's own settings file of the sites opened recently (sites.recent); without one they are kept for this run only. */
  recentSitesFile?: string;
  /**
   * Opens another site or workspace folder for sites.open with the front door's password protection
   * (the desktop app's key store, the web mode's workspace passphrase), the site passphrase given
   * with the call or at start; default: passwords in memory only, the site passphrase given.
   */
  openFolder?: (folder: string, sitePassphrase: string | undefined) => Promise<CameraStore>;
  /** The desktop app's native file dialog (none in web mode: methods that use it answer that it is not there). */
  chooseFile?: FileChooser;
  /** The desktop app's native folder dialog (sites.chooseFolder; none in web mode, where the path is typed). */
  chooseFolder?: FolderChooser;
  /** The desktop app's native save dialog (report.saveCopy; none in web mode, where the page downloads the file). */
  chooseSaveFile?: SaveFileChooser;
  /** The desktop app's system languages (Electron app.getLocale() first), reported by studio.info; web mode has none (the browser's navigator.languages say). */
  systemLanguages?: string[];
}

/** Methods of a group whose handlers live in a file of their own (config.runScript: scriptHandlers.ts). */
type HandledApart = 'config.runScript';

/** The handlers of one group of methods, e.g. HandlersOf<'config'>, less those handled apart. */
export type HandlersOf<Group extends string> = Pick<StudioHandlers, Exclude<Extract<MethodName, `${Group}.${string}`>, HandledApart>>;
