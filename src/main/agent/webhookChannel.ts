// Sends alerts to a webhook: one JSON POST each, signed with HMAC-SHA256 over the timestamp and
// the raw body (docs/agent.md, "Webhook"), tried again with a growing pause when it fails, up to
// `retries` times. Alerts wait in a bounded queue (the oldest dropped and counted when full); an
// attempt ends at `timeoutMs`; a redirect is a failure, never followed. The key is never logged:
// failures name only the URL's origin.
import { createHmac } from 'node:crypto';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { AlertNotice } from '../../shared/agent/alertState';

export const signatureHeader = 'x-camconfig-signature';
export const timestampHeader = 'x-camconfig-timestamp';

export interface WebhookOptions {
  url: string;
  /** The opened key (agent.json keeps it sealed). */
  secret: string;
  site: string;
  timeoutMs: number;
  retries: number;
  queueSize: number;
  /** The pause before the first retry; doubled each time up to `longestPauseMs`. */
  firstPauseMs?: number;
  longestPauseMs?: number;
  log?: (line: string) => void;
  now?: () => number;
}

export interface WebhookCounts {
  sent: number;
  failed: number;
  dropped: number;
  queued: number;
}

/** The signature of a body sent at `timestamp` (seconds): what a receiver recomputes to trust it. */
export function webhookSignature(secret: string, timestamp: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

export class WebhookChannel {
  private readonly queue: AlertNotice[] = [];
  private readonly counts = { sent: 0, failed: 0, dropped: 0 };
  private readonly closing = new AbortController();
  private readonly target: URL;
  private worker: Promise<void> | null = null;
  private idleWaiters: (() => void)[] = [];

  constructor(private readonly options: WebhookOptions) {
    this.target = new URL(options.url);
  }

  /** Queues `notice`; never waits and never throws (a full queue drops its oldest). */
  send(notice: AlertNotice): void {
    if (this.closing.signal.aborted) return void this.counts.dropped++;
    this.queue.push(notice);
    if (this.queue.length > this.options.queueSize) {
      this.queue.shift();
      this.counts.dropped++;
      this.log(`webhook ${this.target.origin}: the queue holds ${this.options.queueSize} alerts; the oldest was dropped`);
    }
    this.worker ??= this.drain().finally(() => {
      this.worker = null;
      for (const waiter of this.idleWaiters.splice(0)) waiter();
    });
  }

  countsNow(): WebhookCounts {
    return { ...this.counts, queued: this.queue.length };
  }

  /** Resolves once the queue is empty and nothing is being sent. */
  idle(): Promise<void> {
    return this.worker === null ? Promise.resolve() : new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  /** Stops: the attempt under way is cut off, what waits is dropped and counted. */
  async close(): Promise<void> {
    this.closing.abort();
    this.counts.dropped += this.queue.splice(0).length;
    await this.worker;
  }

  private async drain(): Promise<void> {
    for (let notice = this.queue.shift(); notice !== undefined && !this.closing.signal.aborted; notice = this.queue.shift()) {
      if (await this.deliver(notice)) this.counts.sent++;
      else if (this.closing.signal.aborted) this.counts.dropped++;
      else this.counts.failed++;
    }
  }

  private async deliver(notice: AlertNotice): Promise<boolean> {
    const body = JSON.stringify({ site: this.options.site, alert: { ...notice, since: new Date(notice.since).toISOString(), at: new Date(notice.at).toISOString() } });
    const attempts = this.options.retries + 1;
    let pause = this.options.firstPauseMs ?? 1000;
    for (let attempt = 1; attempt <= attempts; attempt++) {
      const problem = await this.post(body);
      if (problem === null) return true;
      this.log(`webhook ${this.target.origin}: ${problem} (attempt ${attempt} of ${attempts})`);
      if (attempt === attempts || !(await this.pause(pause))) return false;
      pause = Math.min(pause * 2, this.options.longestPauseMs ?? 5 * 60_000);
    }
    return false;
  }

  /** null when the receiver took it (2xx), else what went wrong, in words. */
  private post(body: string): Promise<string | null> {
    const timestamp = String(Math.floor((this.options.now?.() ?? Date.now()) / 1000));
    const request = this.target.protocol === 'https:' ? httpsRequest : httpRequest;
    return new Promise((resolve) => {
      const outgoing = request(this.target, {
        method: 'POST',
        signal: this.closing.signal,
        timeout: this.options.timeoutMs,
        headers: {
          'content-type': 'application/json; charset=utf-8',
          'content-length': Buffer.byteLength(body),
          'user-agent': 'camconfig-agent',
          [timestampHeader]: timestamp,
          [signatureHeader]: webhookSignature(this.options.secret, timestamp, body),
        },
      });
      outgoing.on('timeout', () => outgoing.destroy(new Error(`no answer within ${this.options.timeoutMs} ms`)));
      outgoing.on('error', (error: NodeJS.ErrnoException) => resolve(this.closing.signal.aborted ? 'the agent stopped' : (error.code ?? error.message)));
      outgoing.on('response', (response: IncomingMessage) => {
        response.resume();
        const status = response.statusCode ?? 0;
        if (status >= 200 && status < 300) resolve(null);
        else if (status >= 300 && status < 400) resolve(`answered HTTP ${status}, a redirect, which is not followed: set channels.webhook.url to the final address`);
        else resolve(`answered HTTP ${status}`);
      });
      outgoing.end(body);
    });
  }

  /** Waits `ms`, or less when closed; false when closed. */
  private pause(ms: number): Promise<boolean> {
    return new Promise((resolve) => {
      if (this.closing.signal.aborted) return resolve(false);
      const timer = setTimeout(() => resolve(true), ms);
      this.closing.signal.addEventListener('abort', () => (clearTimeout(timer), resolve(false)), { once: true });
    });
  }

  private log(line: string): void {
    this.options.log?.(line);
  }
}
