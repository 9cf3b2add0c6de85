// Subcommands that change the running configuration or apply it: set, append,
// activate-profile, store, update.
import { ExitCode } from '../exitCodes';
import { flag } from '../../base/commandLine/parseCommandLine';
import { checkSectionName, parseAssignment, parseNameValue } from './paramArgs';
import { rebootWaitChoice, applyStepCommandLineOptions, rebootWaitCommandLineOptions, waitWithProgress } from './rebootWaitOptions';
import { argumentlessSubcommand, requirePositionals, type RcSubcommand } from './rcSubcommand';
import { UsageError } from '../../base/commandLine/usageError';

export const setSubcommand: RcSubcommand = {
  name: 'set',
  synopsis: 'SECTION/NAME=VALUE... [--store] [--update] [--reboot [--wait]]',
  summary: 'write parameters (write params), optionally store, update and reboot, in one request; with --wait, wait for the camera and verify the stored values',
  options: [...applyStepCommandLineOptions, ...rebootWaitCommandLineOptions],
  prepare(args) {
    const assignments = requirePositionals(args, 'set', 'at least one SECTION/NAME=VALUE').map(parseAssignment);
    const store = flag(args, 'store');
    const update = flag(args, 'update');
    const reboot = flag(args, 'reboot');
    const waiting = rebootWaitChoice(args);
    if (reboot && !store) throw new UsageError('set --reboot without --store would lose the new values in the reboot; add --store');
    if (waiting.wait && !reboot) throw new UsageError('set --wait only makes sense with --reboot');
    return async ({ client, output }) => {
      await client.setParams(assignments, { store, update, reboot });
      const steps = [`wrote ${assignments.length} parameter(s)`, 'read back as written', ...(store ? ['stored to flash'] : []), ...(update ? ['updated'] : []), ...(reboot ? ['reboot started'] : [])];
      let verified = false;
      let rebootSeconds: number | undefined;
      if (waiting.wait) {
        output.note(steps.join(', '));
        rebootSeconds = await waitWithProgress(client, output, waiting);
        await client.verifyStored(assignments);
        verified = true;
        steps.push(`camera back after ${rebootSeconds} s`, `verified ${assignments.length} stored value(s)`);
      }
      if (!store) output.note('the new values are in the running configuration only: run `store` to keep them over a reboot');
      output.result(
        [...assignments.map(({ section, name, value }) => `${section}/${name}=${value}`), steps.join(', ')],
        { written: assignments, readBack: true, stored: store, updated: update, rebooted: reboot, ...(waiting.wait ? { rebootSeconds, verified } : {}) },
      );
      return ExitCode.ok;
    };
  },
};

export const appendSubcommand: RcSubcommand = {
  name: 'append',
  synopsis: 'SECTION NAME=VALUE...',
  summary: 'append parameters to a section (the camera creates the section when it is absent)',
  prepare(args) {
    const [sectionArg, ...paramArgs] = requirePositionals(args, 'append', 'a SECTION and at least one NAME=VALUE');
    const section = checkSectionName(sectionArg!);
    if (paramArgs.length === 0) throw new UsageError('append needs at least one NAME=VALUE after the section');
    const params = paramArgs.map(parseNameValue);
    return async ({ client, output }) => {
      await client.append(section, params);
      output.result([`appended ${params.length} parameter(s) to section ${section}`], { section, appended: params });
      return ExitCode.ok;
    };
  },
};

export const activateProfileSubcommand: RcSubcommand = {
  name: 'activate-profile',
  synopsis: 'NAME',
  summary: "apply the named profile's values",
  prepare(args) {
    const names = requirePositionals(args, 'activate-profile', 'a profile NAME');
    if (names.length > 1) throw new UsageError(`activate-profile takes one profile name (found '${names.join(' ')}')`);
    const name = names[0]!;
    return async ({ client, output }) => {
      await client.activateProfile(name);
      output.result([`activated profile ${name}`], { activated: name });
      return ExitCode.ok;
    };
  },
};

export const storeSubcommand = argumentlessSubcommand('store', 'write the running configuration to flash', async ({ client, output }) => {
  const traces = await client.store();
  output.result([...traces, 'stored the running configuration to flash'], { stored: true, traces });
  return ExitCode.ok;
});

export const updateSubcommand = argumentlessSubcommand('update', 'apply the changes that need no reboot', async ({ client, output }) => {
  const traces = await client.update();
  output.result([...traces, 'applied the changes that need no reboot'], { updated: true, traces });
  return ExitCode.ok;
});
