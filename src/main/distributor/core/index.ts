// The distributor core: DistributorBroadcastCore and what its users need beside it.
export { DistributorBroadcastCore, defaultSendQueueCapacity, type DistributorCoreOptions } from './distributorBroadcastCore';
export { DistributorInactiveError, MessageTooLargeError, SendQueueFullError } from './errors';
export type { DistributorEvents, DistributorState, DistributorWarning, ReceivedMessage, TraceEvent, TraceKind, WarningCode } from './events';
export type { DropReport, PeerActivity, PeerIdentity, SourceDrops } from './statisticsLedger';
export type { LossInjector } from './packageReceiver';
export type { SocketFactory } from './broadcastSocket';
export { pollIntervalMs, slowestPollRate } from './packagePacer';
