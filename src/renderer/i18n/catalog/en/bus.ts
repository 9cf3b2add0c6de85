// The message console, the bus list, recording and replay, the path tree.
export const bus = {
} as const;
