// The events of DistributorBroadcastCore and their payloads.
import type { DistributorState } from '../../../shared/api/distributorSchemas';
import type { Text } from '../../../shared/i18n/text';
import type { PutPublication } from '../../../shared/distributor/statistics';
import type { PeerIdentity } from './statisticsLedger';

/** The one definition, shared with the API contract (docs/api.md); null fields while inactive. */
export type { DistributorState };

export interface ReceivedMessage {
  path: string;
  value: string;
  from: PeerIdentity;
  /** Local clock, ms since the Unix epoch. */
  receivedAt: number;
  /** True when the first copy that arrived was a resend (attempt > 0): the earlier ones were lost. */
  resent: boolean;
}

export type WarningCode = 'encryption_off' | 'send_failed' | 'socket_error' | 'bind_fallback' | 'message_dropped' | 'unsent_on_close';

export interface DistributorWarning {
  code: WarningCode;
  /** The English words (logs); `text` is rendered in the reader's language. */
  message: string;
  text: Text;
}

/** Debug output: level 2 = one line per package, level 3 = one line per message. */
export type TraceKind = 'package_tx' | 'package_rx' | 'package_drop' | 'message_tx' | 'message_rx' | 'message_drop';

export interface TraceEvent {
  level: 2 | 3;
  kind: TraceKind;
  /** Rendered where the trace is printed (sdk-demo -d), in the reader's language. */
  text: Text;
}

export interface DistributorEvents {
  message: ReceivedMessage;
  /** The statistics record, once a second while the distributor exists. */
  statistics: PutPublication;
  state: DistributorState;
  warning: DistributorWarning;
  trace: TraceEvent;
}
