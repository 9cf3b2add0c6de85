// `sdk-demo`: the message distributor's sample program (spec 4.3). Built to out/main/cli/sdkDemo.js.
import { errorWords } from '../../shared/i18n/errorWords';
import { terminalLanguage } from '../../shared/i18n/languages';
import { terminalSafeText } from '../../shared/text/terminalSafeText';
import { unguardedProcessIo } from './cliIo';
import { ExitCode } from './exitCodes';
import { runSdkDemo } from './sdkDemo/runSdkDemo';

runSdkDemo(process.argv.slice(2), unguardedProcessIo()).then(
  (code) => {
    process.exitCode = code;
    // Everything is closed by now; stdin of a terminal may still hold the loop open.
    setTimeout(() => process.exit(code), 200).unref();
    process.stdin.pause();
  },
  (error: unknown) => {
    process.stderr.write(`sdk-demo: ${terminalSafeText(errorWords(error, terminalLanguage(process.env)))}\n`);
    process.exit(ExitCode.failure);
  },
);
