// sdk-demo's status (-v) and debug (-d) output, all on stderr so stdout holds only the dialogue.
import type { DistributorBroadcastCore, WarningCode } from '../../distributor/core';
import type { SdkDemoOptions } from './options';
import { localize, type Text } from '../../../shared/i18n/text';

/**
 * Warnings printed at every level: encryption off (the specification's "debugging only") and
 * messages that were not sent. The others (socket errors, bind fallback) need -v or -d 1.
 */
export const alwaysShownWarnings: ReadonlySet<WarningCode> = new Set<WarningCode>(['encryption_off', 'send_failed', 'message_dropped', 'unsent_on_close']);

/** One line: interface, addresses, port, encryption, rates. The passphrase never appears. */
export function describeState(core: DistributorBroadcastCore): Text {
  const state = core.state();
  if (!state.active) return localize('cliSdkDemo.state.inactive', { reason: state.reason ?? '' });
  return localize('cliSdkDemo.state.active', {
    iface: state.iface ?? '',
    address: state.address ?? '',
    broadcast: state.broadcastAddress ?? '',
    port: String(state.port),
    encryption: localize(state.encrypted ? 'cliSdkDemo.state.on' : 'cliSdkDemo.state.off'),
    pollFreq: state.pollFreq === 0 ? localize('cliSdkDemo.state.everyTenSeconds') : localize('cliSdkDemo.state.perSecond', { rate: state.pollFreq ?? 0 }),
    resend: state.resend ?? 0,
    maxTimeOffset: state.maxTimeOffset ?? 0,
    pid: String(core.pid),
  });
}

/** Security and loss warnings always; other warnings at -v or -d 1 and up; package lines at -d 2; message lines at -d 3. */
export function subscribeDiagnostics(core: DistributorBroadcastCore, options: SdkDemoOptions, write: (line: string) => void, words: (text: Text) => string): void {
  const allWarnings = options.verbose || options.debugLevel >= 1;
  core.events.on('warning', (warning) => {
    if (allWarnings || alwaysShownWarnings.has(warning.code)) write(`sdk-demo: ${words(localize('cliSdkDemo.running.warning', { message: warning.text }))}`);
  });
  if (options.debugLevel >= 2) {
    core.events.on('trace', (trace) => {
      if (trace.level <= options.debugLevel) write(`sdk-demo: debug${trace.level}: ${words(trace.text)}`);
    });
  }
  if (options.verbose) {
    core.events.on('state', (state) => {
      if (!state.active && state.reason !== 'closed') write(`sdk-demo: ${words(localize('cliSdkDemo.state.inactive', { reason: state.reason ?? '' }))}`);
    });
  }
}
