// The names the console completes, from the camera's configuration file as the text mode read it.
import { parseConfig } from '../../../../shared/remoteconfig/configText';
import { catalogueOf, emptyCatalogue, type ConfigCatalogue } from '../../../ui/monaco/scriptCompletion';
import type { ConfigTextLoad } from '../raw/configTextStore';

/** Sections and parameters of a loaded configuration; none while it loads or when it does not parse. */
export function catalogueOfLoad(load: ConfigTextLoad | undefined): ConfigCatalogue {
  if (load?.status !== 'loaded') return emptyCatalogue;
  try {
    return catalogueOf(parseConfig(load.text).sections);
  } catch {
    return emptyCatalogue; // completion without names; the text mode shows the parse error
  }
}
