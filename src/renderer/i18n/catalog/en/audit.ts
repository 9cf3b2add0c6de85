// The audit log.
export const audit = {
} as const;
