// The user configuration last given to the distributor, as given (options left out stay out),
// with its outcome. The passphrase stays in memory here, for "keep the current passphrase";
// view() is what leaves the service, and it holds only whether a passphrase is set.
import type { AppliedSettings } from '../../../shared/api/distributorSettingsSchemas';
import type { ErrorKind } from '../../../shared/errors/errorKind';
import type { PartialUserConfig } from '../../distributor/config';

export interface InitOutcome {
  active: boolean;
  reason: string | null;
}

interface Applied {
  config: PartialUserConfig;
  outcome: InitOutcome;
  at: number;
  /** Kept settings whose passphrase this run could not open: there is none to keep. */
  passphraseNeeded: boolean;
}

/** keepPassphrase while the kept settings wait for their passphrase: keeping would turn encryption off. */
export class PassphraseNotKnownError extends Error {
  override readonly name = 'PassphraseNotKnownError';

  get kind(): ErrorKind {
    return 'bad_input';
  }

  constructor() {
    super('keepPassphrase: there is no passphrase to keep (the one of the kept settings was not stored on disk); give it again as broadcast.passphrase, or an empty one to turn encryption off');
  }
}

export class AppliedUserConfig {
  private last: Applied | null = null;

  constructor(private readonly clock: () => number = Date.now) {}

  record(config: PartialUserConfig, outcome: InitOutcome, passphraseNeeded = false): void {
    this.last = { config: { broadcast: { ...config.broadcast } }, outcome, at: this.clock(), passphraseNeeded };
  }

  /** `config` with the passphrase last applied (none when none was); throws PassphraseNotKnownError when it is not known. */
  withKeptPassphrase(config: PartialUserConfig): PartialUserConfig {
    if (this.last?.passphraseNeeded) throw new PassphraseNotKnownError();
    const { passphrase: _ignored, ...others } = config.broadcast ?? {};
    const kept = this.last?.config.broadcast?.passphrase;
    return { broadcast: kept === undefined ? others : { ...others, passphrase: kept } };
  }

  view(): AppliedSettings | null {
    if (!this.last) return null;
    const { passphrase, ...options } = this.last.config.broadcast ?? {};
    const broadcast = Object.fromEntries(Object.entries(options).filter(([, value]) => value !== undefined));
    return {
      config: Object.keys(broadcast).length > 0 ? { broadcast } : {},
      passphraseSet: passphrase !== undefined && passphrase !== '',
      passphraseNeeded: this.last.passphraseNeeded,
      active: this.last.outcome.active,
      reason: this.last.outcome.reason,
      appliedAt: this.last.at,
    };
  }
}
