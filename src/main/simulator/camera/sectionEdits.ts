// Whole-section edits the shared configuration model does not offer (it edits parameters).
import { findSection, type CameraConfig, type ConfigSection } from '../../../shared/remoteconfig/configModel';
import { serializeConfig } from '../../../shared/remoteconfig/configText';

/** Replaces the section of the same name in place, or appends it when the config has none. */
export function putSection(config: CameraConfig, section: ConfigSection): CameraConfig {
  const copy: ConfigSection = { name: section.name, params: section.params.map((param) => ({ ...param })) };
  if (!findSection(config, section.name)) return { ...config, sections: [...config.sections, copy] };
  return { ...config, sections: config.sections.map((existing) => (existing.name === section.name ? copy : existing)) };
}

/** `SECTION n` / `NAME=value` / `ENDSECTION n` lines of the given sections, as `view` prints them. */
export function sectionListingLines(sections: readonly ConfigSection[]): string[] {
  return textLines(serializeConfig({ versionLine: null, sections: [...sections] }));
}

/** The `view configfile` lines: the version line, then every section. */
export function configFileLines(config: CameraConfig): string[] {
  return textLines(serializeConfig({ versionLine: config.versionLine, sections: config.sections }));
}

function textLines(text: string): string[] {
  return text === '' ? [] : text.replace(/\n$/, '').split('\n');
}

export function sameSection(a: ConfigSection | undefined, b: ConfigSection | undefined): boolean {
  if (!a || !b) return a === b;
  return a.params.length === b.params.length && a.params.every((param, index) => param.name === b.params[index]!.name && param.value === b.params[index]!.value);
}
