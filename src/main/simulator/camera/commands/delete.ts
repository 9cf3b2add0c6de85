// `delete` (everything), `delete section <name>...`, `delete params` + `<section>/<NAME>` lines.
import { deleteParam, deleteSection, findSection, getParam } from '../../../../shared/remoteconfig/configModel';
import { readReferenceBlock } from '../blockReader';
import { badSyntax, type CommandContext } from './commandContext';

export function deleteCommand(context: CommandContext): void {
  const [keyword, ...rest] = context.args;
  if (keyword === undefined) deleteEverything(context);
  else if (keyword === 'section' && rest.length > 0) deleteSections(context, rest);
  else if (keyword === 'params' && rest.length === 0) deleteParams(context);
  else badSyntax(context);
}

function deleteEverything({ camera, out, line }: CommandContext): void {
  camera.running = { versionLine: camera.running.versionLine, sections: [] };
  out.exec(line);
}

function deleteSections({ camera, out, line }: CommandContext, names: string[]): void {
  const unknown = names.filter((name) => !findSection(camera.running, name));
  if (unknown.length > 0) return unknown.forEach((name) => out.error(`unknown section ${name}`));
  camera.running = names.reduce(deleteSection, camera.running);
  out.exec(line);
}

function deleteParams({ camera, cursor, out, line }: CommandContext): void {
  let draft = camera.running;
  let valid = true;
  const count = readReferenceBlock(cursor, ({ section, name }) => {
    const problem = !findSection(draft, section) ? `unknown section ${section}` : getParam(draft, section, name) === undefined ? `unknown parameter ${section}/${name}` : null;
    if (problem) {
      out.error(problem);
      valid = false;
    } else {
      draft = deleteParam(draft, section, name);
    }
  });
  if (count === 0) return out.error(`bad syntax: ${line} (no <section>/<NAME> line follows)`);
  if (!valid) return;
  camera.running = draft;
  out.exec(line);
}
