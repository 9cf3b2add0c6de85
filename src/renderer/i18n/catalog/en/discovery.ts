// Discover cameras: scan, results, heard on the bus.
export const discovery = {
} as const;
