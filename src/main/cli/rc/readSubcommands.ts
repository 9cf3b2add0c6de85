// Subcommands that only read: view, get, profile, reboot-needed, help.
import { type CameraConfig } from '../../../shared/remoteconfig/configModel';
import { serializeConfig } from '../../../shared/remoteconfig/configText';
import { describeAddress } from '../../remoteconfig/errors';
import { ExitCode } from '../exitCodes';
import { checkSectionName, parseParamReference } from './paramArgs';
import { argumentlessSubcommand, requirePositionals, type RcSubcommand } from './rcSubcommand';
import { localize } from '../../../shared/i18n/text';

export const viewSubcommand: RcSubcommand = {
  name: 'view',
  synopsis: '[SECTION...]',
  summary: localize('cliRc.summary.view'),
  prepare(args) {
    const sections = args.positionals.map(checkSectionName);
    return async ({ client, output }) => {
      const config = await client.readSections(sections);
      output.result(configLines(config), { sections: config.sections });
      return ExitCode.ok;
    };
  },
};

export function configLines(config: CameraConfig): string[] {
  const text = serializeConfig({ versionLine: null, sections: config.sections });
  return text === '' ? [] : text.replace(/\n$/, '').split('\n');
}

export const getSubcommand: RcSubcommand = {
  name: 'get',
  synopsis: 'SECTION/NAME...',
  summary: localize('cliRc.summary.get'),
  prepare(args) {
    const refs = requirePositionals(args, 'get', localize('cliRc.needs.reference')).map(parseParamReference);
    return async ({ client, output }) => {
      const readings = await client.getParams(refs);
      const missing = readings.filter((reading) => reading.value === undefined);
      output.result(
        readings.filter((reading) => reading.value !== undefined).map(({ section, name, value }) => `${section}/${name}=${value}`),
        { params: readings.map(({ section, name, value }) => ({ section, name, value: value ?? null })) },
      );
      for (const { section, name } of missing) output.error(output.words(localize('cliRc.result.noParameter', { camera: describeAddress(client.camera), section, name })));
      return missing.length > 0 ? ExitCode.cameraError : ExitCode.ok;
    };
  },
};

export const profileSubcommand = argumentlessSubcommand('profile', localize('cliRc.summary.profile'), async ({ client, output }) => {
  const profile = await client.profile();
  output.result([profile ?? ''], { profile });
  return ExitCode.ok;
});

export const rebootNeededSubcommand = argumentlessSubcommand('reboot-needed', localize('cliRc.summary.rebootNeeded'), async ({ client, output }) => {
  const sections = await client.rebootNeeded();
  output.result(sections, { rebootNeeded: sections.length > 0, sections });
  return ExitCode.ok;
});

export const helpSubcommand = argumentlessSubcommand('help', localize('cliRc.summary.help'), async ({ client, output }) => {
  const commands = await client.help();
  output.result(commands, { commands });
  return ExitCode.ok;
});
