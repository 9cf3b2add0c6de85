// Sends alerts to a webhook: one JSON POST each, signed with HMAC-SHA256 over the timestamp and
// the raw body (docs/agent.md, "Webhook"), tried again with a growing pause when it fails, up to
// `retries` times. Alerts wait in the channels' bounded queue (queuedChannel.ts); an
// attempt ends at `timeoutMs` from its start, however the receiver trickles its answer (a
// socket's idle timeout alone would wait for ever on one byte a second); the answer's status is
// all it reads, its body is not taken in. A redirect is a failure, never followed. The key is never logged:
// failures name only the URL's origin.
import { createHmac } from 'node:crypto';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { AlertNotice } from '../../shared/agent/alertState';
import { localize, type Text } from '../../shared/i18n/text';
import { agentStopped, QueuedChannel, type ChannelProblem } from './queuedChannel';

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
  log?: (line: Text) => void;
  now?: () => number;
}

/** The signature of a body sent at `timestamp` (seconds): what a receiver recomputes to trust it. */
export function webhookSignature(secret: string, timestamp: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

export class WebhookChannel extends QueuedChannel {
  readonly name = 'webhook';
  private readonly target: URL;

  constructor(private readonly options: WebhookOptions) {
    super(options.queueSize, options.log);
    this.target = new URL(options.url);
  }

  protected describeTarget(): string {
    return this.target.origin;
  }

  protected async deliver(notice: AlertNotice): Promise<boolean> {
    const body = JSON.stringify({ site: this.options.site, alert: { ...notice, since: new Date(notice.since).toISOString(), at: new Date(notice.at).toISOString() } });
    const attempts = this.options.retries + 1;
    let pause = this.options.firstPauseMs ?? 1000;
    for (let attempt = 1; attempt <= attempts; attempt++) {
      const problem = await this.post(body);
      if (problem === null) return true;
      this.attemptFailed(problem, attempt, attempts);
      if (attempt === attempts || !(await this.pause(pause))) return false;
      pause = Math.min(pause * 2, this.options.longestPauseMs ?? 5 * 60_000);
    }
    return false;
  }

  /** null when the receiver took it (2xx), else what went wrong. */
  private post(body: string): Promise<ChannelProblem | null> {
    const timestamp = String(Math.floor((this.options.now?.() ?? Date.now()) / 1000));
    const request = this.target.protocol === 'https:' ? httpsRequest : httpRequest;
    return new Promise((resolve) => {
      const outgoing = request(this.target, {
        method: 'POST',
        signal: this.closing.signal,
        headers: {
          'content-type': 'application/json; charset=utf-8',
          'content-length': Buffer.byteLength(body),
          'user-agent': 'camconfig-agent',
          [timestampHeader]: timestamp,
          [signatureHeader]: webhookSignature(this.options.secret, timestamp, body),
        },
      });
      let timedOut = false;
      const deadline = setTimeout(() => ((timedOut = true), outgoing.destroy()), this.options.timeoutMs);
      const settle = (problem: ChannelProblem | null): void => {
        clearTimeout(deadline);
        resolve(problem);
      };
      outgoing.on('error', (error: NodeJS.ErrnoException) => {
        if (this.closing.signal.aborted) return settle(agentStopped);
        if (timedOut) return settle({ text: localize('agentChannels.noAnswerWithin', { ms: this.options.timeoutMs }) });
        settle({ code: error.code ?? error.message });
      });
      outgoing.on('response', (response: IncomingMessage) => {
        response.destroy();
        const status = response.statusCode ?? 0;
        if (status >= 200 && status < 300) settle(null);
        else if (status >= 300 && status < 400) settle({ text: localize('agentChannels.webhook.redirect', { status }) });
        else settle({ text: localize('agentChannels.webhook.status', { status }) });
      });
      outgoing.end(body);
    });
  }
}
