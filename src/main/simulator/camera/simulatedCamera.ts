// One simulated camera: its state, its HTTP(S) endpoint on 127.0.0.1, reboots and faults.
import { maxBaseLatencyMs } from '../cameraLimits';
import type { Duplex } from 'node:stream';
import type { CameraConfig } from '../../../shared/remoteconfig/configModel';
import { identityOf, type CameraIdentity } from './cameraIdentity';
import { SimulatedCameraState } from './simulatedCameraState';
import { factoryConfig, defaultFirmware } from './factoryConfig';
import { mergeFaults, noFaults, type CameraFaults } from './faults';
import { loadFlashFile, saveFlashFile } from './flashFile';
import { factoryCredentials, type CameraCredentials } from '../../remoteconfig/credentials';
import { BasicAuthChecker } from './http/basicAuth';
import { CameraListener, type TlsKeyPair } from './http/cameraListener';
import { serveRemoteConfig } from './http/remoteConfigEndpoint';
import { remoteConfigPath } from '../../../shared/remoteconfig/commands';
import { runScript, type ScriptOutcome } from './interpreter';
import { activeProfile } from './profiles';

export interface SimulatedCameraOptions {
  /** Basic auth user; factory default `admin`. */
  user?: string;
  /** Basic auth password; factory default `meinsm`. Kept only as a salted hash. */
  password?: string;
  /** The realm of the 401 answer's `WWW-Authenticate` header. */
  realm?: string;
  /** How long a reboot keeps the camera off the network; default 5 s. */
  rebootSeconds?: number;
  /** File that keeps the flash copy: loaded at construction when it exists, written on `store`. */
  statePath?: string;
  faults?: Partial<CameraFaults>;
  /** Milliseconds the web server takes before every answer, as a real camera's does (0 to 60000); the `latencyMs` fault adds to it. Default 0. */
  baseLatencyMs?: number;
  /** Which camera of a fleet this is (1, 2, ...): picks its name, SIP number and IP value. */
  cameraNumber?: number;
  /** Overrides parts of the identity `cameraNumber` gives. */
  identity?: Partial<CameraIdentity>;
  /** Extra generated parameters (sections gen001, gen002, ... of 40 each) in the factory configuration; default 0. */
  generatedParams?: number;
  /** Firmware version, as in the `#:MX-...` line and timestamp/VERSION. */
  firmware?: string;
  /** Serve HTTPS with this key and certificate instead of HTTP. */
  https?: TlsKeyPair;
  /** Address to listen on; default 127.0.0.1. */
  host?: string;
  /** Receives one line per request and per reboot; never a password. */
  log?: (line: string) => void;
  /**
   * Asked with every script once it has run: a promise holds its answer back until it settles
   * or the client closes the connection (a test catches a client while the camera has its
   * request: the change is made, no answer came yet). Undefined: answered at once.
   */
  holdAnswer?: (script: string) => Promise<void> | undefined;
}

export interface SimulatedCameraEndpoint {
  url: string;
  port: number;
}

export const defaultRebootSeconds = 5;

export class SimulatedCamera {
  readonly identity: CameraIdentity;
  readonly firmware: string;
  readonly rebootSeconds: number;
  private readonly state: SimulatedCameraState;
  private readonly listener: CameraListener;
  private auth: BasicAuthChecker;
  private readonly realm: string;
  private readonly host: string;
  private readonly log: (line: string) => void;
  private readonly holdAnswer: (script: string) => Promise<void> | undefined;
  private readonly baseLatencyMs: number;
  private currentFaults: CameraFaults;
  private boundPort: number | null = null;
  private rebootTimer: NodeJS.Timeout | null = null;
  /** Settles once the listener listens again after refuseConnections was switched off. */
  private listening: Promise<void> = Promise.resolve();
  private bootWaiters: Array<{ resolve: () => void; reject: (error: Error) => void }> = [];

  constructor(options: SimulatedCameraOptions = {}) {
    this.identity = { ...identityOf(options.cameraNumber ?? 1), ...options.identity };
    this.firmware = options.firmware ?? defaultFirmware;
    this.rebootSeconds = options.rebootSeconds ?? defaultRebootSeconds;
    if (!Number.isFinite(this.rebootSeconds) || this.rebootSeconds < 0) throw new RangeError(`rebootSeconds must be 0 or more, got ${this.rebootSeconds}`);
    this.baseLatencyMs = options.baseLatencyMs ?? 0;
    if (!Number.isInteger(this.baseLatencyMs) || this.baseLatencyMs < 0 || this.baseLatencyMs > maxBaseLatencyMs) {
      throw new RangeError(`baseLatencyMs must be a whole number from 0 to ${maxBaseLatencyMs}, got ${this.baseLatencyMs}`);
    }
    this.currentFaults = mergeFaults(noFaults, options.faults ?? {});
    this.auth = new BasicAuthChecker({ user: options.user ?? factoryCredentials.user, password: options.password ?? factoryCredentials.password });
    this.realm = options.realm ?? 'Camera Administration';
    this.host = options.host ?? '127.0.0.1';
    this.log = options.log ?? (() => undefined);
    this.holdAnswer = options.holdAnswer ?? (() => undefined);
    const statePath = options.statePath;
    this.state = new SimulatedCameraState({
      firmware: this.firmware,
      factory: factoryConfig(this.identity, this.firmware, options.generatedParams ?? 0),
      flash: (statePath ? loadFlashFile(statePath) : null) ?? undefined,
      persistFlash: statePath ? (flash) => saveFlashFile(statePath, flash) : undefined,
    });
    this.listener = new CameraListener(this.host, options.https, {
      serve: (socket) => void this.serve(socket),
      refuseConnections: () => this.currentFaults.refuseConnections,
      log: (line) => this.log(line),
    });
  }

  /** Starts listening; port 0 (the default) picks a free port. */
  async start(port = 0): Promise<SimulatedCameraEndpoint> {
    if (this.boundPort !== null) throw new Error(`camera already started on port ${this.boundPort}`);
    this.boundPort = await this.listener.listen(port);
    if (this.currentFaults.refuseConnections) this.listener.stopAccepting();
    return { url: this.url, port: this.boundPort };
  }

  async stop(): Promise<void> {
    if (this.rebootTimer) clearTimeout(this.rebootTimer);
    this.rebootTimer = null;
    this.listener.close();
    this.boundPort = null;
    this.settleBootWaiters();
  }

  get port(): number {
    if (this.boundPort === null) throw new Error('camera not started');
    return this.boundPort;
  }

  get url(): string {
    return `${this.listener.protocol}://${this.host}:${this.port}${remoteConfigPath}`;
  }

  get running(): CameraConfig {
    return structuredClone(this.state.running);
  }

  get flash(): CameraConfig {
    return structuredClone(this.state.flash);
  }

  get factory(): CameraConfig {
    return structuredClone(this.state.factory);
  }

  /** What the camera's daemons run with: the boot configuration plus what `update` applied. */
  get applied(): CameraConfig {
    return structuredClone(this.state.applied);
  }

  /** The active profile's name, '' when none. */
  get activeProfile(): string {
    return activeProfile(this.state.running);
  }

  rebootNeeded(): string[] {
    return this.state.rebootNeeded();
  }

  get faults(): CameraFaults {
    return { ...this.currentFaults };
  }

  setFaults(faults: Partial<CameraFaults>): void {
    const wasRefusing = this.currentFaults.refuseConnections;
    this.currentFaults = mergeFaults(this.currentFaults, faults);
    if (this.currentFaults.refuseConnections !== wasRefusing) this.followRefusal();
  }

  // Refusing is not listening: a connect fails (ECONNREFUSED) before any byte of a request is
  // sent, so a client can tell it from a connection reset after it sent its request. During a
  // reboot the end of the reboot listens again, or not, as the fault then says.
  private followRefusal(): void {
    if (this.boundPort === null || this.isRebooting()) return;
    if (this.currentFaults.refuseConnections) {
      this.listener.stopAccepting();
      return;
    }
    const port = this.boundPort;
    this.listening = listenAgain(this.listener, port).then(
      () => this.log(`[${this.identity.name}] accepting connections again on port ${port}`),
      (error: unknown) => this.log(`[${this.identity.name}] could not listen on port ${port} again: ${(error as Error).message}`),
    );
  }

  isRebooting(): boolean {
    return this.rebootTimer !== null;
  }

  /** Resolves once the camera accepts connections again (at once when it is not rebooting or listening again after refusing). */
  whenUp(): Promise<void> {
    if (!this.isRebooting()) return this.listening;
    return new Promise((resolve, reject) => this.bootWaiters.push({ resolve, reject }));
  }

  /** Takes other web server credentials from the next request on, as a technician sets them on the camera's own page (kept as a salted hash, as at construction). */
  setCredentials(credentials: CameraCredentials): void {
    this.auth = new BasicAuthChecker(credentials);
  }

  /**
   * A factory reset, as the camera's reset button does it, without the reboot's pause: the
   * factory user and password (admin / meinsm) from the next request on, and the factory
   * configuration running and in flash; the firmware stays.
   */
  resetToFactory(): void {
    this.auth = new BasicAuthChecker(factoryCredentials);
    this.state.resetToFactory();
    this.log(`[${this.identity.name}] reset to factory settings`);
  }

  /** Runs a script as if it had been posted, without HTTP (a reboot it asks for starts at once). */
  runScript(body: string): ScriptOutcome {
    const outcome = runScript(body, this.state);
    if (outcome.rebootRequested && this.boundPort !== null) this.beginReboot();
    return outcome;
  }

  private async serve(socket: Duplex): Promise<void> {
    await serveRemoteConfig(socket, {
      auth: this.auth,
      realm: this.realm,
      faults: () => this.currentFaults,
      baseLatencyMs: this.baseLatencyMs,
      runScript: (body) => runScript(body, this.state),
      beforeAnswer: (outcome, answering) => {
        if (outcome.rebootRequested) this.beginReboot(answering);
      },
      holdAnswer: (script) => this.holdAnswer(script),
      log: (line) => this.log(`[${this.identity.name}] ${line}`),
    });
  }

  /** Goes off the network (the answer being written still goes out), back after the reboot time. */
  private beginReboot(answering?: Duplex): void {
    if (this.isRebooting()) return;
    const seconds = this.rebootSeconds + this.currentFaults.extraRebootSeconds;
    this.log(`[${this.identity.name}] rebooting, back in ${seconds} s`);
    this.listener.stopAccepting();
    this.listener.dropConnections(answering);
    this.rebootTimer = setTimeout(() => void this.finishReboot(), seconds * 1000);
  }

  private async finishReboot(): Promise<void> {
    this.state.boot();
    try {
      if (!this.currentFaults.refuseConnections) this.boundPort = await listenAgain(this.listener, this.port);
      this.rebootTimer = null;
      this.log(`[${this.identity.name}] up again on port ${this.boundPort}`);
      this.settleBootWaiters();
    } catch (error) {
      this.rebootTimer = null;
      const failure = new Error(`camera ${this.identity.name} could not listen on port ${this.port} again after its reboot: ${(error as Error).message}`);
      this.log(failure.message);
      this.settleBootWaiters(failure);
    }
  }

  private settleBootWaiters(failure?: Error): void {
    const waiters = this.bootWaiters;
    this.bootWaiters = [];
    for (const waiter of waiters) {
      if (failure) waiter.reject(failure);
      else waiter.resolve();
    }
  }
}

/** Listens on the same port again, retrying briefly while another socket still holds it. */
async function listenAgain(listener: CameraListener, port: number): Promise<number> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await listener.listen(port);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE' || attempt >= 20) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}
