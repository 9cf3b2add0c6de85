// `camconfig agent`: the site agent (docs/agent.md). Parses its options, prints --help or the
// systemd unit, and otherwise runs the agent until SIGINT / SIGTERM (agentRunning.ts).
import { realpathSync } from 'node:fs';
import { UsageError } from '../../base/commandLine/usageError';
import type { CliIo } from '../cliIo';
import { ExitCode } from '../exitCodes';
import { workspaceFolder } from '../serve/serveWorkspace';
import { agentUsage, parseAgentOptions, type AgentOptions } from './agentOptions';
import { runAgent } from './agentRunning';
import { systemdUnit } from './systemdUnit';
import { errorWords } from '../../../shared/i18n/errorWords';
import { terminalLanguage } from '../../../shared/i18n/languages';

export async function runAgentCommand(argv: string[], io: CliIo): Promise<number> {
  const language = terminalLanguage(io.env);
  let options: AgentOptions;
  try {
    options = parseAgentOptions(argv);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    io.stderr.write(`camconfig agent: ${errorWords(error, language)}\n\n${agentUsage(language)}\n`);
    return ExitCode.usage;
  }
  if (options.help) {
    io.stdout.write(`${agentUsage(language)}\n`);
    return ExitCode.ok;
  }
  const workspace = workspaceFolder(options.workspace, io.env);
  if (options.printSystemdUnit) {
    io.stdout.write(systemdUnit(options, { node: process.execPath, camconfig: realpathSync(process.argv[1] ?? 'camconfig'), workspace }));
    return ExitCode.ok;
  }
  return runAgent(options, { workspace }, io);
}
