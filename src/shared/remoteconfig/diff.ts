// Parameter-level differences between two configurations, and the smallest script that
// makes the camera's configuration match: technicians copy settings between cameras without
// overwriting per-camera values, so whole sections are written only when asked for.
import { localize } from '../i18n/text';
import type { CameraConfig, ConfigParam, ConfigSection } from './configModel';
import { deleteParam, findSection, setParam } from './configModel';
import type { BuildScriptOptions, ParamAssignment, ScriptCommand } from './scriptBuilder';
import { buildScript, ScriptError } from './scriptBuilder';

export interface ConfigChange {
  kind: 'added' | 'changed' | 'removed';
  section: string;
  name: string;
  /** The value in `from` (changed, removed). */
  oldValue?: string;
  /** The value in `to` (added, changed). */
  newValue?: string;
}

/**
 * What changes from `from` to `to`. Sections in the order of `to`, then those only `from`
 * has; within a section, changed and removed parameters in the order of `from`, then the
 * added ones in the order of `to`. Section presence itself is not a change: a section that
 * loses all its parameters is listed as removed parameters.
 */
export function diffConfigs(from: CameraConfig, to: CameraConfig): ConfigChange[] {
  const fromSections = new Map(from.sections.map((section) => [section.name, section]));
  const toNames = new Set(to.sections.map((section) => section.name));
  const changes: ConfigChange[] = [];
  for (const section of to.sections) changes.push(...diffSection(fromSections.get(section.name)?.params ?? [], section));
  for (const section of from.sections) {
    if (!toNames.has(section.name)) changes.push(...diffSection(section.params, { name: section.name, params: [] }));
  }
  return changes;
}

function diffSection(fromParams: ConfigParam[], to: ConfigSection): ConfigChange[] {
  const toValues = new Map(to.params.map((param) => [param.name, param.value]));
  const fromNames = new Set(fromParams.map((param) => param.name));
  const changes: ConfigChange[] = [];
  for (const param of fromParams) {
    const newValue = toValues.get(param.name);
    if (newValue === undefined) changes.push({ kind: 'removed', section: to.name, name: param.name, oldValue: param.value });
    else if (newValue !== param.value) changes.push({ kind: 'changed', section: to.name, name: param.name, oldValue: param.value, newValue });
  }
  for (const param of to.params) {
    if (!fromNames.has(param.name)) changes.push({ kind: 'added', section: to.name, name: param.name, newValue: param.value });
  }
  return changes;
}

/** Applies a change list as the camera would run its script: set changed and added values, delete removed ones. */
export function applyChanges(config: CameraConfig, changes: ConfigChange[]): CameraConfig {
  return changes.reduce(
    (current, change) =>
      change.kind === 'removed' ? deleteParam(current, change.section, change.name) : setParam(current, change.section, change.name, change.newValue ?? ''),
    config,
  );
}

export interface ScriptForChangesOptions {
  /** Write every touched section whole (`write` + SECTION blocks) instead of parameter by parameter; needs `target`. */
  wholeSections?: boolean;
  /** The configuration the changes lead to; the source of whole sections. */
  target?: CameraConfig;
  /** Append `store` (make the changes survive a reboot). */
  store?: boolean;
  /** Append `update` (apply what needs no reboot). */
  update?: boolean;
  /** Append `reboot`. */
  reboot?: boolean;
}

/**
 * The commands that carry out `changes`: `write params` for changed values, one `append`
 * per section for added parameters, `delete params` for removed ones, then store, update
 * and reboot when asked for. `write` is used only with `wholeSections`.
 */
export function scriptForChanges(changes: ConfigChange[], options: ScriptForChangesOptions = {}): ScriptCommand[] {
  const commands = options.wholeSections ? wholeSectionCommands(changes, options.target) : parameterCommands(changes);
  if (options.store) commands.push({ kind: 'store' });
  if (options.update) commands.push({ kind: 'update' });
  if (options.reboot) commands.push({ kind: 'reboot' });
  return commands;
}

function parameterCommands(changes: ConfigChange[]): ScriptCommand[] {
  const commands: ScriptCommand[] = [];
  const writes: ParamAssignment[] = changes
    .filter((change) => change.kind === 'changed')
    .map((change) => ({ section: change.section, name: change.name, value: change.newValue ?? '' }));
  if (writes.length > 0) commands.push({ kind: 'writeParams', params: writes });
  const appends = new Map<string, ConfigParam[]>();
  for (const change of changes) {
    if (change.kind !== 'added') continue;
    const params = appends.get(change.section) ?? [];
    params.push({ name: change.name, value: change.newValue ?? '' });
    appends.set(change.section, params);
  }
  for (const [section, params] of appends) commands.push({ kind: 'append', section, params });
  const deletions = changes.filter((change) => change.kind === 'removed').map((change) => ({ section: change.section, name: change.name }));
  if (deletions.length > 0) commands.push({ kind: 'deleteParams', params: deletions });
  return commands;
}

function wholeSectionCommands(changes: ConfigChange[], target: CameraConfig | undefined): ScriptCommand[] {
  if (!target) throw new ScriptError(localize('remoteConfig.script.wholeSectionsTarget'));
  const touched = [...new Set(changes.map((change) => change.section))];
  const written = touched.map((name) => findSection(target, name)).filter((section): section is ConfigSection => section !== undefined);
  const vanished = touched.filter((name) => !findSection(target, name));
  const commands: ScriptCommand[] = [];
  if (written.length > 0) commands.push({ kind: 'writeSections', config: { versionLine: null, sections: written } });
  if (vanished.length > 0) commands.push({ kind: 'deleteSections', sections: vanished });
  return commands;
}

/** The request body that turns `from` into `to` (see scriptForChanges). */
export function diffScript(from: CameraConfig, to: CameraConfig, options: ScriptForChangesOptions & BuildScriptOptions = {}): string {
  return buildScript(scriptForChanges(diffConfigs(from, to), { ...options, target: options.target ?? to }), options);
}
