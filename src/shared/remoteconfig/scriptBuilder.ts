// Builds the body of a remote configuration request from typed commands: `helo`, the
// commands with their blocks, exactly one end command. Every name and value is checked
// before anything is built, so a script is either right as a whole or refused with a
// ScriptError that names the command and the rule it breaks.
import { localize, type Text } from '../i18n/text';
import type { CameraConfig, ConfigParam } from './configModel';
import { withoutLayout } from './configModel';
import { serializeConfig } from './configText';
import { quote, validateParamName, validateSectionName, validateValue } from './names';
import { ScriptError, StoreBeforeRebootRule } from './scriptGrammar';

export { ScriptError } from './scriptGrammar';
export { checkRawScript, prepareRawScript } from './rawScript';

export interface ParamAssignment {
  section: string;
  name: string;
  value: string;
}

export interface ParamReference {
  section: string;
  name: string;
}

export type ScriptCommand =
  | { kind: 'view'; sections?: string[] }
  | { kind: 'viewConfigFile' }
  | { kind: 'writeParams'; params: ParamAssignment[] }
  | { kind: 'writeSections'; config: CameraConfig }
  | { kind: 'append'; section: string; params: ConfigParam[] }
  | { kind: 'deleteAll' }
  | { kind: 'deleteSections'; sections: string[] }
  | { kind: 'deleteParams'; params: ParamReference[] }
  | { kind: 'reset'; sections?: string[] }
  | { kind: 'restore'; sections?: string[] }
  | { kind: 'store' }
  | { kind: 'update' }
  | { kind: 'reboot' }
  | { kind: 'profile' }
  | { kind: 'activateProfile'; name: string }
  | { kind: 'rebootNeeded' }
  | { kind: 'help' };

export type ScriptCommandKind = ScriptCommand['kind'];

export interface BuildScriptOptions {
  /** The end command; `quit` unless told otherwise. */
  end?: 'quit' | 'exit';
  /** An empty line before `helo` and after the end command, as community backup tools send. */
  framingEmptyLines?: boolean;
}

/** The request body: `helo`, each command's lines, the end command; `\n` line ends. Refuses a reboot that would lose a change not stored. */
export function buildScript(commands: ScriptCommand[], options: BuildScriptOptions = {}): string {
  const end = options.end ?? 'quit';
  if (end !== 'quit' && end !== 'exit') throw new ScriptError(localize('remoteConfig.script.endCommand', { end: quote(String(end)) }));
  const storeRule = new StoreBeforeRebootRule();
  const body = commands.flatMap((command, index) => {
    const lines = commandLines(command, index);
    const where = commandRef(index, command.kind);
    const lostChange = storeRule.follow(lines[0] ?? '', where);
    if (lostChange) throw new ScriptError(localize('remoteConfig.script.atCommand', { where, problem: lostChange }));
    return lines;
  });
  const lines = ['helo', ...body, end];
  const framed = options.framingEmptyLines ? ['', ...lines, ''] : lines;
  return framed.join('\n') + '\n';
}

function commandRef(index: number, kind: string): Text {
  return localize('remoteConfig.script.commandRef', { index: String(index + 1), kind });
}

/** The script lines of one command (its command line and block); throws ScriptError when a name or value is not acceptable. */
export function commandLines(command: ScriptCommand, index = 0): string[] {
  const where = `command ${index + 1} (${command.kind})`;
  const check = (problem: string | null, detail?: string): void => {
    if (problem) throw new ScriptError(`${where}${detail ? `, ${detail}` : ''}: ${problem}`);
  };
  switch (command.kind) {
    case 'view':
    case 'reset':
    case 'restore':
      return sectionCommandLines(command.kind, command.sections, check);
    case 'viewConfigFile':
      return ['view configfile'];
    case 'writeParams':
      return writeParamsLines(command.params, check);
    case 'writeSections':
      return writeSectionsLines(command.config, check);
    case 'append':
      return appendLines(command.section, command.params, check);
    case 'deleteAll':
      return ['delete'];
    case 'deleteSections':
      if (command.sections.length === 0) check('no sections given; use deleteAll to delete the whole configuration');
      return command.sections.map((section, i) => {
        check(validateSectionName(section), `section ${i + 1}`);
        return `delete section ${section}`;
      });
    case 'deleteParams':
      return deleteParamsLines(command.params, check);
    case 'activateProfile':
      check(profileNameProblem(command.name));
      return [`activate_profile ${command.name}`];
    case 'rebootNeeded':
      return ['reboot_needed'];
    case 'store':
    case 'update':
    case 'reboot':
    case 'profile':
    case 'help':
      return [command.kind];
    default:
      throw new ScriptError(localize('remoteConfig.script.unknownKind', { where, kind: quote(String((command as { kind: unknown }).kind)) }));
  }
}

type Check = (problem: string | null, detail?: string) => void;

function sectionCommandLines(word: 'view' | 'reset' | 'restore', sections: string[] | undefined, check: Check): string[] {
  if (sections === undefined) return [word];
  if (sections.length === 0) check(`the list of sections is empty; leave it out to ${word} the whole configuration`);
  return sections.map((section, i) => {
    check(validateSectionName(section), `section ${i + 1}`);
    return `${word} section ${section}`;
  });
}

function writeParamsLines(params: ParamAssignment[], check: Check): string[] {
  if (params.length === 0) check('no parameters to write');
  const lines = params.map((param, i) => {
    const detail = `parameter ${i + 1} (${param.section}/${param.name})`;
    check(validateSectionName(param.section) ?? validateParamName(param.name) ?? validateValue(param.value), detail);
    return `${param.section}/${param.name}=${param.value}`;
  });
  return ['write params', ...lines];
}

function deleteParamsLines(params: ParamReference[], check: Check): string[] {
  if (params.length === 0) check('no parameters to delete');
  const lines = params.map((param, i) => {
    check(validateSectionName(param.section) ?? validateParamName(param.name), `parameter ${i + 1} (${param.section}/${param.name})`);
    return `${param.section}/${param.name}`;
  });
  return ['delete params', ...lines];
}

function appendLines(section: string, params: ConfigParam[], check: Check): string[] {
  check(validateSectionName(section));
  if (params.length === 0) check(`no parameters to append to section ${section}`);
  const lines = params.map((param, i) => {
    check(validateParamName(param.name) ?? validateValue(param.value), `parameter ${i + 1} (${section}/${param.name})`);
    return `${param.name}=${param.value}`;
  });
  return ['append', `SECTION ${section}`, ...lines, `ENDSECTION ${section}`];
}

// The restore form: the config as a backup file (version line as a comment, then the
// SECTION blocks), always with canonical layout so no CR or stray line reaches the camera.
function writeSectionsLines(config: CameraConfig, check: Check): string[] {
  if (config.sections.length === 0) check('the configuration has no sections to write');
  if (config.versionLine !== null) {
    const versionProblem = config.versionLine.startsWith('#') ? validateValue(config.versionLine) : 'it must start with #';
    check(versionProblem, `version line ${quote(config.versionLine)}`);
  }
  const seen = new Set<string>();
  for (const section of config.sections) {
    check(validateSectionName(section.name), `section ${quote(section.name)}`);
    if (seen.has(section.name)) check(`section ${quote(section.name)} appears twice`);
    seen.add(section.name);
    for (const param of section.params) {
      check(validateParamName(param.name) ?? validateValue(param.value), `parameter ${section.name}/${param.name}`);
    }
  }
  const text = serializeConfig(withoutLayout(config));
  return ['write', ...text.slice(0, -1).split('\n')];
}

function profileNameProblem(name: string): string | null {
  if (name.length === 0) return 'profile name is empty';
  if (/[ \t]/.test(name)) return `profile name ${quote(name)} contains a space or tab; the camera reads one word`;
  return validateValue(name)?.replace(/^value/, 'profile name') ?? null;
}
