// The camera's configuration: named sections of NAME=value parameters, plus the `#:MX-`
// version line of a `view configfile` backup. Values are immutable: every helper returns a
// new config and leaves its argument alone. Reading and writing the text: configText.ts.
import { paramNameText, quote, sectionNameText, valueText } from './names';
import type { ErrorKind } from '../../shared/errors/errorKind';
import { LocalizedError } from '../i18n/localizedError';
import { localize, type Text } from '../i18n/text';

export interface ConfigParam {
  name: string;
  value: string;
}

export interface ConfigSection {
  name: string;
  params: ConfigParam[];
}

export interface CameraConfig {
  /** The whole `#:MX-...` line of a backup file, or null (a `view` listing has none). */
  versionLine: string | null;
  sections: ConfigSection[];
  /**
   * How the parsed text deviated from the canonical form (LF line ends, a final line end,
   * `ENDSECTION <name>`, no empty or comment lines), so that serializeConfig reproduces it
   * byte for byte. Absent when the text was canonical, as the camera's own output is.
   */
  layout?: ConfigLayout;
}

export type LineEnding = '\n' | '\r\n';

export interface ConfigLayout {
  /** The line end used for every line, unless `lineEndings` says otherwise. */
  lineEnding: LineEnding;
  /** Whether the last line ends with a line end. */
  finalNewline: boolean;
  /** Whether the text started with U+FEFF. */
  bom: boolean;
  /** The exact end of every line, kept only when the text mixed LF and CRLF; used while the line count is unchanged. */
  lineEndings?: string[];
  /** Empty and comment lines before the version line. */
  leadingLines: string[];
  sections: SectionLayout[];
  /** Empty and comment lines after the last section. */
  trailingLines: string[];
}

export interface SectionLayout {
  /** The section this layout belongs to (matched by name). */
  name: string;
  /** Empty and comment lines between the previous section (or version line) and this one. */
  linesBefore: string[];
  /** The header exactly as read, when it was not `SECTION <name>`. */
  headerLine?: string;
  /** The end line exactly as read, when it was not `ENDSECTION <name>`. */
  endLine?: string;
  /** Empty and comment lines in front of a parameter line. */
  linesBeforeParam: Array<{ param: string; lines: string[] }>;
  /** Empty and comment lines between the last parameter and the end line. */
  linesBeforeEnd: string[];
}

/** A name or value the camera would not accept, or a config built with duplicates. */
export class InvalidConfigError extends LocalizedError {
  get kind(): ErrorKind {
    return 'bad_input';
  }

  override readonly name = 'InvalidConfigError';
}

export function findSection(config: CameraConfig, name: string): ConfigSection | undefined {
  return config.sections.find((section) => section.name === name);
}

export function getParam(config: CameraConfig, section: string, name: string): string | undefined {
  return findSection(config, section)?.params.find((param) => param.name === name)?.value;
}

export function sectionNames(config: CameraConfig): string[] {
  return config.sections.map((section) => section.name);
}

/** Sets a parameter: replaces its value, or appends it to its section, creating the section at the end when absent. */
export function setParam(config: CameraConfig, section: string, name: string, value: string): CameraConfig {
  assertValid(sectionNameText(section) ?? paramNameText(name) ?? valueText(value), `${section}/${name}`);
  const existing = findSection(config, section);
  if (!existing) return { ...config, sections: [...config.sections, { name: section, params: [{ name, value }] }] };
  const hasParam = existing.params.some((param) => param.name === name);
  const params = hasParam
    ? existing.params.map((param) => (param.name === name ? { name, value } : param))
    : [...existing.params, { name, value }];
  return replaceSection(config, { name: section, params });
}

/** Removes a parameter; returns the config unchanged when it has no such parameter. */
export function deleteParam(config: CameraConfig, section: string, name: string): CameraConfig {
  const existing = findSection(config, section);
  const index = existing?.params.findIndex((param) => param.name === name) ?? -1;
  if (!existing || index < 0) return config;
  const params = existing.params.filter((param) => param.name !== name);
  const withoutParam = replaceSection(config, { name: section, params });
  if (!config.layout) return withoutParam;
  const follower = existing.params[index + 1]?.name;
  return { ...withoutParam, layout: layoutWithoutParam(config.layout, section, name, follower) };
}

/** Removes a whole section; returns the config unchanged when it has no such section. */
export function deleteSection(config: CameraConfig, name: string): CameraConfig {
  if (!findSection(config, name)) return config;
  return { ...config, sections: config.sections.filter((section) => section.name !== name) };
}

/** Builds a config from plain data, checking every name and value and refusing duplicates. */
export function createConfig(sections: ConfigSection[], versionLine: string | null = null): CameraConfig {
  if (versionLine !== null && (!versionLine.startsWith('#:') || /[\r\n]/.test(versionLine))) {
    throw new InvalidConfigError(localize('remoteConfig.config.versionLine', { line: quote(versionLine) }));
  }
  const seenSections = new Set<string>();
  for (const section of sections) {
    assertValid(sectionNameText(section.name), section.name);
    if (seenSections.has(section.name)) throw new InvalidConfigError(localize('remoteConfig.config.sectionTwice', { section: quote(section.name) }));
    seenSections.add(section.name);
    const seenParams = new Set<string>();
    for (const param of section.params) {
      assertValid(paramNameText(param.name) ?? valueText(param.value), `${section.name}/${param.name}`);
      if (seenParams.has(param.name)) throw new InvalidConfigError(localize('remoteConfig.config.paramTwice', { param: `${section.name}/${param.name}` }));
      seenParams.add(param.name);
    }
  }
  return {
    versionLine,
    sections: sections.map((section) => ({ name: section.name, params: section.params.map((param) => ({ ...param })) })),
  };
}

/** The firmware version of a backup: the text after `#:` of its version line. */
export function firmwareVersion(config: CameraConfig): string | null {
  return config.versionLine === null ? null : config.versionLine.slice(2);
}

/** The same configuration without its text layout: what serializeConfig prints canonically. */
export function withoutLayout(config: CameraConfig): CameraConfig {
  return { versionLine: config.versionLine, sections: config.sections };
}

function assertValid(problem: Text | null, subject: string): void {
  if (problem) throw new InvalidConfigError(localize('remoteConfig.config.invalid', { subject, problem }));
}

function replaceSection(config: CameraConfig, replacement: ConfigSection): CameraConfig {
  return { ...config, sections: config.sections.map((section) => (section.name === replacement.name ? replacement : section)) };
}

// Comment lines in front of a deleted parameter stay, in front of whatever followed it.
function layoutWithoutParam(layout: ConfigLayout, section: string, name: string, follower: string | undefined): ConfigLayout {
  const sections = layout.sections.map((sectionLayout) => {
    if (sectionLayout.name !== section) return sectionLayout;
    const orphaned = sectionLayout.linesBeforeParam.find((entry) => entry.param === name)?.lines ?? [];
    const kept = sectionLayout.linesBeforeParam.filter((entry) => entry.param !== name);
    if (orphaned.length === 0) return { ...sectionLayout, linesBeforeParam: kept };
    if (follower === undefined) return { ...sectionLayout, linesBeforeParam: kept, linesBeforeEnd: [...orphaned, ...sectionLayout.linesBeforeEnd] };
    const followerLines = kept.find((entry) => entry.param === follower)?.lines ?? [];
    const others = kept.filter((entry) => entry.param !== follower);
    return { ...sectionLayout, linesBeforeParam: [...others, { param: follower, lines: [...orphaned, ...followerLines] }] };
  });
  const { lineEndings: _lineCountChanged, ...rest } = layout;
  return { ...rest, sections };
}
