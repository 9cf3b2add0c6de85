// The Configuration view: tree, editor, pending changes, operations, raw text, script console.
export const configuration = {
} as const;
