// The layers inside src/main (docs/architecture.md, "How the layering is enforced"): fed an
// upward import, ESLint must refuse it; fed a legal import from the same file, accept it.
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint();

async function ruleIdsFor(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.map((message) => message.ruleId ?? message.message);
}

function importing(from: string): string {
  return `import { something } from '${from}';\nexport const probe = something;\n`;
}

const refused = ['no-restricted-imports'];

describe('the layers of src/main in lint', () => {
  it.each([
    ['an engine', 'src/main/remoteconfig/probe.ts', '../services/studioServices', '../base/commandLine/usageError'],
    ['an engine', 'src/main/distributor/core/probe.ts', '../../transport/apiDispatcher', '../config'],
    ['an engine', 'src/main/simulator/camera/http/probe.ts', '../../../electron/desktopApp', '../../../remoteconfig/errors'],
    ['an engine', 'src/main/simulator/bus/probe.ts', '../../cli/cliIo', '../../distributor/core'],
    ['an engine', 'src/main/discovery/probe.ts', '../services/studioServices', '../remoteconfig/httpTransport'],
    ['an engine', 'src/main/siterepo/probe.ts', '../cli/cliIo', '../workspace'],
    ['an engine', 'src/main/agent/probe.ts', '../transport/webAccessGuard', '../fleet'],
    ['a service', 'src/main/services/probe.ts', '../cli/rc/paramArgs', '../remoteconfig/remoteConfigClient'],
    ['a service', 'src/main/services/probe.ts', '../electron/desktopCommandLine', '../base/commandLine/cameraArg'],
    ['a transport', 'src/main/transport/probe.ts', '../cli/serve/serveOptions', '../services/studioServices'],
    ['the desktop app', 'src/main/electron/probe.ts', '../cli/rc/passwordSource', '../services/studioStartOptions'],
    ['the command line', 'src/main/cli/serve/probe.ts', '../../electron/desktopApp', '../../services/studioStartOptions'],
    ['base', 'src/main/base/files/probe.ts', '../../remoteconfig/errors', '../commandLine/usageError'],
    ['base', 'src/main/base/commandLine/probe.ts', '../../cli/exitCodes', '../../../shared/text/terminalSafeText'],
  ])('refuses an upward import in %s (%s imports %s) and accepts %s', async (_layer, file, upward, legal) => {
    expect(await ruleIdsFor(file, importing(upward))).toEqual(refused);
    expect(await ruleIdsFor(file, importing(legal))).toEqual([]);
  });

  it('refuses a type-only upward import and a re-export too', async () => {
    expect(await ruleIdsFor('src/main/services/probe.ts', "import type { CliIo } from '../cli/cliIo';\nexport type Probe = CliIo;\n")).toEqual(refused);
    expect(await ruleIdsFor('src/main/distributor/probe.ts', "export { createStudioServices } from '../services/createStudioServices';\n")).toEqual(refused);
  });

  it('lets other folders into distributor/{codec,config,core} and simulator/{bus,camera} through their index.ts only', async () => {
    expect(await ruleIdsFor('src/main/transport/probe.ts', importing('../distributor/core/errors'))).toEqual(refused);
    expect(await ruleIdsFor('src/main/transport/probe.ts', importing('../distributor/core'))).toEqual([]);
    expect(await ruleIdsFor('src/main/services/probe.ts', importing('../simulator/camera/simulatedCamera'))).toEqual(refused);
    expect(await ruleIdsFor('src/main/simulator/bus/probe.ts', importing('../../distributor/config/types'))).toEqual(refused);
    expect(await ruleIdsFor('src/main/distributor/core/probe.ts', importing('./errors'))).toEqual([]);
  });

  it("keeps 'electron' to src/main/electron/ in every layer", async () => {
    expect(await ruleIdsFor('src/main/services/probe.ts', importing('electron'))).toEqual(refused);
    expect(await ruleIdsFor('src/main/base/files/probe.ts', importing('electron'))).toEqual(refused);
    expect(await ruleIdsFor('src/main/electron/probe.ts', importing('electron'))).toEqual([]);
  });
});
