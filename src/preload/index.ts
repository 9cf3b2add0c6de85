// Placeholder until the preload lands in this session's work.
export {};
