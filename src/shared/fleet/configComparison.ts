// Two configurations side by side: two snapshots of one camera, or one section of two
// cameras. The parameter-level changes (diffConfigs) for the table, and the two texts for a
// side-by-side text diff; with a section, both are narrowed to it.
import { findSection, type CameraConfig } from '../remoteconfig/configModel';
import { parseConfig, serializeConfig } from '../remoteconfig/configText';
import { diffConfigs, type ConfigChange } from '../remoteconfig/diff';

export interface ConfigSide {
  /** What the side is, for messages: "cam-2 snapshot 3f2a…", "the camera 127.0.0.1:8081". */
  source: string;
  text: string;
}

export interface ConfigComparison {
  changes: ConfigChange[];
  leftText: string;
  rightText: string;
  /** The section compared, or null for the whole configuration. */
  section: string | null;
}

/** Compares `left` (old) with `right` (new). Throws ConfigParseError naming the side whose text is not a configuration. */
export function compareConfigurations(left: ConfigSide, right: ConfigSide, section: string | null = null): ConfigComparison {
  const leftConfig = narrowed(parseConfig(left.text, { source: left.source }), section);
  const rightConfig = narrowed(parseConfig(right.text, { source: right.source }), section);
  return {
    changes: diffConfigs(leftConfig, rightConfig),
    leftText: section === null ? left.text : serializeConfig(leftConfig),
    rightText: section === null ? right.text : serializeConfig(rightConfig),
    section,
  };
}

/** Only `section` (empty when the configuration has none of that name); the whole configuration for null. */
function narrowed(config: CameraConfig, section: string | null): CameraConfig {
  if (section === null) return config;
  const found = findSection(config, section);
  return { versionLine: null, sections: found ? [{ name: found.name, params: found.params }] : [] };
}
