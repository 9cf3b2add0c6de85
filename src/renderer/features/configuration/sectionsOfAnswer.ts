// `config.readSections` answers with the sections as configuration text: one string on the wire
// instead of an object per parameter (docs/api.md). The page reads it with the parser main uses,
// so a line or name the camera could not have sent is refused here as well (ConfigParseError,
// naming the line), and a section's parameters become objects only when first read.
import type { ConfigSection } from '../../../shared/api/configSchemas';
import type { MethodOutput } from '../../../shared/api/contract';
import { parseConfig } from '../../../shared/remoteconfig/configText';

export function sectionsOfAnswer({ text }: MethodOutput<'config.readSections'>): ConfigSection[] {
  return parseConfig(text, { source: "the camera's configuration" }).sections;
}
