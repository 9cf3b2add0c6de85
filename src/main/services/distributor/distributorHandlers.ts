// distributor.*: the studio's message distributor (DistributorService).
import type { DistributorService } from './distributorService';
import type { HandlersOf } from '../studioServices';

/** `onSent` learns of each message the distributor queued (the send form's history). */
export function distributorHandlers(distributor: DistributorService, onSent: (path: string, value: string) => void = () => undefined): HandlersOf<'distributor'> {
  return {
    'distributor.state': async () => distributor.core.state(),
    'distributor.init': ({ config, keepPassphrase }) => distributor.init(config, 'distributor.init config', { keepPassphrase }),
    'distributor.send': async ({ path, value }) => {
      distributor.send(path, value);
      onSent(path, value);
      return { path, value };
    },
    'distributor.statistics': async () => distributor.statistics(),
    'distributor.settings': async () => distributor.settings(),
  };
}
