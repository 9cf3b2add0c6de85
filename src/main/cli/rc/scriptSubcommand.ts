// `script FILE|-`: a technician's own command file, checked line by line, sent as one request,
// and its transcript printed per command. ERROR: lines end with exit 3, a cut-off answer with 6,
// a value read back otherwise than written with 8, commands not confirmed with 9; the
// transcript (what did run) is printed either way (with --json: in the one failure document).
import { prepareRawScript, ScriptError } from '../../../shared/remoteconfig/scriptBuilder';
import { CameraError, CutOffError, UnconfirmedError, VerifyFailedError } from '../../remoteconfig/errors';
import { ExitCode } from '../exitCodes';
import { requirePositionals, type RcSubcommand } from './rcSubcommand';
import { readTextInput } from './textFiles';
import type { TranscriptEntry } from '../../../shared/remoteconfig/responseParser';
import { formatTranscript, shownEntries, transcriptJson } from './transcriptFormat';
import { UsageError } from '../../base/commandLine/usageError';
import { localize } from '../../../shared/i18n/text';
import { errorAsText } from '../../../shared/i18n/errorWords';

export const scriptSubcommand: RcSubcommand = {
  name: 'script',
  synopsis: 'FILE|-',
  summary: localize('cliRc.summary.script'),
  async prepare(args, io) {
    const files = requirePositionals(args, 'script', localize('cliRc.needs.commandFile'));
    if (files.length > 1) throw new UsageError(localize('cliRc.error.oneFile', { subcommand: 'script', found: files.join(' ') }));
    const file = files[0]!;
    const prepared = checkScript(await readTextInput(file, io.stdin, localize('cliRc.input.commandFile')), file === '-' ? 'stdin' : file);
    return async ({ client, output }) => {
      try {
        const transcript = await client.runScript(prepared);
        output.result(formatTranscript(transcript, output.language), transcriptJson(transcript));
        return ExitCode.ok;
      } catch (error) {
        const transcript = error instanceof CameraError || error instanceof CutOffError || error instanceof UnconfirmedError || error instanceof VerifyFailedError ? error.transcript : undefined;
        if (transcript) {
          const neverEchoed = unechoedCommands(unconfirmedCommands(error), shownEntries(transcript));
          output.resultBeforeFailure(formatTranscript(transcript, output.language, neverEchoed), { ...transcriptJson(transcript), ...(neverEchoed.length > 0 ? { neverEchoed } : {}) });
        }
        throw error;
      }
    };
  },
};

function checkScript(text: string, source: string): string {
  try {
    return prepareRawScript(text);
  } catch (error) {
    if (error instanceof ScriptError) throw new UsageError(localize('cliRc.error.scriptProblem', { source, problem: errorAsText(error) }));
    throw error;
  }
}

/** The commands sent that the camera neither confirmed nor refused (none when it confirmed all). */
function unconfirmedCommands(error: unknown): string[] {
  if (error instanceof CutOffError || error instanceof UnconfirmedError) return error.report.unknown;
  if (error instanceof CameraError) return error.unconfirmed;
  return [];
}

/** The unknown commands that are not in the transcript at all (the cut came before their echo). */
function unechoedCommands(unknown: string[], shown: TranscriptEntry[]): string[] {
  const echoed = shown.filter((entry) => !entry.executed && entry.errors.length === 0).map((entry) => entry.line);
  return unknown.filter((line) => {
    const index = echoed.indexOf(line);
    if (index < 0) return true;
    echoed.splice(index, 1);
    return false;
  });
}
