// The remote configuration client: every operation is one command script in one POST to
// /admin/remoteconfig. Answers are checked to the end: cut off, ERROR: lines, credentials and
// foreign peers all become typed errors (errors.ts) that carry what is known to have run.
import { helpIntro } from '../../shared/remoteconfig/commands';
import type { ScriptOperation } from '../../shared/remoteconfig/scriptOperations';
import { configFromEntry, type Transcript, type TranscriptEntry } from '../../shared/remoteconfig/responseParser';
import { applyCommands } from '../../shared/remoteconfig/applyScript';
import { buildScript, prepareRawScript, type ParamAssignment, type ParamReference, type ScriptCommand } from '../../shared/remoteconfig/scriptBuilder';
import { createConfig, getParam, type CameraConfig, type ConfigParam } from '../../shared/remoteconfig/configModel';
import { encodeLatin1 } from '../../shared/remoteconfig/latin1';
import { acceptedByCamera, interpretAnswer } from './answerInterpreter';
import { checkBackupFirmware, parseBackup, verifiableSections } from './backupFile';
import { basicAuthorization, isFactoryCredentials, type CameraCredentials } from './credentials';
import { CameraError, dataWords, VerifyFailedError, type CameraAddress, type VerifyMismatch } from './errors';
import { localizedRangeError } from '../../shared/i18n/localizedError';
import { localize } from '../../shared/i18n/text';
import { postRemoteConfig, type TlsTrust, type TransportTarget } from './httpTransport';
import { MemoryTrustStore, type TrustStore } from './knownCameras';
import { maskPassword, resultOf, type ScriptEndObserver, type ScriptObserver, type SentScriptResult, type StartingScript } from './sentScript';
import { waitForReboot, type RebootWaitOptions } from './rebootWaiter';

export interface RemoteConfigClientOptions {
  host: string;
  /** Default 80, or 443 with `https`. */
  port?: number;
  https?: boolean;
  user: string;
  password: string;
  /** For small scripts. Default 10 s. */
  timeoutMs?: number;
  /** For restores (`restore`, `write` of whole sections). Default 120 s. */
  longTimeoutMs?: number;
  /** Where TLS certificates are pinned on first use. Default: in memory only. */
  trustStore?: TrustStore;
  /** Skip certificate pinning altogether (the explicit escape hatch). */
  insecure?: boolean;
  /** Told when a camera's certificate is pinned for the first time. */
  onCertificatePinned?: (fingerprint: string) => void;
  /** Longest answer read; a peer that sends more is cut off there (AnswerTooLargeError). Default 16 MiB. */
  maxAnswerBytes?: number;
  /** Told about every script before it is sent (and waited for) and how it ended (the audit log); never sees the password. */
  onScriptSent?: ScriptObserver;
}

export const defaultTimeouts = { timeoutMs: 10_000, longTimeoutMs: 120_000 };

/**
 * Bounds of an answer's size. A whole configuration file is some tens of kilobytes, so the
 * default is far above any real answer; the upper bound keeps the decoded text within what a
 * JavaScript string can hold.
 */
export const answerSizeLimits = { defaultBytes: 16 * 1024 ** 2, minBytes: 1024, maxBytes: 512 * 1024 ** 2 };

/** A parameter as read: undefined when the camera has no such parameter. */
export interface ParamReading extends ParamReference {
  value: string | undefined;
}

/** Lets the caller cancel: the request in flight is closed and what already ran is reported (OperationCancelledError). */
export interface Cancellable {
  signal?: AbortSignal;
}

export interface SetParamsOptions extends Cancellable {
  store?: boolean;
  update?: boolean;
  /** Reboot after writing; needs `store`, or the change would be lost in the reboot. */
  reboot?: boolean;
}

export interface RestoreBackupOptions extends Cancellable {
  /** Restore even when the backup's firmware differs from the camera's. */
  force?: boolean;
  reboot?: boolean;
}

export interface ConfigFile {
  /** The file exactly as a backup keeps it: `#:MX-` line, sections, final line end. */
  text: string;
  config: CameraConfig;
}

interface SendOptions extends Cancellable {
  timeoutMs?: number;
}

export class RemoteConfigClient {
  readonly camera: CameraAddress;
  readonly timeoutMs: number;
  readonly longTimeoutMs: number;
  readonly maxAnswerBytes: number;
  private readonly target: TransportTarget;
  // A true private field: never enumerated, serialized or shown by util.inspect.
  readonly #credentials: CameraCredentials;
  private accepted = false;
  private readonly onScriptSent: ScriptObserver | undefined;

  constructor(options: RemoteConfigClientOptions) {
    const https = options.https ?? false;
    this.camera = { host: options.host, port: options.port ?? (https ? 443 : 80) };
    this.timeoutMs = options.timeoutMs ?? defaultTimeouts.timeoutMs;
    this.longTimeoutMs = options.longTimeoutMs ?? defaultTimeouts.longTimeoutMs;
    this.maxAnswerBytes = checkedAnswerLimit(options.maxAnswerBytes ?? answerSizeLimits.defaultBytes);
    if (options.user.includes(':')) throw localizedRangeError(localize('remoteConfig.options.colonInUser', { user: dataWords(options.user) }));
    this.#credentials = { user: options.user, password: options.password };
    const tlsTrust: TlsTrust = options.insecure
      ? { mode: 'insecure' }
      : { mode: 'pinned', store: options.trustStore ?? new MemoryTrustStore(), ...(options.onCertificatePinned ? { onFirstUse: options.onCertificatePinned } : {}) };
    this.target = { ...this.camera, https, tlsTrust };
    this.onScriptSent = options.onScriptSent;
  }

  get user(): string {
    return this.#credentials.user;
  }

  /** True once the camera answered a request with these credentials (HTTP 200 and a camera's answer). */
  get credentialsAccepted(): boolean {
    return this.accepted;
  }

  /** True while the camera is addressed with admin/meinsm: warn the technician. */
  usesFactoryCredentials(): boolean {
    return isFactoryCredentials(this.#credentials);
  }

  /** The running configuration: all sections, or the named ones. */
  async readSections(names?: string[], options: Cancellable = {}): Promise<CameraConfig> {
    const transcript = await this.send('readSections', [names && names.length > 0 ? { kind: 'view', sections: names } : { kind: 'view' }], options);
    const sections = entriesOf(transcript, 'view').flatMap((entry) => configFromEntry(entry).sections);
    return createConfig(sections);
  }

  /**
   * The named sections, each by its own `view section` command in the one request: a section the
   * camera does not have is refused (ERROR:) for its own command only, so the others are still
   * read. `refused`: each such section with the camera's words. With `rebootNeeded`, the same
   * request asks which sections wait for a reboot (null: the camera refused to say).
   */
  async readEachSection(names: string[], options: Cancellable & { rebootNeeded?: boolean } = {}): Promise<{ config: CameraConfig; refused: Array<{ section: string; errors: string[] }>; rebootNeeded: string[] | null }> {
    const views = names.map((name) => ({ kind: 'view' as const, sections: [name] }));
    let transcript: Transcript;
    try {
      transcript = await this.send('readSections', options.rebootNeeded ? [...views, { kind: 'rebootNeeded' as const }] : views, { signal: options.signal });
    } catch (error) {
      // Only refused view (and reboot_needed) commands are an answer to go on with; anything else is the read's failure.
      if (!(error instanceof CameraError) || error.unconfirmed.length > 0 || !error.failures.every((failure) => /^(view section \S+|reboot_needed)$/.test(failure.command))) throw error;
      transcript = error.transcript;
    }
    const viewed = entriesOf(transcript, 'view');
    const sections = viewed.filter((entry) => entry.executed && entry.errors.length === 0).flatMap((entry) => configFromEntry(entry).sections);
    const refused = viewed.filter((entry) => entry.errors.length > 0).map((entry) => ({ section: entry.line.slice('view section '.length), errors: entry.errors }));
    const waiting = entriesOf(transcript, 'reboot_needed')[0];
    const rebootNeeded = options.rebootNeeded && waiting?.executed && waiting.errors.length === 0 ? rebootSections(waiting.data) : null;
    return { config: createConfig(sections), refused, rebootNeeded };
  }

  /** `view configfile`: the whole configuration as a backup file. */
  async readConfigFile(options: Cancellable = {}): Promise<ConfigFile> {
    const transcript = await this.send('readConfigFile', [{ kind: 'viewConfigFile' }], options);
    const entry = entriesOf(transcript, 'view')[0];
    const text = entry ? entry.data.map((line) => `${line}\n`).join('') : '';
    return { text, config: parseBackup(text, 'the camera\'s configuration file') };
  }

  async getParams(refs: ParamReference[], options: Cancellable = {}): Promise<ParamReading[]> {
    const config = await this.readSections(unique(refs.map((ref) => ref.section)), options);
    return refs.map(({ section, name }) => ({ section, name, value: getParam(config, section, name) }));
  }

  /**
   * Writes parameters, reads their sections back (a listing that contradicts the write is a
   * VerifyFailedError) and, as asked, stores, updates and reboots: all in one request. A
   * reboot without store is refused (ScriptError) before anything is sent.
   */
  async setParams(assignments: ParamAssignment[], options: SetParamsOptions = {}): Promise<Transcript> {
    return this.send('setParameters', applyCommands(assignments, options), { signal: options.signal });
  }

  /** Running configuration to flash. Returns the camera's trace lines. */
  async store(): Promise<string[]> {
    return tracesOf(await this.send('store', [{ kind: 'store' }]), 'store');
  }

  /** Applies the changes that need no reboot. Returns the camera's trace lines. */
  async update(): Promise<string[]> {
    return tracesOf(await this.send('update', [{ kind: 'update' }]), 'update');
  }

  /** Running configuration (or the named sections) back from the flash copy. */
  async restore(sections?: string[], options: Cancellable = {}): Promise<Transcript> {
    return this.send('restoreFromFlash', [withSections({ kind: 'restore' }, sections)], { timeoutMs: this.longTimeoutMs, signal: options.signal });
  }

  /** Running configuration (or the named sections) to factory defaults. */
  async reset(sections?: string[]): Promise<Transcript> {
    return this.send('reset', [withSections({ kind: 'reset' }, sections)], { timeoutMs: this.longTimeoutMs });
  }

  async deleteAll(): Promise<Transcript> {
    return this.send('deleteAll', [{ kind: 'deleteAll' }]);
  }

  async deleteSections(sections: string[]): Promise<Transcript> {
    return this.send('deleteSections', [{ kind: 'deleteSections', sections }]);
  }

  async deleteParams(params: ParamReference[]): Promise<Transcript> {
    return this.send('deleteParameters', [{ kind: 'deleteParams', params }]);
  }

  /** Appends parameters to a section; the camera creates the section when absent. */
  async append(section: string, params: ConfigParam[]): Promise<Transcript> {
    return this.send('append', [{ kind: 'append', section, params }]);
  }

  /** The active profile's name, or null when none is active. */
  async profile(): Promise<string | null> {
    const transcript = await this.send('readProfile', [{ kind: 'profile' }]);
    const name = (entriesOf(transcript, 'profile')[0]?.data ?? []).join('').trim();
    return name === '' ? null : name;
  }

  async activateProfile(name: string, options: Cancellable = {}): Promise<Transcript> {
    return this.send('activateProfile', [{ kind: 'activateProfile', name }], options);
  }

  /** Sections changed since the last boot that need a reboot to apply; empty when none. */
  async rebootNeeded(options: Cancellable = {}): Promise<string[]> {
    const transcript = await this.send('rebootNeeded', [{ kind: 'rebootNeeded' }], options);
    return rebootSections(entriesOf(transcript, 'reboot_needed')[0]?.data ?? []);
  }

  /**
   * The camera's firmware (`view section timestamp`) and the sections waiting for a reboot
   * (`reboot_needed`), in one small request: what the Site view's refresh asks every camera.
   */
  async readStatus(options: Cancellable = {}): Promise<{ firmware: string | null; rebootNeeded: string[] }> {
    const transcript = await this.send('readStatus', [{ kind: 'view', sections: ['timestamp'] }, { kind: 'rebootNeeded' }], options);
    const config = createConfig(entriesOf(transcript, 'view').flatMap((entry) => configFromEntry(entry).sections));
    const rebootNeeded = rebootSections(entriesOf(transcript, 'reboot_needed')[0]?.data ?? []);
    return { firmware: getParam(config, 'timestamp', 'VERSION') ?? null, rebootNeeded };
  }

  /** The command names the camera lists in answer to `help`. */
  async help(): Promise<string[]> {
    const transcript = await this.send('help', [{ kind: 'help' }]);
    const data = entriesOf(transcript, 'help')[0]?.data ?? [];
    return data.map((line) => line.trim()).filter((line) => line !== '' && line !== helpIntro);
  }

  /** Runs a raw command file (framed with helo/quit when it is not). */
  async runScript(text: string, options: Cancellable = {}): Promise<Transcript> {
    return this.sendText('script', prepareRawScript(text), { timeoutMs: this.longTimeoutMs, signal: options.signal });
  }

  /** The camera's firmware as `view section timestamp` reports it (VERSION). */
  async firmware(options: Cancellable = {}): Promise<string | undefined> {
    return getParam(await this.readSections(['timestamp'], options), 'timestamp', 'VERSION');
  }

  /**
   * Restores a `view configfile` backup in one request (write, a read-back of the restored
   * sections, store, update, optionally reboot), after checking its `#:MX-` firmware against
   * the camera's unless forced.
   */
  async restoreBackup(fileText: string, options: RestoreBackupOptions = {}): Promise<Transcript> {
    const config = parseBackup(fileText, 'the backup');
    if (!options.force) checkBackupFirmware(this.camera, config, await this.firmware(options));
    const readBack = verifiableSections(config).map((section) => section.name);
    const commands: ScriptCommand[] = [{ kind: 'writeSections', config }, ...(readBack.length > 0 ? [{ kind: 'view' as const, sections: readBack }] : []), { kind: 'store' }, { kind: 'update' }];
    if (options.reboot) commands.push({ kind: 'reboot' });
    return this.send('restoreBackup', commands, { timeoutMs: this.longTimeoutMs, signal: options.signal });
  }

  /** Reboots the camera; changes not stored are lost. Returns as soon as the camera confirmed. */
  async reboot(options: Cancellable = {}): Promise<Transcript> {
    return this.send('reboot', [{ kind: 'reboot' }], options);
  }

  /** Reboots, then waits until the camera has gone down and answers again. */
  async rebootAndWait(options: RebootWaitOptions = {}): Promise<void> {
    await this.reboot(options);
    await this.waitUntilRebooted(options);
  }

  /** Waits for a reboot already asked for (e.g. by setParams with reboot) to go down and come back. */
  async waitUntilRebooted(options: RebootWaitOptions = {}): Promise<void> {
    await waitForReboot(this.camera, (timeoutMs) => this.send('rebootWaitProbe', [], { timeoutMs, signal: options.signal }).then(() => undefined), this.timeoutMs, options);
  }

  /** Reads the parameters back and throws VerifyFailedError for any that differ. */
  async verifyStored(expected: ParamAssignment[], options: Cancellable = {}): Promise<void> {
    const readings = await this.getParams(expected, options);
    const mismatches: VerifyMismatch[] = readings.flatMap((reading, index) => {
      const wanted = expected[index]!.value;
      return reading.value === wanted ? [] : [{ section: reading.section, name: reading.name, expected: wanted, actual: reading.value }];
    });
    if (mismatches.length > 0) throw new VerifyFailedError(this.camera, mismatches);
  }

  private async send(operation: ScriptOperation, commands: ScriptCommand[], options: SendOptions = {}): Promise<Transcript> {
    return this.sendText(operation, buildScript(commands), options);
  }

  private async sendText(operation: ScriptOperation, scriptText: string, options: SendOptions): Promise<Transcript> {
    const body = encodeLatin1(scriptText, 'the command script');
    if (!this.onScriptSent) return this.post(body, scriptText, options);
    const startedAt = new Date();
    const ended = await this.tellStarting({ camera: this.camera, operation, script: maskPassword(scriptText, this.#credentials.password), startedAt });
    try {
      const transcript = await this.post(body, scriptText, options);
      tellEnded(ended, startedAt, { status: 'ok' });
      return transcript;
    } catch (error) {
      tellEnded(ended, startedAt, resultOf(error, this.#credentials.password));
      throw error;
    }
  }

  /** Tells the observer a script is about to go out, and waits for it (the audit line on disk). */
  private async tellStarting(script: StartingScript): Promise<ScriptEndObserver | undefined> {
    try {
      return await this.onScriptSent?.(script);
    } catch {
      return undefined; // The observer keeps its own failures (ScriptObserver must not throw); the script still goes out.
    }
  }

  private async post(body: Uint8Array, scriptText: string, { timeoutMs = this.timeoutMs, signal }: SendOptions): Promise<Transcript> {
    const maxAnswerBytes = this.maxAnswerBytes;
    const answer = await postRemoteConfig(this.target, { body, authorization: basicAuthorization(this.#credentials), timeoutMs, maxAnswerBytes, signal });
    if (acceptedByCamera(answer)) this.accepted = true;
    return interpretAnswer({ camera: this.camera, user: this.#credentials.user, scriptText, timeoutMs, maxAnswerBytes, answer });
  }
}

function tellEnded(ended: ScriptEndObserver | undefined, startedAt: Date, result: SentScriptResult): void {
  try {
    ended?.({ durationMs: Date.now() - startedAt.getTime(), result });
  } catch {
    // The observer keeps its own failures (ScriptObserver must not throw); the camera's answer stands.
  }
}

function checkedAnswerLimit(bytes: number): number {
  const { minBytes, maxBytes } = answerSizeLimits;
  if (!Number.isInteger(bytes) || bytes < minBytes || bytes > maxBytes) {
    throw localizedRangeError(localize('remoteConfig.options.answerLimit', { min: String(minBytes), max: String(maxBytes), given: String(bytes) }));
  }
  return bytes;
}

function withSections<T extends { kind: 'reset' | 'restore' }>(command: T, sections: string[] | undefined): T & { sections?: string[] } {
  return sections && sections.length > 0 ? { ...command, sections } : command;
}

function entriesOf(transcript: Transcript, command: string): TranscriptEntry[] {
  return transcript.entries.filter((entry) => entry.kind === 'command' && entry.command === command);
}

function tracesOf(transcript: Transcript, command: string): string[] {
  return entriesOf(transcript, command).flatMap((entry) => entry.traces);
}

function unique(values: string[]): string[] {
  return [...new Set(values)];
}

/** The sections a `reboot_needed` answer names, one a line. */
function rebootSections(lines: readonly string[]): string[] {
  return lines.map((line) => line.trim()).filter((line) => line !== '');
}
