// busTemplates.*: the send form's memory through the real dispatcher (zod validation) and
// services: a template is checked against the message rules, a sent message is remembered
// only once the distributor queued it, and every change is announced as an event.
import { afterEach, describe, expect, it } from 'vitest';
import { parseSystemConfig } from '../../../../src/main/distributor/config';
import { InMemoryBusTemplateStore } from '../../../../src/main/services/busTemplates/busTemplateStore';
import type { ServiceEvent, StudioServices } from '../../../../src/main/services/studioServices';
import { ApiDispatcher } from '../../../../src/main/transport/apiDispatcher';
import { maxSentHistory, maxTemplates } from '../../../../src/shared/api/busTemplateSchemas';
import { testUdpPort } from '../../../support/testPorts';
import { createTestStudioServices } from '../../../support/simulatedCameras';

let services: StudioServices | undefined;

afterEach(async () => {
  await services?.close();
  services = undefined;
});

async function studio(active: boolean): Promise<{ dispatcher: ApiDispatcher; events: ServiceEvent[] }> {
  services = await createTestStudioServices({
    demo: false,
    mode: 'web',
    distributorSystemConfig: parseSystemConfig({ broadcast: { interfaces: ['lo'] } }, 'test'),
    ...(active ? { distributorUserConfig: { broadcast: { iface: 'lo', port: await testUdpPort() } } } : {}),
  });
  const events: ServiceEvent[] = [];
  services.onEvent((event) => events.push(event));
  return { dispatcher: new ApiDispatcher(services), events };
}

describe('busTemplates.*', () => {
  it('saves, replaces and removes templates, announcing each change', async () => {
    const { dispatcher, events } = await studio(false);
    await dispatcher.handle('busTemplates.save', { template: { name: 'Door open', path: 'messages.global.door', value: 'open' } });
    await dispatcher.handle('busTemplates.save', { template: { name: 'Door open', path: 'messages.global.door', value: 'OPEN' } });
    await dispatcher.handle('busTemplates.save', { template: { name: 'Alarm', path: 'messages.global.alarm', value: '1' } });
    expect(await dispatcher.handle('busTemplates.list', {})).toEqual({
      templates: [
        { name: 'Alarm', path: 'messages.global.alarm', value: '1' },
        { name: 'Door open', path: 'messages.global.door', value: 'OPEN' },
      ],
      history: [],
    });
    expect(await dispatcher.handle('busTemplates.remove', { name: 'Alarm' })).toEqual({ removed: true });
    expect(await dispatcher.handle('busTemplates.remove', { name: 'Alarm' })).toEqual({ removed: false });
    expect(events.filter((event) => event.event === 'busTemplates.state')).toHaveLength(4);
  });

  it('refuses a template whose path breaks a naming rule, naming the rule', async () => {
    const { dispatcher } = await studio(false);
    await expect(dispatcher.handle('busTemplates.save', { template: { name: 'Bad', path: 'messages.global.bad name', value: '1' } })).rejects.toThrow(/contains a space/);
    await expect(dispatcher.handle('busTemplates.save', { template: { name: '  ', path: 'messages.a', value: '1' } })).rejects.toThrow(/a template needs a name/);
  });

  it('remembers a message once the distributor queued it, not one it refused', async () => {
    const inactive = await studio(false);
    await expect(inactive.dispatcher.handle('distributor.send', { path: 'messages.global.door', value: 'open' })).rejects.toThrow();
    expect(await inactive.dispatcher.handle('busTemplates.list', {})).toMatchObject({ history: [] });
    await services?.close();

    const { dispatcher, events } = await studio(true);
    await dispatcher.handle('distributor.send', { path: 'messages.global.door', value: 'open' });
    const { history } = (await dispatcher.handle('busTemplates.list', {})) as { history: Array<{ path: string; value: string; sentAt: number }> };
    expect(history).toEqual([{ path: 'messages.global.door', value: 'open', sentAt: expect.any(Number) }]);
    expect(events.some((event) => event.event === 'busTemplates.state')).toBe(true);
  });
});

describe('the in-memory template store', () => {
  it('forgets the oldest sent messages beyond the bound', async () => {
    const store = new InMemoryBusTemplateStore();
    for (let n = 0; n < maxSentHistory + 3; n++) await store.recordSent({ path: 'a.b', value: String(n), sentAt: n });
    const { history } = store.state();
    expect(history).toHaveLength(maxSentHistory);
    expect(history[0]?.value).toBe(String(maxSentHistory + 2));
  });

  it('refuses a new template beyond the bound but still replaces one of the same name', async () => {
    const store = new InMemoryBusTemplateStore();
    for (let n = 0; n < maxTemplates; n++) await store.save({ name: `t${n}`, path: 'a.b', value: String(n) });
    await expect(store.save({ name: 'one more', path: 'a.b', value: 'x' })).rejects.toThrow(`cannot save template "one more": there are already ${maxTemplates} templates; remove one first`);
    await store.save({ name: 't0', path: 'a.c', value: 'y' });
    expect(store.state().templates.find((template) => template.name === 't0')).toEqual({ name: 't0', path: 'a.c', value: 'y' });
  });
});
