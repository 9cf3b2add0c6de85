// DistributorBroadcastCore: the message distributor (spec 1B, 3). init(userConfig) makes it
// active on one interface's IPv4 broadcast address, or inactive with a reason; calling it again
// applies a changed user configuration at run time without losing queued messages. send()
// queues a message; packages leave at poll_freq, each message in `resend` successive packages.
// Received packages are authenticated, checked against the clock and for replays, deduplicated
// and delivered as `message` events. See docs/distributor.md.
import { randomBytes, randomInt } from 'node:crypto';
import type dgram from 'node:dgram';
import { networkInterfaces } from 'node:os';
import { assertValidMessage } from '../../../shared/distributor/messagePath';
import { errorAsText } from '../../../shared/i18n/errorWords';
import { englishText } from '../../../shared/i18n/renderText';
import { localize, type Text } from '../../../shared/i18n/text';
import type { AuthFailureReport, PutPublication } from '../../../shared/distributor/statistics';
import { createPackageCodec, type PackageCodec, type PackageCodecOptions } from '../codec';
import { resolveBroadcastInterface, type InterfaceTable, type SystemConfig, type UserConfig } from '../config';
import { closeQuietly, defaultSocketFactory, openBroadcastSocket, type SocketFactory } from './broadcastSocket';
import { DistributorInactiveError, MessageTooLargeError, SendQueueFullError } from './errors';
import type { DistributorEvents, DistributorState, DistributorWarning, TraceEvent } from './events';
import { receivePackage, type LossInjector, type ReceiverContext, type TraceSink } from './packageReceiver';
import { PackagePacer } from './packagePacer';
import { defaultMaxSenders, defaultMessageWindowSize, SenderReplayTable } from './senderReplayTable';
import { SendQueue, toWire, type QueuedMessage } from './sendQueue';
import { defaultMaxTrackedPeers, StatisticsLedger, type DropReport, type PeerActivity, type PeerIdentity } from './statisticsLedger';
import { TypedEvents } from './typedEvents';

export interface DistributorCoreOptions {
  /** Process id written into packages (default process.pid). Two cores in one process need two. */
  pid?: number;
  /** Wall clock in ms since the epoch, for package timestamps and the clock-offset check. */
  clock?: () => number;
  socketFactory?: SocketFactory;
  /** The host's interface table (default os.networkInterfaces()); tests pass a fake one. */
  interfaces?: () => InterfaceTable;
  /** Tests only: simulate packages lost on the wire. */
  lossInjector?: LossInjector;
  /** Messages that may wait to be sent (default 1024). */
  sendQueueCapacity?: number;
  /** Period of the `statistics` event (default 1000 ms; 0 = no periodic event). */
  statisticsIntervalMs?: number;
  /** Message ids remembered per sender for deduplication (power of two, default 4096). */
  dedupeWindowSize?: number;
  /** Peers (IP + PID) tracked for statistics (default 1024). */
  maxTrackedPeers?: number;
  /** Senders (address + PID + instance) tracked for replay protection (default 4096). */
  maxSenders?: number;
  /** The wire format (default: version 2, createPackageCodec). */
  codecFactory?: (options: PackageCodecOptions) => PackageCodec;
}

export const defaultSendQueueCapacity = 1024;

interface ActiveSetup {
  iface: string;
  address: string;
  broadcast: string;
  port: number;
  socket: dgram.Socket;
  codec: PackageCodec;
  user: UserConfig['broadcast'];
  /** What received packages are checked against; built once per init(), not per package. */
  receiver: ReceiverContext;
}


export class DistributorBroadcastCore {
  readonly events = new TypedEvents<DistributorEvents>();
  readonly pid: number;
  /** Random per core: tells our own packages from others', and a restarted process (same PID) from the old one. */
  readonly instance = randomBytes(8).toString('hex');
  private readonly clock: () => number;
  private readonly socketFactory: SocketFactory;
  private readonly interfaceTable: () => InterfaceTable;
  private readonly queue: SendQueue;
  private readonly ledger: StatisticsLedger;
  private readonly replay: SenderReplayTable;
  private readonly pacer: PackagePacer;
  private readonly statisticsTimer: NodeJS.Timeout | null;
  private setup: ActiveSetup | null = null;
  private inactiveReason: Text = localize('distributor.inactive.notSetUp');
  private initChain: Promise<unknown> = Promise.resolve();
  private closed = false;
  private nextMessageId = randomInt(2 ** 32) >>> 0;
  private nextSequence = 0;
  private drainWaiters: Array<() => void> = [];
  private readonly emitTrace = (event: TraceEvent): void => this.events.emit('trace', event);
  private roomWaiters: Array<() => void> = [];

  constructor(
    readonly systemConfig: SystemConfig,
    private readonly options: DistributorCoreOptions = {},
  ) {
    this.pid = options.pid ?? process.pid;
    this.clock = options.clock ?? Date.now;
    this.socketFactory = options.socketFactory ?? defaultSocketFactory;
    this.interfaceTable = options.interfaces ?? networkInterfaces;
    this.queue = new SendQueue(options.sendQueueCapacity ?? defaultSendQueueCapacity);
    this.ledger = new StatisticsLedger(options.maxTrackedPeers ?? defaultMaxTrackedPeers);
    this.replay = new SenderReplayTable({ maxSenders: options.maxSenders ?? defaultMaxSenders, messageWindowSize: options.dedupeWindowSize ?? defaultMessageWindowSize });
    this.pacer = new PackagePacer(1, () => this.sendOnePackage());
    const interval = options.statisticsIntervalMs ?? 1000;
    this.statisticsTimer = interval > 0 ? setInterval(() => this.events.emit('statistics', this.statistics()), interval) : null;
    this.statisticsTimer?.unref();
  }

  /** Applies `userConfig`; true = active. Calls are applied one after the other. */
  init(userConfig: UserConfig): Promise<boolean> {
    const result = this.initChain.then(() => this.apply(userConfig));
    this.initChain = result.catch(() => undefined);
    return result;
  }

  get active(): boolean {
    return this.setup !== null;
  }

  /** Why the distributor is inactive, or null while it is active. */
  get reason(): string | null {
    return this.setup ? null : englishText(this.inactiveReason);
  }

  /** Why the distributor is inactive as a text of the catalog, or null while it is active. */
  get reasonText(): Text | null {
    return this.setup ? null : this.inactiveReason;
  }

  /** This process as peers see it. */
  get self(): PeerIdentity {
    return { IP: this.setup?.address ?? '0.0.0.0', PID: this.pid };
  }

  get queuedMessages(): number {
    return this.queue.length;
  }

  state(): DistributorState {
    const setup = this.setup;
    return {
      active: setup !== null,
      reason: this.reason,
      iface: setup?.iface ?? null,
      address: setup?.address ?? null,
      broadcastAddress: setup?.broadcast ?? null,
      port: setup?.port ?? null,
      encrypted: setup?.codec.encrypted ?? false,
      pollFreq: setup?.user.poll_freq ?? null,
      resend: setup?.user.resend ?? null,
      maxTimeOffset: setup?.user.max_time_offset ?? null,
    };
  }

  /**
   * Queues a message; returns its id. Throws InvalidMessageError (bad path or value),
   * MessageTooLargeError, SendQueueFullError or DistributorInactiveError.
   */
  send(path: string, value: string): number {
    const setup = this.setup;
    if (!setup) {
      this.ledger.countDrop('inactive');
      throw new DistributorInactiveError(this.inactiveReason);
    }
    assertValidMessage(path, value);
    const message: QueuedMessage = { id: this.nextMessageId, path, value, attemptsSent: 0 };
    const size = setup.codec.messageSize(toWire(message));
    if (size > setup.codec.maxMessageBytes) {
      this.ledger.countDrop('too_large');
      throw new MessageTooLargeError(size, setup.codec.maxMessageBytes, setup.codec.maxPackageBytes);
    }
    if (!this.queue.offer(message)) {
      this.ledger.countDrop('queue_full');
      throw new SendQueueFullError(this.queue.capacity, setup.user.poll_freq);
    }
    this.nextMessageId = (this.nextMessageId + 1) >>> 0;
    this.pacer.wake();
    return message.id;
  }

  /**
   * Resolves true once every queued message has had all its copies sent; false on timeout, on
   * close, or when the distributor is or becomes inactive (the messages stay queued).
   */
  flush(timeoutMs = Infinity): Promise<boolean> {
    if (this.queue.length === 0) return Promise.resolve(true);
    if (this.closed || !this.setup) return Promise.resolve(false);
    return new Promise((resolve) => {
      const timer = Number.isFinite(timeoutMs) ? setTimeout(() => finish(false), timeoutMs) : null;
      const finish = (drained: boolean): void => {
        if (timer) clearTimeout(timer);
        this.drainWaiters = this.drainWaiters.filter((waiter) => waiter !== onDrained);
        resolve(drained);
      };
      const onDrained = (): void => finish(!this.closed && this.queue.length === 0);
      this.drainWaiters.push(onDrained);
    });
  }

  /** Resolves when the send queue has room for another message (at once when it has). */
  waitForQueueRoom(): Promise<void> {
    if (!this.queue.isFull || this.closed) return Promise.resolve();
    return new Promise((resolve) => this.roomWaiters.push(resolve));
  }

  get sendQueueCapacity(): number {
    return this.queue.capacity;
  }

  /** The statistics record of spec 2.5: up to log_list_max peers, most recently active first. */
  statistics(): PutPublication {
    return this.ledger.publication(this.self, this.systemConfig.log_list_max);
  }

  /** Everything dropped, by reason: in total, per peer and per source IP. */
  dropBreakdown(): DropReport {
    return this.ledger.dropReport();
  }

  /** Packages that failed authentication, by source address: who sends them (bounded; the rest as `others`). */
  authFailures(): AuthFailureReport {
    return this.ledger.authFailures();
  }

  /** When the record is taken (this core's clock) and when each peer it lists was last heard: what rates and silence are measured by. */
  activity(): { takenAt: number; peers: PeerActivity[] } {
    return { takenAt: this.clock(), peers: this.ledger.peerActivity(this.systemConfig.log_list_max) };
  }

  /** Stops timers and the socket. Returns the number of queued messages that were never sent. */
  close(): number {
    if (this.closed) return 0;
    this.closed = true;
    this.pacer.stop();
    if (this.statisticsTimer) clearInterval(this.statisticsTimer);
    const unsent = this.queue.drain().length;
    if (unsent > 0) this.warn('unsent_on_close', localize('distributor.warning.unsentOnClose', { count: unsent }));
    this.deactivate(localize('distributor.inactive.closed'));
    this.notifyDrained();
    this.notifyRoom();
    this.events.removeAll();
    return unsent;
  }

  private async apply(userConfig: UserConfig): Promise<boolean> {
    if (this.closed) return false;
    const user = userConfig.broadcast;
    const choice = resolveBroadcastInterface(this.systemConfig, userConfig, this.interfaceTable());
    if (!choice.ok) return this.fail(choice.reason);
    const codec = (this.options.codecFactory ?? createPackageCodec)({ passphrase: user.passphrase });
    const previous = this.setup;
    let socket = previous?.socket ?? null;
    if (!previous || previous.port !== user.port || previous.broadcast !== choice.broadcast) {
      try {
        socket = await this.openSocket(user.port, choice.broadcast);
      } catch (error) {
        return this.fail(errorAsText(error));
      }
      if (this.closed) {
        closeQuietly(socket);
        return false;
      }
      if (previous) closeQuietly(previous.socket);
    }
    this.replay.setMaxTimeOffset(user.max_time_offset);
    const receiver = this.receiverContext(codec, user.max_time_offset);
    this.setup = { iface: choice.iface, address: choice.address, broadcast: choice.broadcast, port: user.port, socket: socket!, codec, user: { ...user }, receiver };
    this.pacer.setPollFreq(user.poll_freq);
    this.events.emit('state', this.state());
    if (!codec.encrypted) this.warn('encryption_off', localize('distributor.warning.encryptionOff'));
    if (this.queue.length > 0) this.pacer.wake();
    return true;
  }

  private async openSocket(port: number, broadcast: string): Promise<dgram.Socket> {
    const bound = await openBroadcastSocket(this.socketFactory, port, broadcast);
    if (bound.boundAddress !== broadcast) {
      this.warn('bind_fallback', localize('distributor.warning.bindFallback', { broadcast, address: bound.boundAddress, port: String(port) }));
    }
    const socket = bound.socket;
    socket.on('message', (bytes, remote) => {
      if (this.setup?.socket === socket) receivePackage(this.setup.receiver, bytes, remote.address);
    });
    socket.on('error', (error) => this.warn('socket_error', localize('distributor.warning.socketError', { reason: error.message })));
    return socket;
  }

  private receiverContext(codec: PackageCodec, maxTimeOffset: number): ReceiverContext {
    return {
      codec,
      instance: this.instance,
      maxTimeOffset,
      nowMs: this.clock,
      ledger: this.ledger,
      replay: this.replay,
      lossInjector: this.options.lossInjector,
      deliver: (message) => this.events.emit('message', message),
      tracer: () => this.tracer(),
    };
  }

  private fail(reason: Text): false {
    this.deactivate(reason);
    return false;
  }

  private deactivate(reason: Text): void {
    const setup = this.setup;
    this.setup = null;
    this.inactiveReason = reason;
    if (setup) closeQuietly(setup.socket);
    this.events.emit('state', this.state());
    this.notifyDrained(); // flush() waiters learn that nothing more will be sent for now
  }

  /** The pacer's callback: sends the next package; false when there was nothing to send. */
  private sendOnePackage(): boolean {
    const setup = this.setup;
    if (!setup) return false;
    const taken = this.takeNextPackage(setup.codec);
    if (taken.length === 0) {
      this.notifyDrained();
      return false;
    }
    const pkg = { address: setup.address, pid: this.pid, instance: this.instance, timestampMs: this.clock(), sequence: this.nextSequence, messages: taken.map(toWire) };
    this.nextSequence = (this.nextSequence + 1) >>> 0;
    this.transmit(setup, pkg.sequence, () => setup.codec.encode(pkg), taken.length);
    const trace = this.tracer();
    if (trace) for (const message of pkg.messages) trace({ level: 3, kind: 'message_tx', text: localize('distributorWire.trace.messageTx', { id: String(message.id), attempt: String(message.attempt), path: message.path, value: message.value }) });
    this.ledger.summary.msg_tx += this.queue.markSent(taken, Math.max(1, setup.user.resend)).length;
    if (!this.queue.isFull) this.notifyRoom();
    if (this.queue.length === 0) this.notifyDrained();
    return true;
  }

  /** The next package's messages; a head message that no longer fits (a new codec) is dropped and counted. */
  private takeNextPackage(codec: PackageCodec): QueuedMessage[] {
    for (;;) {
      const taken = this.queue.nextPackage(codec.maxMessageBytes, codec.messageSize);
      if (taken.length > 0 || this.queue.length === 0) return taken;
      const dropped = this.queue.dropHead();
      this.ledger.countDrop('too_large');
      this.warn('message_dropped', localize('distributor.warning.droppedAfterChange', { path: dropped?.path ?? '' }));
    }
  }

  private transmit(setup: ActiveSetup, sequence: number, encode: () => Buffer, messageCount: number): void {
    let bytes: Buffer;
    try {
      bytes = encode();
    } catch (error) {
      this.countSendFailure(sequence, error);
      return;
    }
    setup.socket.send(bytes, setup.port, setup.broadcast, (error) => {
      if (error) this.countSendFailure(sequence, error);
      else this.ledger.summary.pkt_tx++;
    });
    this.tracer()?.({ level: 2, kind: 'package_tx', text: localize('distributorWire.trace.packageTx', { sequence: String(sequence), messages: String(messageCount), bytes: String(bytes.length), broadcast: setup.broadcast, port: String(setup.port) }) });
  }

  private countSendFailure(sequence: number, error: unknown): void {
    this.ledger.summary.pkt_tx_err++;
    this.ledger.countDrop('send_failed');
    this.warn('send_failed', localize('distributor.warning.notSent', { sequence: String(sequence), reason: errorAsText(error) }));
  }

  private notifyDrained(): void {
    const waiters = this.drainWaiters;
    this.drainWaiters = [];
    for (const waiter of waiters) waiter();
  }

  private notifyRoom(): void {
    const waiters = this.roomWaiters;
    this.roomWaiters = [];
    for (const waiter of waiters) waiter();
  }

  private warn(code: DistributorWarning['code'], text: Text): void {
    this.events.emit('warning', { code, message: englishText(text), text });
  }

  private tracer(): TraceSink | null {
    return this.events.hasListeners('trace') ? this.emitTrace : null;
  }
}
