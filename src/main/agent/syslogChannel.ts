// Sends alerts to a syslog server as RFC 5424 messages (syslogMessage.ts): over UDP one datagram
// each (RFC 5426), over TCP on one kept connection with octet-counting framing (RFC 6587 section
// 3.4.1: `LENGTH SP MESSAGE`, so a message may hold any character). A TCP delivery that fails is
// tried again on a new connection, with a pause doubling from `firstPauseMs`, `retries` times;
// UDP has no answer, so a datagram handed to the network counts as sent.
import { createSocket } from 'node:dgram';
import { isIP, Socket } from 'node:net';
import { hostname } from 'node:os';
import type { AlertNotice } from '../../shared/agent/alertState';
import { localize, type Text } from '../../shared/i18n/text';
import { agentStopped, QueuedChannel, type ChannelProblem } from './queuedChannel';
import { syslogMessage } from './syslogMessage';

export interface SyslogOptions {
  host: string;
  port: number;
  transport: 'udp' | 'tcp';
  site: string;
  queueSize?: number;
  retries?: number;
  timeoutMs?: number;
  firstPauseMs?: number;
  log?: (line: Text) => void;
}

export class SyslogChannel extends QueuedChannel {
  readonly name = 'syslog';
  private connection: Socket | null = null;
  private readonly source = { hostname: hostname(), pid: process.pid, site: '' };

  constructor(private readonly options: SyslogOptions) {
    super(options.queueSize ?? 1000, options.log);
    this.source.site = options.site;
  }

  protected describeTarget(): string {
    const host = isIP(this.options.host) === 6 ? `[${this.options.host}]` : this.options.host;
    return `${this.options.transport}://${host}:${this.options.port}`;
  }

  protected async deliver(notice: AlertNotice): Promise<boolean> {
    const message = syslogMessage(notice, this.source);
    const attempts = (this.options.retries ?? 3) + 1;
    let pause = this.options.firstPauseMs ?? 1000;
    for (let attempt = 1; attempt <= attempts; attempt++) {
      const problem = this.options.transport === 'udp' ? await this.sendDatagram(message) : await this.sendFramed(message);
      if (problem === null) return true;
      this.attemptFailed(problem, attempt, attempts);
      if (attempt === attempts || !(await this.pause(pause))) return false;
      pause = Math.min(pause * 2, 60_000);
    }
    return false;
  }

  protected override async closed(): Promise<void> {
    this.connection?.destroy();
    this.connection = null;
  }

  private sendDatagram(message: string): Promise<ChannelProblem | null> {
    const socket = createSocket(isIP(this.options.host) === 6 ? 'udp6' : 'udp4');
    return new Promise((resolve) => {
      socket.once('error', (error: NodeJS.ErrnoException) => (socket.close(), resolve({ code: error.code ?? error.message })));
      socket.send(Buffer.from(message, 'utf8'), this.options.port, this.options.host, (error) => {
        socket.close();
        resolve(error ? { code: (error as NodeJS.ErrnoException).code ?? error.message } : null);
      });
    });
  }

  private async sendFramed(message: string): Promise<ChannelProblem | null> {
    const body = Buffer.from(message, 'utf8');
    const frame = Buffer.concat([Buffer.from(`${body.byteLength} `, 'ascii'), body]);
    try {
      const connection = await this.connected();
      await new Promise<void>((resolve, reject) => connection.write(frame, (error) => (error ? reject(error) : resolve())));
      return null;
    } catch (error) {
      this.connection?.destroy();
      this.connection = null;
      if (this.closing.signal.aborted) return agentStopped;
      if (error instanceof NoConnectionWithin) return { text: localize('agentChannels.noConnectionWithin', { ms: error.ms }) };
      return { code: (error as NodeJS.ErrnoException).code ?? (error as Error).message };
    }
  }

  private connected(): Promise<Socket> {
    const open = this.connection;
    if (open && !open.destroyed && open.writable) return Promise.resolve(open);
    return new Promise((resolve, reject) => {
      const socket = new Socket();
      const timeoutMs = this.options.timeoutMs ?? 10_000;
      socket.setTimeout(timeoutMs, () => socket.destroy(new NoConnectionWithin(timeoutMs)));
      socket.once('error', reject);
      this.closing.signal.addEventListener('abort', () => socket.destroy(), { once: true });
      socket.connect(this.options.port, this.options.host, () => {
        socket.setTimeout(0);
        socket.removeListener('error', reject);
        // A server that closes the connection is seen at the next delivery, which connects again.
        socket.on('error', () => socket.destroy());
        socket.on('close', () => {
          if (this.connection === socket) this.connection = null;
        });
        socket.on('data', () => undefined);
        this.connection = socket;
        resolve(socket);
      });
    });
  }
}

/** The TCP connection was not made within `ms`. */
class NoConnectionWithin extends Error {
  constructor(readonly ms: number) {
    super('ETIMEDOUT');
  }
}
