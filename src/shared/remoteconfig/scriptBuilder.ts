// Builds the body of a remote configuration request from typed commands: `helo`, the
// commands with their blocks, exactly one end command. Every name and value is checked
// before anything is built, so a script is either right as a whole or refused with a
// ScriptError that names the command and the rule it breaks.
import { localize, type Text } from '../i18n/text';
import type { CameraConfig, ConfigParam } from './configModel';
import { withoutLayout } from './configModel';
import { serializeConfig } from './configText';
import { paramNameText, quote, sectionNameText, valueText } from './names';
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
  const where = commandRef(index, command.kind);
  const check: Check = (problem, detail) => {
    if (!problem) return;
    throw new ScriptError(detail ? localize('remoteConfig.script.atCommandDetail', { where, detail, problem }) : localize('remoteConfig.script.atCommand', { where, problem }));
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
      if (command.sections.length === 0) check(localize('remoteConfig.script.build.noSectionsToDelete'));
      return command.sections.map((section, i) => {
        check(sectionNameText(section), sectionNumber(i));
        return `delete section ${section}`;
      });
    case 'deleteParams':
      return deleteParamsLines(command.params, check);
    case 'activateProfile':
      check(profileNameText(command.name));
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

type Check = (problem: Text | null, detail?: Text) => void;

const sectionNumber = (i: number): Text => localize('remoteConfig.script.build.sectionNumber', { number: String(i + 1) });
const paramNumber = (i: number, section: string, name: string): Text => localize('remoteConfig.script.build.paramNumber', { number: String(i + 1), param: `${section}/${name}` });

function sectionCommandLines(word: 'view' | 'reset' | 'restore', sections: string[] | undefined, check: Check): string[] {
  if (sections === undefined) return [word];
  if (sections.length === 0) check(localize('remoteConfig.script.build.emptySectionList', { command: word }));
  return sections.map((section, i) => {
    check(sectionNameText(section), sectionNumber(i));
    return `${word} section ${section}`;
  });
}

function writeParamsLines(params: ParamAssignment[], check: Check): string[] {
  if (params.length === 0) check(localize('remoteConfig.script.build.noParamsToWrite'));
  const lines = params.map((param, i) => {
    check(sectionNameText(param.section) ?? paramNameText(param.name) ?? valueText(param.value), paramNumber(i, param.section, param.name));
    return `${param.section}/${param.name}=${param.value}`;
  });
  return ['write params', ...lines];
}

function deleteParamsLines(params: ParamReference[], check: Check): string[] {
  if (params.length === 0) check(localize('remoteConfig.script.build.noParamsToDelete'));
  const lines = params.map((param, i) => {
    check(sectionNameText(param.section) ?? paramNameText(param.name), paramNumber(i, param.section, param.name));
    return `${param.section}/${param.name}`;
  });
  return ['delete params', ...lines];
}

function appendLines(section: string, params: ConfigParam[], check: Check): string[] {
  check(sectionNameText(section));
  if (params.length === 0) check(localize('remoteConfig.script.build.noParamsToAppend', { section }));
  const lines = params.map((param, i) => {
    check(paramNameText(param.name) ?? valueText(param.value), paramNumber(i, section, param.name));
    return `${param.name}=${param.value}`;
  });
  return ['append', `SECTION ${section}`, ...lines, `ENDSECTION ${section}`];
}

// The restore form: the config as a backup file (version line as a comment, then the
// SECTION blocks), always with canonical layout so no CR or stray line reaches the camera.
function writeSectionsLines(config: CameraConfig, check: Check): string[] {
  if (config.sections.length === 0) check(localize('remoteConfig.script.build.noSectionsToWrite'));
  if (config.versionLine !== null) {
    const versionProblem = config.versionLine.startsWith('#') ? valueText(config.versionLine) : localize('remoteConfig.script.build.versionLineHash');
    check(versionProblem, localize('remoteConfig.script.build.versionLine', { line: quote(config.versionLine) }));
  }
  const seen = new Set<string>();
  for (const section of config.sections) {
    check(sectionNameText(section.name), localize('remoteConfig.script.build.sectionNamed', { section: quote(section.name) }));
    if (seen.has(section.name)) check(localize('remoteConfig.script.build.sectionTwice', { section: quote(section.name) }));
    seen.add(section.name);
    for (const param of section.params) {
      check(paramNameText(param.name) ?? valueText(param.value), localize('remoteConfig.script.build.paramNamed', { param: `${section.name}/${param.name}` }));
    }
  }
  const text = serializeConfig(withoutLayout(config));
  return ['write', ...text.slice(0, -1).split('\n')];
}

function profileNameText(name: string): Text | null {
  if (name.length === 0) return localize('remoteConfig.script.build.profileEmpty');
  if (/[ \t]/.test(name)) return localize('remoteConfig.script.build.profileSpace', { name: quote(name) });
  return valueText(name, localize('remoteConfig.script.build.profileSubject', { name: quote(name) }));
}
