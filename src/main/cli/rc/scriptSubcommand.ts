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

export const scriptSubcommand: RcSubcommand = {
  name: 'script',
  synopsis: 'FILE|-',
  summary: 'send a raw command file (helo and quit added when missing) and print what each command did',
  async prepare(args, io) {
    const files = requirePositionals(args, 'script', 'a command FILE (or - for stdin)');
    if (files.length > 1) throw new UsageError(`script takes one file (found '${files.join(' ')}')`);
    const file = files[0]!;
    const prepared = checkScript(await readTextInput(file, io.stdin, 'command file'), file === '-' ? 'stdin' : file);
    return async ({ client, output }) => {
      try {
        const transcript = await client.runScript(prepared);
        output.result(formatTranscript(transcript), transcriptJson(transcript));
        return ExitCode.ok;
      } catch (error) {
        const transcript = error instanceof CameraError || error instanceof CutOffError || error instanceof UnconfirmedError || error instanceof VerifyFailedError ? error.transcript : undefined;
        if (transcript) {
          const neverEchoed = unechoedCommands(unconfirmedCommands(error), shownEntries(transcript));
          output.resultBeforeFailure(formatTranscript(transcript, neverEchoed), { ...transcriptJson(transcript), ...(neverEchoed.length > 0 ? { neverEchoed } : {}) });
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
    if (error instanceof ScriptError) throw new UsageError(`${source} ${error.message}`);
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
