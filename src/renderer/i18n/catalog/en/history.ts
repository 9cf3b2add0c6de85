// Backups and history.
export const history = {
} as const;
