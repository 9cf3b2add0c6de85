// `write params` + `<section>/<NAME>=<value>` lines: sets existing parameters, all or none.
import { findSection, getParam, setParam } from '../../../../shared/remoteconfig/configModel';
import { validateValue } from '../../../../shared/remoteconfig/names';
import { readAssignmentBlock } from '../blockReader';
import type { CommandContext } from './commandContext';

export function writeParams({ camera, cursor, out, line }: CommandContext): void {
  let draft = camera.running;
  let valid = true;
  const count = readAssignmentBlock(cursor, ({ section, name, value }) => {
    const problem = !findSection(draft, section)
      ? `unknown section ${section}`
      : getParam(draft, section, name) === undefined
        ? `unknown parameter ${section}/${name}`
        : validateValue(value);
    if (problem) {
      out.error(problem);
      valid = false;
    } else {
      draft = setParam(draft, section, name, value);
    }
  });
  if (count === 0) return out.error(`bad syntax: ${line} (no <section>/<NAME>=<value> line follows)`);
  if (!valid) return;
  camera.running = draft;
  out.exec(line);
}
