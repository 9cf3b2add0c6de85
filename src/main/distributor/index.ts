// The message distributor (SDK 1.1 equivalent): core, configuration and package codec.
export * from './core';
export * from './config';
export * from './codec';
export { InvalidMessageError, type MessageRule } from '../../shared/distributor/errors';
export { validateMessagePath, validateMessageValue, assertValidMessage } from '../../shared/distributor/messagePath';
export * from '../../shared/distributor/statistics';
