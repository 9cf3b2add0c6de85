// An audit entry's operation as a text of the catalog: by its id (`operationId`, written beside
// the English words since the ids exist), or, in a log older than the ids, by the English words
// it kept. Words the catalog does not know (a newer studio's operation) stay as they were written.
import { englishText, renderText } from '../i18n/renderText';
import { supportedLanguages } from '../i18n/languages';
import { localize, type Text } from '../i18n/text';
import { scriptOperations, type ScriptOperation } from '../remoteconfig/scriptOperations';

export interface LoggedOperation {
  operation: string;
  operationId?: string | undefined;
}

/** The text of a script operation the client was asked for. */
export function scriptOperationText(operation: ScriptOperation): Text {
  return localize(`audit.operation.${operation}`);
}

/** Who sent it: the studio or the command line. */
export function auditSourceText(source: 'studio' | 'cli'): Text {
  return localize(`audit.source.${source}`);
}

/** A fleet run's operation. */
export const fleetApplyText: Text = localize('audit.operation.fleetApply');

let byEnglishWords: ReadonlyMap<string, ScriptOperation> | undefined;

/** The id whose English words these are (the old form of the log), if any. */
function operationOfWords(words: string): ScriptOperation | undefined {
  byEnglishWords ??= new Map(scriptOperations.map((operation) => [englishText(scriptOperationText(operation)), operation]));
  return byEnglishWords.get(words);
}

function isScriptOperation(id: string | undefined): id is ScriptOperation {
  return id !== undefined && (scriptOperations as readonly string[]).includes(id);
}

/** The entry's operation in the catalog, or its words as written when the catalog does not know them. */
export function loggedOperationText(entry: LoggedOperation): Text {
  const operation = isScriptOperation(entry.operationId) ? entry.operationId : operationOfWords(entry.operation);
  return operation ? scriptOperationText(operation) : localize('audit.operationAsWritten', { words: entry.operation });
}

/** The entry's operation in every language the catalog speaks: what a filter typed in any of them finds. */
export function operationWordsInEveryLanguage(entry: LoggedOperation): string[] {
  const text = loggedOperationText(entry);
  return [entry.operation, ...supportedLanguages.map((language) => renderText(text, language))];
}
