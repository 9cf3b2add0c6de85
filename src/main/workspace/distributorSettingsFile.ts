// The distributor's user configuration last applied (distributor-settings.json), so it applies
// again after a restart. The passphrase goes in only as the secret store seals it; a store that
// keeps nothing on disk (memory-only) leaves a note that one was set, so the next run asks for
// it instead of silently starting unencrypted (docs/distributor-settings.md).
import { join } from 'node:path';
import { z } from 'zod';
import { settingsConfigSchema } from '../../shared/api/distributorSettingsSchemas';
import { sealedSecretSchema, type SecretStore } from './secretStore';
import { readProblem, readWorkspaceFile, writeWorkspaceFile } from './workspaceFile';
import { workspaceLimits } from './workspaceLimits';
import type { Text } from '../../shared/i18n/text';

export const distributorSettingsFileName = 'distributor-settings.json';

const keptPassphraseSchema = z.discriminatedUnion('state', [
  z.strictObject({ state: z.literal('none') }),
  z.strictObject({ state: z.literal('sealed'), sealed: sealedSecretSchema }),
  /** One was set, but the secret store of that run kept nothing on disk. */
  z.strictObject({ state: z.literal('not_kept') }),
]);

const settingsFileSchema = z.strictObject({
  version: z.literal(1),
  config: settingsConfigSchema,
  passphrase: keptPassphraseSchema,
});

/** The broadcast options without the passphrase, and the passphrase as far as this run can open it. */
export interface KeptDistributorSettings {
  broadcast: NonNullable<z.infer<typeof settingsConfigSchema>['broadcast']>;
  /** '' = encryption was off; null = one was set but cannot be opened in this run. */
  passphrase: string | null;
}

export interface UserConfigToKeep {
  broadcast?: KeptDistributorSettings['broadcast'] & { passphrase?: string };
}

export class DistributorSettingsFile {
  private readonly path: string;
  private writing: Promise<void> = Promise.resolve();

  constructor(
    folder: string,
    /** The workspace's secret store at the time of each read or write (it changes on unlock). */
    private readonly secrets: () => SecretStore,
    private readonly onProblem: (problem: Text) => void = () => undefined,
  ) {
    this.path = join(folder, distributorSettingsFileName);
  }

  /** The kept settings, or null when none are kept (or the file was unusable and moved aside). */
  async load(): Promise<KeptDistributorSettings | null> {
    const read = await readWorkspaceFile(this.path, settingsFileSchema, workspaceLimits.distributorSettingsFileBytes);
    const problem = readProblem(read);
    if (problem) this.onProblem(problem);
    if (read.status !== 'ok' && read.status !== 'restored') return null;
    const { config, passphrase } = read.value;
    return { broadcast: { ...config.broadcast }, passphrase: this.openPassphrase(passphrase) };
  }

  /** Writes `config` after any write asked for earlier; rejects with a WorkspaceFileError. */
  save(config: UserConfigToKeep): Promise<void> {
    const { passphrase, ...broadcast } = config.broadcast ?? {};
    const file = settingsFileSchema.parse({ version: 1, config: { broadcast }, passphrase: this.sealPassphrase(passphrase ?? '') });
    const write = this.writing.then(() => writeWorkspaceFile(this.path, file, settingsFileSchema, workspaceLimits.distributorSettingsFileBytes));
    this.writing = write.catch(() => undefined);
    return write;
  }

  private sealPassphrase(passphrase: string): z.infer<typeof keptPassphraseSchema> {
    if (passphrase === '') return { state: 'none' };
    const sealed = this.secrets().seal(passphrase);
    return sealed === null ? { state: 'not_kept' } : { state: 'sealed', sealed };
  }

  private openPassphrase(kept: z.infer<typeof keptPassphraseSchema>): string | null {
    if (kept.state === 'none') return '';
    return kept.state === 'sealed' ? this.secrets().open(kept.sealed) : null;
  }
}
