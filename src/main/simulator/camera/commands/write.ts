// `write params` (parameters) or `write` (whole sections).
import { badSyntax, type CommandContext } from './commandContext';
import { writeParams } from './writeParams';
import { writeSections } from './writeSections';

export function write(context: CommandContext): void {
  const [keyword, ...rest] = context.args;
  if (keyword === undefined) writeSections(context);
  else if (keyword === 'params' && rest.length === 0) writeParams(context);
  else badSyntax(context);
}
