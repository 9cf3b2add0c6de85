// The channels agent.json names, built at start: their sealed secrets (the webhook key, the SMTP
// password) opened with the workspace's secret store. A secret that cannot be opened stops the
// start with an error naming the field: an agent that cannot send its alerts must not look as
// if it could.
import type { AgentSettings } from '../../shared/agent/agentSettings';
import type { ErrorKind } from '../../shared/errors/errorKind';
import type { Language } from '../../shared/i18n/languages';
import { LocalizedError } from '../../shared/i18n/localizedError';
import { localize, type Text } from '../../shared/i18n/text';
import type { SealedSecret } from '../../shared/api/sealedSecretSchema';
import type { SecretStore } from '../workspace';
import { EmailChannel } from './emailChannel';
import type { AlertChannel } from './queuedChannel';
import { SyslogChannel } from './syslogChannel';
import { WebhookChannel } from './webhookChannel';

/** A sealed secret of agent.json that this workspace's passphrase does not open. */
export class SealedSecretError extends LocalizedError {
  override readonly name = 'SealedSecretError';

  get kind(): ErrorKind {
    return 'bad_input';
  }

  constructor(field: string, file: string) {
    super(localize('agentRun.error.sealedSecret', { field, file }));
  }
}

export interface ChannelSite {
  /** The site's name, as the alerts name it. */
  site: string;
  language: Language;
  timeZone: string;
  /** agent.json, as an error names it. */
  settingsFile: string;
  /** A channel's own line (a failed attempt, a refused recipient), in words the reader's language renders. */
  log: (line: Text) => void;
}

export function agentChannels(channels: AgentSettings['channels'], secrets: SecretStore, site: ChannelSite): AlertChannel[] {
  const opened = (sealed: SealedSecret, field: string): string => {
    const secret = secrets.open(sealed);
    if (secret === null || secret === '') throw new SealedSecretError(field, site.settingsFile);
    return secret;
  };
  const built: AlertChannel[] = [];
  const { webhook, email, syslog } = channels;
  if (webhook) {
    const secret = opened(webhook.secret, 'channels.webhook.secret');
    built.push(new WebhookChannel({ url: webhook.url, secret, site: site.site, timeoutMs: webhook.timeoutSeconds * 1000, retries: webhook.retries, queueSize: webhook.queueSize, log: site.log }));
  }
  if (email) {
    const auth = email.user !== undefined && email.password !== undefined ? { user: email.user, password: opened(email.password, 'channels.email.password') } : undefined;
    built.push(
      new EmailChannel({
        site: site.site,
        language: site.language,
        timeZone: site.timeZone,
        host: email.host,
        port: email.port,
        security: email.security,
        from: email.from,
        to: email.to,
        ...(auth ? { auth } : {}),
        timeoutMs: email.timeoutSeconds * 1000,
        retries: email.retries,
        queueSize: email.queueSize,
        ...(email.digest ? { digestSchedule: email.digest.schedule } : {}),
        log: site.log,
      }),
    );
  }
  if (syslog) built.push(new SyslogChannel({ host: syslog.host, port: syslog.port, transport: syslog.transport, site: site.site, log: site.log }));
  return built;
}
