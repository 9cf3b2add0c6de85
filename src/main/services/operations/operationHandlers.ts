// operations.*: stopping a long operation by the operationId its caller gave it.
import type { OperationRegistry } from './operationRegistry';
import type { HandlersOf } from '../studioServices';

export function operationHandlers(operations: OperationRegistry): HandlersOf<'operations'> {
  return {
    'operations.cancel': async ({ operationId }) => ({ cancelled: operations.cancel(operationId) }),
  };
}
