// How many address scans one studio runs at once (docs/site.md "Scanning"). Each scan holds up
// to `parallel` connections and a result per address and port, so the scans at once bound the
// studio's probes and memory however many pages or scripts ask. One more is refused at once
// (`busy`), not queued: the technician learns why nothing starts, and nothing runs unseen later.
import { ApiError } from '../../../shared/api/errors';
import { discoverLimits } from '../../../shared/api/siteDiscoverySchemas';
import { localize } from '../../../shared/i18n/text';

export class ScanSlots {
  private running = 0;

  constructor(private readonly limit: number = discoverLimits.scansAtOnce) {}

  /** Runs `scan` in a free slot; `busy` when every slot is taken. */
  async run<T>(scan: () => Promise<T>): Promise<T> {
    if (this.running >= this.limit) {
      throw ApiError.of('busy', localize('services.site.scansBusy', { limit: this.limit }));
    }
    this.running++;
    try {
      return await scan();
    } finally {
      this.running--;
    }
  }
}
