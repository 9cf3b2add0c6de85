// The bounds of the simulated camera's size and slowness, apart from the camera itself: the
// command lines check their options against them before loading the simulator.

/** The most generated parameters a simulated camera serves besides its factory ones. */
export const maxGeneratedParams = 100_000;

/** The longest wait (ms) a simulated camera may be told to make before every answer. */
export const maxBaseLatencyMs = 60_000;
