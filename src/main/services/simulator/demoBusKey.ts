// The demo bus's passphrase and its key. Apart from demoSetup.ts (which imports the simulators),
// so that a front door can start deriving the key before it has loaded the rest of the studio.
import { prepareWireKey } from '../../distributor/codec';

/** Not a secret: the demo bus is documented in docs/api.md so that sdk-demo can join it. */
export const demoPassphrase = 'camconfig-demo';

/**
 * Starts deriving the demo bus's key (scrypt) on the thread pool: the distributor and the bus
 * peer then find it ready instead of blocking the process for it. A front door may call it as
 * early as it likes (camconfig serve: while the workspace opens); startDemo waits for it.
 */
export function prepareDemoBusKey(): Promise<void> {
  return prepareWireKey(demoPassphrase);
}
