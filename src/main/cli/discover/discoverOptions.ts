// The one option table of `camconfig discover`: its parser reads it and its --help is generated
// from it (formatOptionHelp), so neither can list an option the other does not know.
import type { CommandLineOption } from '../../base/commandLine/parseCommandLine';
import { formatOptionHelp } from '../../base/commandLine/optionHelp';
import { passwordEnvVariable } from '../../base/commandLine/secretVariables';
import { maxScanAddresses, maxScanPorts } from '../../../shared/site/addressRange';
import { scanDefaults, scanLimits } from '../../discovery/addressScan';
import { workspaceOption } from '../fleet/fleetOptions';
import type { Language } from '../../../shared/i18n/languages';
import { renderText } from '../../../shared/i18n/renderText';
import { localize } from '../../../shared/i18n/text';

export const discoverProgram = 'camconfig discover';

export const discoverCommandLineOptions: readonly CommandLineOption[] = [
  { name: 'port', value: true, valueName: 'N', repeatable: true, help: localize('cliDiscover.option.port', { max: maxScanPorts }) },
  { name: 'https', help: localize('cliDiscover.option.https') },
  { name: 'user', alias: 'u', value: true, valueName: 'USER', help: localize('cliDiscover.option.user', { variable: passwordEnvVariable }) },
  { name: 'timeout', value: true, valueName: 'SECONDS', help: localize('cliDiscover.option.timeout', { min: scanLimits.timeoutMs.min / 1000, max: scanLimits.timeoutMs.max / 1000, default: scanDefaults.timeoutMs / 1000 }) },
  { name: 'parallel', value: true, valueName: 'N', help: localize('cliDiscover.option.parallel', { min: scanLimits.parallel.min, max: scanLimits.parallel.max, default: scanDefaults.parallel }) },
  { name: 'add', help: localize('cliDiscover.option.add') },
  { name: 'group', value: true, valueName: 'GROUP', help: localize('cliDiscover.option.group') },
  workspaceOption,
  { name: 'json', help: localize('cliDiscover.option.json') },
  { name: 'help', alias: 'h', help: localize('commandLine.helpOption') },
];

export function discoverUsage(language: Language): string {
  return renderText(localize('cliDiscover.usage', { maxAddresses: String(maxScanAddresses), options: formatOptionHelp(discoverCommandLineOptions, language) }), language);
}
