// Secrets never come from the command line (the process list would show them): a camera
// password and the distributor's passphrase come from these environment variables instead.
export const passwordEnvVariable = 'CAMCONFIG_PASSWORD';

export const passphraseEnvVariable = 'CAMCONFIG_PASSPHRASE';

/** The site passphrase (docs/site-repository.md): the key every camera password of a site is sealed with is derived from it. */
export const sitePassphraseEnvVariable = 'CAMCONFIG_SITE_PASSPHRASE';
