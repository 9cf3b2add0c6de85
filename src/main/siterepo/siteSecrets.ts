// The site key: every camera password (and the bus passphrase) a site commits is sealed with
// AES-256-GCM under a key derived (scrypt) from the site passphrase, which the team shares out
// of band. The sealing is the workspace's own (PassphraseSecretStore); the site keeps its salt,
// scrypt parameters and check value in site-key.json, committed, so every clone derives the
// same key from the same passphrase. The passphrase and the key are never written anywhere.
import { PassphraseSecretStore, WrongPassphraseError, type SecretStore } from '../workspace';
import { siteKeyFileName } from './siteLayout';
import { SiteRepositoryError } from './siteErrors';
import { localize } from '../../shared/i18n/text';

type ScryptParameters = Parameters<typeof PassphraseSecretStore.unlock>[2];

/** The site's sealing store: the key of its site-key.json when the passphrase matches it, or a new site-key.json. */
export async function unlockSiteKey(folder: string, passphrase: string, parameters?: ScryptParameters): Promise<SecretStore> {
  if (passphrase === '') throw new SiteRepositoryError(localize('siteRepo.passphrase.empty'), 'bad_input');
  try {
    return (await PassphraseSecretStore.unlock(folder, passphrase, parameters, siteKeyFileName)).store;
  } catch (error) {
    if (error instanceof WrongPassphraseError) {
      throw new SiteRepositoryError(localize('siteRepo.passphrase.wrong', { keyFile: error.keyFilePath }), 'auth');
    }
    throw error;
  }
}
