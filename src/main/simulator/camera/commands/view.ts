// `view`, `view section <name>...`, `view configfile`.
import { findSection, type ConfigSection } from '../../../../shared/remoteconfig/configModel';
import { configFileLines, sectionListingLines } from '../sectionEdits';
import { badSyntax, type CommandContext } from './commandContext';

export function view(context: CommandContext): void {
  const { args, camera, out, line } = context;
  const [keyword, ...names] = args;
  if (keyword === undefined) {
    out.exec(line);
    out.dataLines(sectionListingLines(camera.running.sections));
  } else if (keyword === 'configfile' && names.length === 0) {
    out.exec(line);
    out.dataLines(configFileLines(camera.running));
  } else if (keyword === 'section' && names.length > 0) {
    viewSections(context, names);
  } else {
    badSyntax(context);
  }
}

function viewSections({ camera, out, line }: CommandContext, names: string[]): void {
  const sections: ConfigSection[] = [];
  const unknown: string[] = [];
  for (const name of names) {
    const section = findSection(camera.running, name);
    if (section) sections.push(section);
    else unknown.push(name);
  }
  if (unknown.length > 0) {
    for (const name of unknown) out.error(`unknown section ${name}`);
    return;
  }
  out.exec(line);
  out.dataLines(sectionListingLines(sections));
}
