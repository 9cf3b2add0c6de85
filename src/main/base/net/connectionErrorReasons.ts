// A system error of a connection (its `code`) in the technician's words: one table for every
// engine and service that tells why a camera, a receiver or a server could not be reached.
import type { MessageId } from '../../../shared/i18n/text';

export const connectionErrorReasons: Readonly<Record<string, MessageId>> = {
  ECONNREFUSED: 'remoteConfig.connection.refused',
  ECONNRESET: 'remoteConfig.connection.reset',
  EPIPE: 'remoteConfig.connection.closedWhileSending',
  ENOTFOUND: 'remoteConfig.connection.hostNotFound',
  EAI_AGAIN: 'remoteConfig.connection.lookupFailed',
  EHOSTUNREACH: 'remoteConfig.connection.noRoute',
  ENETUNREACH: 'remoteConfig.connection.networkUnreachable',
  EHOSTDOWN: 'remoteConfig.connection.hostDown',
  ETIMEDOUT: 'remoteConfig.connection.timedOut',
};
