// Configuration profiles live in the `events` section: `PROFILE_<name>=<section>/<NAME>=<value>;...`
// defines one, `ACTIVE_PROFILE=<name>` records which was activated last (empty: none).
// Being parameters, they are written, stored, restored and lost on reboot like any other value.
import { getParam, setParam, type CameraConfig } from '../../../shared/remoteconfig/configModel';

export const profileSection = 'events';
export const activeProfileParam = 'ACTIVE_PROFILE';
const definitionPrefix = 'PROFILE_';

export interface ProfileAssignment {
  section: string;
  name: string;
  value: string;
}

/** The name of the active profile, or '' when none is active. */
export function activeProfile(config: CameraConfig): string {
  return getParam(config, profileSection, activeProfileParam) ?? '';
}

export type ProfileActivation = { config: CameraConfig; errors?: undefined } | { errors: string[] };

/** The config with the named profile's values applied, or the reasons it cannot be (nothing applied). */
export function activateProfile(config: CameraConfig, profileName: string): ProfileActivation {
  const definition = getParam(config, profileSection, definitionPrefix + profileName);
  if (definition === undefined) return { errors: [`unknown profile ${profileName}`] };
  const errors: string[] = [];
  let next = config;
  for (const entry of definition.split(';').filter((text) => text !== '')) {
    const assignment = parseAssignment(entry);
    if (!assignment) errors.push(`bad syntax: profile ${profileName} entry ${entry}`);
    else if (getParam(next, assignment.section, assignment.name) === undefined) errors.push(`unknown parameter ${assignment.section}/${assignment.name}`);
    else next = setParam(next, assignment.section, assignment.name, assignment.value);
  }
  if (errors.length > 0) return { errors };
  return { config: setParam(next, profileSection, activeProfileParam, profileName) };
}

function parseAssignment(entry: string): ProfileAssignment | null {
  const match = /^([^=/\s]+)\/([^=/\s]+)=(.*)$/.exec(entry);
  return match ? { section: match[1]!, name: match[2]!, value: match[3]! } : null;
}
