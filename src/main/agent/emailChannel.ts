// Sends alerts by e-mail through the site's SMTP server (nodemailer): one message per alert to
// every recipient, over TLS from the start (`tls`, port 465), upgraded with STARTTLS and refused
// without it (`starttls`, port 587), or plain on a trusted network (`none`). The server's
// certificate is checked; an attempt ends after `timeoutMs`; a failure is tried again with a
// doubling pause, `retries` times. The SMTP password is given opened (the site keeps it sealed)
// and never logged: failures name the server and nodemailer's error code only. With a digest
// schedule the channel sends no message per alert: the dispatcher collects its alerts (in the
// state file) and hands them over at each slot, sent as one message (sendDigest).
import nodemailer, { type Transporter } from 'nodemailer';
import type { AlertNotice } from '../../shared/agent/alertState';
import { alertMail, digestMail, type AlertMailContext } from './alertMail';
import { localize, type Text } from '../../shared/i18n/text';
import { agentStopped, QueuedChannel, type ChannelProblem, type DeliveryOutcome } from './queuedChannel';

export interface EmailOptions extends AlertMailContext {
  host: string;
  port: number;
  security: 'tls' | 'starttls' | 'none';
  from: string;
  to: readonly string[];
  /** The SMTP login; none where the server takes mail without one. */
  auth?: { user: string; password: string };
  /** Certificates to trust besides the system's (a site's own CA), PEM. */
  ca?: string;
  timeoutMs?: number;
  retries?: number;
  firstPauseMs?: number;
  queueSize?: number;
  /** Set: one message per slot of this cron expression listing the alerts collected, none per alert. */
  digestSchedule?: string;
  log?: (line: Text) => void;
}

export class EmailChannel extends QueuedChannel {
  readonly name = 'email';
  readonly digestSchedule: string | undefined;
  private readonly transport: Transporter;

  constructor(private readonly options: EmailOptions) {
    super(options.queueSize ?? 1000, options.log);
    this.digestSchedule = options.digestSchedule;
    const timeout = options.timeoutMs ?? 30_000;
    this.transport = nodemailer.createTransport({
      host: options.host,
      port: options.port,
      secure: options.security === 'tls',
      requireTLS: options.security === 'starttls',
      ignoreTLS: options.security === 'none',
      ...(options.auth ? { auth: { user: options.auth.user, pass: options.auth.password } } : {}),
      tls: { rejectUnauthorized: true, ...(options.ca ? { ca: options.ca } : {}) },
      connectionTimeout: timeout,
      greetingTimeout: timeout,
      socketTimeout: timeout,
      logger: false,
    });
  }

  protected describeTarget(): string {
    return `smtp://${this.options.host}:${this.options.port}`;
  }

  protected async deliver(notice: AlertNotice): Promise<boolean> {
    const { subject, text } = alertMail(notice, this.options);
    return this.attempt(subject, text);
  }

  /** The alerts of a digest period as one message, tried again as one alert is; counted as that many alerts. */
  async sendDigest(notices: readonly AlertNotice[]): Promise<DeliveryOutcome> {
    if (notices.length === 0) return 'sent';
    if (this.closing.signal.aborted) return 'dropped';
    const { subject, text } = digestMail(notices, this.options);
    const delivered = await this.attempt(subject, text);
    const outcome: DeliveryOutcome = delivered ? 'sent' : this.closing.signal.aborted ? 'dropped' : 'failed';
    this.tally(outcome, notices.length);
    return outcome;
  }

  private async attempt(subject: string, text: string): Promise<boolean> {
    const attempts = (this.options.retries ?? 3) + 1;
    let pause = this.options.firstPauseMs ?? 1000;
    for (let attempt = 1; attempt <= attempts; attempt++) {
      const problem = await this.sendOne(subject, text);
      if (problem === null) return true;
      this.attemptFailed(problem, attempt, attempts);
      if (attempt === attempts || !(await this.pause(pause))) return false;
      pause = Math.min(pause * 2, 5 * 60_000);
    }
    return false;
  }

  protected override async closed(): Promise<void> {
    this.transport.close();
  }

  /** null once the server accepted the message for every recipient, else the error's code. */
  private async sendOne(subject: string, text: string): Promise<ChannelProblem | null> {
    try {
      const info = await this.transport.sendMail({ from: this.options.from, to: [...this.options.to], subject, text, headers: { 'Auto-Submitted': 'auto-generated' } });
      // Some recipients taken: the message is out; sent again it would reach those twice.
      const rejected = (info.rejected ?? []).length;
      if (rejected > 0) this.log(localize('agentChannels.email.refusedRecipients', { refused: rejected, count: this.options.to.length }));
      return null;
    } catch (error) {
      if (this.closing.signal.aborted) return agentStopped;
      const { code, responseCode, command } = error as { code?: string; responseCode?: number; command?: string };
      // requireTLS: a server that answers STARTTLS with a refusal (it offers none) is left before
      // the login and the message; the technician is told why, not only nodemailer's ETLS.
      if (code === 'ETLS' && command === 'STARTTLS' && responseCode !== undefined) return { text: localize('agentChannels.email.noStarttls', { answer: responseCode }) };
      const given = [code, responseCode].filter((part) => part !== undefined).join(' ');
      return given === '' ? { text: localize('agentChannels.email.notAccepted') } : { code: given };
    }
  }
}
