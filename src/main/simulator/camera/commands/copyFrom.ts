// `reset` / `restore`, with or without `section <name>...`: the whole running configuration or
// some sections taken from another copy (the factory defaults or the flash copy).
import { findSection, type CameraConfig } from '../../../../shared/remoteconfig/configModel';
import { putSection } from '../sectionEdits';
import { badSyntax, type CommandContext, type CommandHandler } from './commandContext';

function copyFrom(source: (context: CommandContext) => CameraConfig): CommandHandler {
  return (context) => {
    const { args, camera, out, line } = context;
    const [keyword, ...names] = args;
    const from = source(context);
    if (keyword === undefined) {
      camera.running = from;
    } else if (keyword === 'section' && names.length > 0) {
      const unknown = names.filter((name) => !findSection(from, name));
      if (unknown.length > 0) return unknown.forEach((name) => out.error(`unknown section ${name}`));
      camera.running = names.reduce((config, name) => putSection(config, findSection(from, name)!), camera.running);
    } else {
      return badSyntax(context);
    }
    out.exec(line);
  };
}

export const reset = copyFrom(({ camera }) => camera.factory);
export const restore = copyFrom(({ camera }) => camera.flash);
