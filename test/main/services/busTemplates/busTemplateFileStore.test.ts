// The send form's templates and sent-message history in the workspace folder: they survive a
// restart of the studio (through the real services and dispatcher), a damaged file is moved
// aside and reported, and a template that cannot be written is refused and not kept.
import { englishText } from '../../../../src/shared/i18n/renderText';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { parseSystemConfig } from '../../../../src/main/distributor/config';
import { BusTemplateFileStore, busTemplatesFileName } from '../../../../src/main/services/busTemplates/busTemplateFileStore';
import type { StudioServices } from '../../../../src/main/services/studioServices';
import { ApiDispatcher } from '../../../../src/main/transport/apiDispatcher';
import { openWorkspace } from '../../../../src/main/workspace';
import { temporaryFolder } from '../../workspace/workspaceFolder';
import { testUdpPort } from '../../../support/testPorts';
import { createTestStudioServices } from '../../../support/simulatedCameras';

const running: StudioServices[] = [];

afterEach(async () => {
  await Promise.all(running.splice(0).map((services) => services.close()));
});

async function startStudio(folder: string): Promise<ApiDispatcher> {
  const services = await createTestStudioServices({
    demo: false,
    mode: 'web',
    workspace: await openWorkspace(folder, { kind: 'none' }),
    distributorSystemConfig: parseSystemConfig({ broadcast: { interfaces: ['lo'] } }, 'test'),
    distributorUserConfig: { broadcast: { iface: 'lo', port: await testUdpPort() } },
  });
  running.push(services);
  return new ApiDispatcher(services);
}

describe('templates and sent messages kept in the workspace', () => {
  it('come back after a restart of the studio', async () => {
    const folder = await temporaryFolder();
    const first = await startStudio(folder);
    await first.handle('busTemplates.save', { template: { name: 'Door open', path: 'messages.global.door', value: 'open' } });
    await first.handle('busTemplates.save', { template: { name: 'Alarm', path: 'messages.global.alarm', value: '1' } });
    await first.handle('busTemplates.remove', { name: 'Alarm' });
    await first.handle('distributor.send', { path: 'messages.global.keypad', value: '1234#' });
    const before = await first.handle('busTemplates.list', {});
    await Promise.all(running.splice(0).map((services) => services.close()));

    const restarted = await startStudio(folder);
    const after = await restarted.handle('busTemplates.list', {});
    expect(after).toEqual(before);
    expect(after).toEqual({
      templates: [{ name: 'Door open', path: 'messages.global.door', value: 'open' }],
      history: [{ path: 'messages.global.keypad', value: '1234#', sentAt: expect.any(Number) }],
    });
    const file = JSON.parse(await readFile(join(folder, busTemplatesFileName), 'utf8')) as { version: number };
    expect(file).toEqual({ version: 1, ...(after as object) });
  });

  it('refuse a template through the API as a storage error naming the file when it cannot be written', async () => {
    const folder = await temporaryFolder();
    const studio = await startStudio(folder);
    await mkdir(join(folder, busTemplatesFileName));
    const refused = await studio.handle('busTemplates.save', { template: { name: 'Door open', path: 'messages.global.door', value: 'open' } }).catch((error: unknown) => error);
    expect(refused).toMatchObject({ code: 'storage', message: expect.stringContaining(`${join(folder, busTemplatesFileName)}: cannot be written`) });
    expect(await studio.handle('busTemplates.list', {})).toEqual({ templates: [], history: [] });
  });

  it('move a damaged file aside, report it, and start empty', async () => {
    const folder = await temporaryFolder();
    await writeFile(join(folder, busTemplatesFileName), JSON.stringify({ version: 1, templates: [{ name: 'Bad', path: 'messages.bad name', value: '1' }], history: [] }));
    const problems: string[] = [];
    const store = await BusTemplateFileStore.open(folder, (problem) => problems.push(englishText(problem)));
    expect(store.state()).toEqual({ templates: [], history: [] });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(`${join(folder, busTemplatesFileName)} does not have the expected content (at templates.0.path:`);
    expect(problems[0]).toMatch(/it was moved to .*bus-templates\.json\.corrupt-/);
    expect((await readdir(folder)).filter((name) => name.startsWith(`${busTemplatesFileName}.corrupt-`))).toHaveLength(1);
  });

  it('refuse a template that cannot be written, and do not keep it', async () => {
    const folder = await temporaryFolder();
    const store = await BusTemplateFileStore.open(folder, () => undefined);
    await store.save({ name: 'Kept', path: 'messages.global.kept', value: '1' });
    // A folder where the file goes: the atomic rename over it fails, as on a full or read-only disk.
    await rm(join(folder, busTemplatesFileName));
    await mkdir(join(folder, busTemplatesFileName));
    await expect(store.save({ name: 'Lost', path: 'messages.global.lost', value: '2' })).rejects.toThrow(/bus-templates\.json: cannot be written/);
    expect(store.state().templates.map((template) => template.name)).toEqual(['Kept']);
  });

  it('keep templates and sent messages changed at the same time, in memory and on disk', async () => {
    const folder = await temporaryFolder();
    const store = await BusTemplateFileStore.open(folder, () => undefined);
    await Promise.all([
      store.save({ name: 'Door open', path: 'messages.global.door', value: 'open' }),
      store.recordSent({ path: 'messages.global.keypad', value: '1', sentAt: 1 }),
      store.save({ name: 'Alarm', path: 'messages.global.alarm', value: '1' }),
      store.recordSent({ path: 'messages.global.keypad', value: '2', sentAt: 2 }),
      store.remove('Door open'),
    ]);
    const expected = { templates: [{ name: 'Alarm', path: 'messages.global.alarm', value: '1' }], history: [2, 1].map((n) => ({ path: 'messages.global.keypad', value: String(n), sentAt: n })) };
    expect(store.state()).toEqual(expected);
    expect((await BusTemplateFileStore.open(folder, () => undefined)).state()).toEqual(expected);
  });

  it('report a sent-message history that cannot be written, keeping the message in memory', async () => {
    const folder = await temporaryFolder();
    const problems: string[] = [];
    const store = await BusTemplateFileStore.open(folder, (problem) => problems.push(englishText(problem)));
    await mkdir(join(folder, busTemplatesFileName));
    await expect(store.recordSent({ path: 'messages.global.door', value: 'open', sentAt: 1 })).rejects.toThrow();
    expect(store.state().history).toEqual([{ path: 'messages.global.door', value: 'open', sentAt: 1 }]);
    expect(problems[0]).toMatch(/^the history of sent messages could not be kept: .*bus-templates\.json/);
  });
});
