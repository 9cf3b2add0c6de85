// Distributor settings.
export const settings = {
} as const;
