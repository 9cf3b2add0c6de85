// The Baseline view.
export const baseline = {
} as const;
