// The site view.
export const site = {
} as const;
