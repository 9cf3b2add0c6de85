// Subcommands that only read: view, get, profile, reboot-needed, help.
import { type CameraConfig } from '../../../shared/remoteconfig/configModel';
import { serializeConfig } from '../../../shared/remoteconfig/configText';
import { describeAddress } from '../../remoteconfig/errors';
import { ExitCode } from '../exitCodes';
import { checkSectionName, parseParamReference } from './paramArgs';
import { argumentlessSubcommand, requirePositionals, type RcSubcommand } from './rcSubcommand';

export const viewSubcommand: RcSubcommand = {
  name: 'view',
  synopsis: '[SECTION...]',
  summary: 'print the running configuration, or the named sections',
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
  summary: 'print parameters as SECTION/NAME=value (exit 3 when one does not exist)',
  prepare(args) {
    const refs = requirePositionals(args, 'get', 'at least one SECTION/NAME').map(parseParamReference);
    return async ({ client, output }) => {
      const readings = await client.getParams(refs);
      const missing = readings.filter((reading) => reading.value === undefined);
      output.result(
        readings.filter((reading) => reading.value !== undefined).map(({ section, name, value }) => `${section}/${name}=${value}`),
        { params: readings.map(({ section, name, value }) => ({ section, name, value: value ?? null })) },
      );
      for (const { section, name } of missing) output.error(`camera ${describeAddress(client.camera)} has no parameter ${section}/${name}`);
      return missing.length > 0 ? ExitCode.cameraError : ExitCode.ok;
    };
  },
};

export const profileSubcommand = argumentlessSubcommand('profile', 'print the name of the active profile (an empty line when none is active)', async ({ client, output }) => {
  const profile = await client.profile();
  output.result([profile ?? ''], { profile });
  return ExitCode.ok;
});

export const rebootNeededSubcommand = argumentlessSubcommand('reboot-needed', 'list the changed sections that need a reboot to apply (nothing when none)', async ({ client, output }) => {
  const sections = await client.rebootNeeded();
  output.result(sections, { rebootNeeded: sections.length > 0, sections });
  return ExitCode.ok;
});

export const helpSubcommand = argumentlessSubcommand('help', "list the commands the camera implements (the camera's own help)", async ({ client, output }) => {
  const commands = await client.help();
  output.result(commands, { commands });
  return ExitCode.ok;
});
