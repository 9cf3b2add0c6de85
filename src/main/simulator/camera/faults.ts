// Faults a test can switch on to see how a client copes with a misbehaving camera.
import { validateParamName, validateSectionName, validateValue } from '../../../shared/remoteconfig/names';

export interface CameraFaults {
  /** Milliseconds the camera waits after reading a request before it answers. */
  latencyMs: number;
  /** Close the connection after this many body lines (the answer is cut off); null: never. */
  cutOffAfterLines: number | null;
  /** Refuse new connections (ECONNREFUSED: nothing listens), as a camera that is off or whose web server is down. */
  refuseConnections: boolean;
  /** Seconds added to every reboot (a slow boot). */
  extraRebootSeconds: number;
  /** Leave every `#exec cmd=` line out of the answer (the commands still run; nothing is confirmed). */
  omitExecLines: boolean;
  /** `section/NAME` -> value: view listings show this value for the parameter, whatever the camera holds. */
  reportedValues: Readonly<Record<string, string>>;
  /** After the first `#exec` line, stream data lines without end (up to `endlessAnswerCapBytes`). */
  endlessAnswer: boolean;
}

export const noFaults: CameraFaults = {
  latencyMs: 0,
  cutOffAfterLines: null,
  refuseConnections: false,
  extraRebootSeconds: 0,
  omitExecLines: false,
  reportedValues: {},
  endlessAnswer: false,
};

/** An "endless" answer still ends somewhere, so a client that never stops reading cannot keep a test running forever. */
export const endlessAnswerCapBytes = 2 * 1024 ** 3;

/** Most parameters `reportedValues` may name. */
export const maxReportedValues = 100;

/** Merges `changes` into `current`, rejecting values that make no sense with a message naming the fault. */
export function mergeFaults(current: CameraFaults, changes: Partial<CameraFaults>): CameraFaults {
  const next = { ...current, ...changes };
  requireNonNegative('latencyMs', next.latencyMs);
  requireNonNegative('extraRebootSeconds', next.extraRebootSeconds);
  if (next.cutOffAfterLines !== null && (!Number.isInteger(next.cutOffAfterLines) || next.cutOffAfterLines < 0)) {
    throw new RangeError(`fault cutOffAfterLines must be a whole number of lines (0 or more) or null, got ${String(next.cutOffAfterLines)}`);
  }
  checkReportedValues(next.reportedValues);
  return { ...next, reportedValues: { ...next.reportedValues } };
}

function requireNonNegative(name: string, value: number): void {
  if (!Number.isFinite(value) || value < 0) throw new RangeError(`fault ${name} must be a number of 0 or more, got ${String(value)}`);
}

function checkReportedValues(values: Readonly<Record<string, string>>): void {
  const entries = Object.entries(values);
  if (entries.length > maxReportedValues) throw new RangeError(`fault reportedValues names ${entries.length} parameters; at most ${maxReportedValues}`);
  for (const [key, value] of entries) {
    const slash = key.indexOf('/');
    const problem =
      slash < 0
        ? `'${key}' is not section/NAME`
        : (validateSectionName(key.slice(0, slash)) ?? validateParamName(key.slice(slash + 1)) ?? (typeof value === 'string' ? validateValue(value) : 'the value is not text'));
    if (problem) throw new RangeError(`fault reportedValues: ${key}: ${problem}`);
  }
}
