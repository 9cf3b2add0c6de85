// A camera's configuration offered for a baseline: every value, and where it equals one of the
// camera's own variables, the placeholder to write instead (the camera's SIP number as {SIP}),
// so a value that differs per camera is templated rather than copied into every camera's check.
import type { CameraConfig } from '../remoteconfig/configModel';

export interface DraftParameter {
  name: string;
  value: string;
  /** `{VARIABLE}` when the value equals that variable of the camera; null otherwise. */
  placeholder: string | null;
}

export interface DraftSection {
  name: string;
  parameters: DraftParameter[];
}

/** Its port says how the studio reaches the camera: a level of 80 equal to it is a coincidence, not a per-camera value. */
const neverOffered = new Set(['PORT']);

export function baselineDraft(config: CameraConfig, variables: Readonly<Record<string, string>>): DraftSection[] {
  const byValue = placeholderByValue(variables);
  return config.sections.map((section) => ({
    name: section.name,
    parameters: section.params.map(({ name, value }) => ({ name, value, placeholder: byValue.get(value) ?? null })),
  }));
}

/** value -> `{NAME}`; an empty value is never templated, and of two variables with one value the first by name wins. */
function placeholderByValue(variables: Readonly<Record<string, string>>): Map<string, string> {
  const byValue = new Map<string, string>();
  const names = Object.keys(variables).filter((name) => !neverOffered.has(name)).sort((a, b) => a.localeCompare(b));
  for (const name of names) {
    const value = variables[name]!;
    if (value !== '' && !byValue.has(value) && /^[A-Za-z0-9_.\- ]{1,64}$/.test(name)) byValue.set(value, `{${name}}`);
  }
  return byValue;
}
