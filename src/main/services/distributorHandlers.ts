// distributor.*: the studio's message distributor (DistributorService).
import type { DistributorService } from './distributorService';
import type { HandlersOf } from './studioServices';

export function distributorHandlers(distributor: DistributorService): HandlersOf<'distributor'> {
  return {
    'distributor.state': async () => distributor.core.state(),
    'distributor.init': ({ config }) => distributor.init(config, 'distributor.init config'),
    'distributor.send': async ({ path, value }) => {
      distributor.send(path, value);
      return { path, value };
    },
    'distributor.statistics': async () => distributor.statistics(),
  };
}
