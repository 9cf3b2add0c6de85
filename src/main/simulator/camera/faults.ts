// Faults a test can switch on to see how a client copes with a misbehaving camera.

export interface CameraFaults {
  /** Milliseconds the camera waits after reading a request before it answers. */
  latencyMs: number;
  /** Close the connection after this many body lines (the answer is cut off); null: never. */
  cutOffAfterLines: number | null;
  /** Accept connections and reset them at once, as a camera whose web server hangs. */
  refuseConnections: boolean;
  /** Seconds added to every reboot (a slow boot). */
  extraRebootSeconds: number;
}

export const noFaults: CameraFaults = {
  latencyMs: 0,
  cutOffAfterLines: null,
  refuseConnections: false,
  extraRebootSeconds: 0,
};

/** Merges `changes` into `current`, rejecting values that make no sense with a message naming the fault. */
export function mergeFaults(current: CameraFaults, changes: Partial<CameraFaults>): CameraFaults {
  const next = { ...current, ...changes };
  requireNonNegative('latencyMs', next.latencyMs);
  requireNonNegative('extraRebootSeconds', next.extraRebootSeconds);
  if (next.cutOffAfterLines !== null && (!Number.isInteger(next.cutOffAfterLines) || next.cutOffAfterLines < 0)) {
    throw new RangeError(`fault cutOffAfterLines must be a whole number of lines (0 or more) or null, got ${String(next.cutOffAfterLines)}`);
  }
  return next;
}

function requireNonNegative(name: string, value: number): void {
  if (!Number.isFinite(value) || value < 0) throw new RangeError(`fault ${name} must be a number of 0 or more, got ${String(value)}`);
}
