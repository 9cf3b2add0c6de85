// A camera's variables as the edit form shows them: one `NAME=value` a line.
import type { StudioText } from '../../i18n/studioText';

export function variablesToText(variables: Record<string, string>): string {
  return Object.entries(variables)
    .map(([name, value]) => `${name}=${value}`)
    .join('\n');
}

/** The variables of the text; throws with the line at fault. The value is everything after the first '='. */
export function parseVariablesText(text: string, t: StudioText): Record<string, string> {
  const variables: Record<string, string> = {};
  for (const [index, line] of text.split(/\r?\n/).entries()) {
    if (line.trim() === '') continue;
    const equals = line.indexOf('=');
    if (equals === -1) throw new Error(t('cameras.edit.variablesNoEquals', { line: index + 1 }));
    const name = line.slice(0, equals).trim();
    if (Object.hasOwn(variables, name)) throw new Error(t('cameras.edit.variablesTwice', { line: index + 1, name }));
    variables[name] = line.slice(equals + 1);
  }
  return variables;
}
