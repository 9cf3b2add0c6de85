// The command palette and the shortcut sheet.
export const palette = {
} as const;
