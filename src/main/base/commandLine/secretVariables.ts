// Secrets never come from the command line (the process list would show them): a camera
// password and the distributor's passphrase come from these environment variables instead.
export const passwordEnvVariable = 'CAMCONFIG_PASSWORD';

export const passphraseEnvVariable = 'CAMCONFIG_PASSPHRASE';
