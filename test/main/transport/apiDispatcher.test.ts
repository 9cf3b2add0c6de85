import { afterEach, describe, expect, it, vi } from 'vitest';
import { localize } from '../../../src/shared/i18n/text';
import { ApiDispatcher } from '../../../src/main/transport/apiDispatcher';
import { maxCallsInFlightPerCaller } from '../../../src/main/transport/callsInFlight';
import { ApiError } from '../../../src/shared/api/errors';
import { AuthError, CameraError, CameraTimeoutError, CameraUnreachableError, CutOffError, NotACameraError } from '../../../src/main/remoteconfig/errors';
import { DistributorConfigError } from '../../../src/main/distributor/config/errors';
import type { WireEventBatch } from '../../../src/shared/api/wire';
import { busMessage, createStudioServicesDouble } from './studioServicesDouble';

const camera = { host: '127.0.0.1', port: 8080 };

function summary(id = 'cam-1') {
  return { id, label: 'Door', host: '127.0.0.1', port: 8080, https: false, user: 'admin', simulated: false, state: 'online' as const, stateDetail: null, firmware: null, factoryPassword: false, passwordKnown: true, persisted: false, group: null, variables: {} };
}

async function refusal(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('ApiDispatcher calls', () => {
  it('refuses an unknown method without reaching any engine', async () => {
    const services = createStudioServicesDouble();
    const error = await refusal(new ApiDispatcher(services).handle('cameras.format', {}));
    expect(error.code).toBe('invalid_request');
    expect(error.message).toContain("unknown method 'cameras.format'");
    for (const spy of Object.values(services.spies)) expect(spy).not.toHaveBeenCalled();
  });

  it('refuses input that fails the schema, naming the method and the field, without calling the handler', async () => {
    const services = createStudioServicesDouble();
    const dispatcher = new ApiDispatcher(services);
    const wrongType = await refusal(dispatcher.handle('cameras.add', { host: '192.0.2.5', port: '80', user: 'admin', password: 'x' }));
    expect(wrongType.code).toBe('invalid_request');
    expect(wrongType.message).toMatch(/^cameras\.add: invalid input: port: /);
    const badParam = await refusal(dispatcher.handle('config.apply', { cameraId: 'cam-1', changes: [{ section: 'audio', name: 'MI CRO', value: '1' }] }));
    expect(badParam.message).toContain('changes.0.name');
    expect(badParam.message).toContain('contains a space');
    const unknownField = await refusal(dispatcher.handle('config.store', { cameraId: 'cam-1', stor: true }));
    expect(unknownField.message).toContain('stor');
    const notAnObject = await refusal(dispatcher.handle('distributor.send', 'messages.global.door=1'));
    expect(notAnObject.message).toMatch(/^distributor\.send: invalid input: \(input\)/);
    const badPath = await refusal(dispatcher.handle('distributor.send', { path: 'messages.global.my door', value: '1' }));
    expect(badPath.message).toContain('path: part 3');
    expect(services.spies['cameras.add']).not.toHaveBeenCalled();
    expect(services.spies['config.apply']).not.toHaveBeenCalled();
    expect(services.spies['config.store']).not.toHaveBeenCalled();
    expect(services.spies['distributor.send']).not.toHaveBeenCalled();
  });

  it("hands the handler its caller's signal, which the caller's going away aborts", async () => {
    const services = createStudioServicesDouble();
    services.spies['config.reboot'].mockResolvedValue({ transcript: { commands: [], complete: true }, backOnline: true });
    const caller = new AbortController();
    await new ApiDispatcher(services).call('config.reboot', { cameraId: 'cam-1' }, caller.signal);
    const [, context] = services.spies['config.reboot'].mock.calls[0]!;
    expect(context.signal.aborted).toBe(false);
    caller.abort();
    expect(context.signal.aborted).toBe(true);
  });

  it('passes validated input to the handler and returns its output, stripped to the contract', async () => {
    const services = createStudioServicesDouble();
    services.spies['cameras.add'].mockResolvedValue({ cameraId: 'cam-7', password: 'secret' } as { cameraId: string });
    const output = await new ApiDispatcher(services).handle('cameras.add', { host: '127.0.0.1', port: 8080, user: 'admin', password: 'secret' });
    expect(services.spies['cameras.add']).toHaveBeenCalledWith({ host: '127.0.0.1', port: 8080, user: 'admin', password: 'secret' }, { signal: expect.any(AbortSignal) });
    expect(output).toEqual({ cameraId: 'cam-7' });
    expect(JSON.stringify(output)).not.toContain('secret');
    services.spies['cameras.probe'].mockResolvedValue({ camera: { ...summary(), password: 'secret' } as ReturnType<typeof summary> });
    const probed = await new ApiDispatcher(services).handle('cameras.probe', { cameraId: 'cam-1' });
    expect(probed).toEqual({ camera: summary() });
    expect(JSON.stringify(probed)).not.toContain('secret');
  });

  it('reports an output that breaks the contract as internal, naming the field', async () => {
    const services = createStudioServicesDouble();
    services.spies['config.profile'].mockResolvedValue({ profile: 42 } as unknown as { profile: string });
    const error = await refusal(new ApiDispatcher(services).handle('config.profile', { cameraId: 'cam-1' }));
    expect(error.code).toBe('internal');
    expect(error.message).toContain('config.profile produced an output that breaks the contract: profile:');
  });

  it.each([
    [new AuthError(camera, 'admin'), 'auth'],
    [new CameraError(camera, [{ command: 'view section nope', errors: ['unknown section nope'] }], [], { entries: [], completed: true, trailing: [], preamble: [] }), 'camera_error'],
    [new CutOffError(camera, { ran: ['store'], failed: [], unknown: ['update'] }, undefined), 'cut_off'],
    [new CameraUnreachableError(camera, 'connection refused'), 'unreachable'],
    [new CameraTimeoutError(camera, 10_000, undefined), 'timeout'],
    [new NotACameraError(camera, 'HTTP 404'), 'not_a_camera'],
    [new DistributorConfigError('user configuration', 'broadcast.port', localize('distributor.config.problem.outOfRange', { value: '0' }), localize('distributor.config.expected.integer', { min: '1', max: '65535' })), 'invalid_config'],
  ])('maps %s to code %s with the engine message', async (engineError, code) => {
    const services = createStudioServicesDouble();
    services.spies['config.rebootNeeded'].mockRejectedValue(engineError);
    const error = await refusal(new ApiDispatcher(services).handle('config.rebootNeeded', { cameraId: 'cam-1' }));
    expect(error.code).toBe(code);
    expect(error.message).toBe(engineError.message);
  });

  it('maps an unexpected exception to internal, naming the method', async () => {
    const services = createStudioServicesDouble();
    services.spies['distributor.state'].mockRejectedValue(new TypeError('x is undefined'));
    const result = await new ApiDispatcher(services).call('distributor.state', {});
    expect(result).toMatchObject({ ok: false, error: { code: 'internal', message: 'distributor.state failed unexpectedly: x is undefined', text: { id: 'api.failedUnexpectedly' } } });
  });
});

describe('ApiDispatcher calls at once', () => {
  it('runs at most maxCallsInFlightPerCaller calls of one caller at once and refuses more as busy at once; studio.info and operations.cancel always get through', async () => {
    const services = createStudioServicesDouble();
    let underWay = 0;
    let mostAtOnce = 0;
    const releases: Array<() => void> = [];
    services.spies['cameras.list'].mockImplementation(async () => {
      underWay++;
      mostAtOnce = Math.max(mostAtOnce, underWay);
      await new Promise<void>((resolve) => releases.push(resolve));
      underWay--;
      return { cameras: [] };
    });
    services.spies['studio.info'].mockResolvedValue({ name: 'CamConfig Studio', version: '0.1.0', sdkVersion: '1', mode: 'web', demo: false, fileDialog: false, folderDialog: false });
    services.spies['operations.cancel'].mockResolvedValue({ cancelled: false });
    const dispatcher = new ApiDispatcher(services);
    const page = new AbortController();
    const calls = Array.from({ length: 700 }, () => dispatcher.call('cameras.list', {}, page.signal));
    const refused = await Promise.all(calls.slice(maxCallsInFlightPerCaller));
    expect(new Set(refused.map((result) => (result.ok ? 'ok' : result.error.code)))).toEqual(new Set(['busy']));
    expect(refused[0]).toMatchObject({ ok: false, error: { message: expect.stringContaining(`cameras.list: this connection has ${maxCallsInFlightPerCaller} calls under way`) } });
    expect(mostAtOnce).toBe(maxCallsInFlightPerCaller);
    expect(await dispatcher.call('studio.info', {}, page.signal)).toMatchObject({ ok: true });
    expect(await dispatcher.call('operations.cancel', { operationId: 'any' }, page.signal)).toEqual({ ok: true, output: { cancelled: false } });
    // Another caller has its own calls under way; the studio itself is not limited.
    const other = dispatcher.call('cameras.list', {}, new AbortController().signal);
    await expect.poll(() => underWay).toBe(maxCallsInFlightPerCaller + 1);
    for (const release of releases.splice(0)) release();
    expect(await Promise.all([...calls.slice(0, maxCallsInFlightPerCaller), other])).toEqual(Array.from({ length: maxCallsInFlightPerCaller + 1 }, () => ({ ok: true, output: { cameras: [] } })));
    // Answered, the slots are free again.
    const again = dispatcher.call('cameras.list', {}, page.signal);
    await expect.poll(() => releases.length).toBe(1);
    releases.pop()!();
    expect(await again).toEqual({ ok: true, output: { cameras: [] } });
  });
});

describe('ApiDispatcher events', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('gives each connection its own batched stream and stops listening when the last closes', () => {
    vi.useFakeTimers();
    const services = createStudioServicesDouble();
    const dispatcher = new ApiDispatcher(services);
    const first: WireEventBatch[] = [];
    const second: WireEventBatch[] = [];
    const a = dispatcher.connect((batch) => first.push(batch));
    const b = dispatcher.connect((batch) => second.push(batch));
    expect(services.listenerCount()).toBe(1);
    services.emit(busMessage(1));
    services.emit(busMessage(2));
    vi.advanceTimersByTime(50);
    expect(first).toHaveLength(1);
    expect(second).toEqual(first);
    a.close();
    services.emit(busMessage(3));
    vi.advanceTimersByTime(50);
    expect(first).toHaveLength(1);
    expect(second).toHaveLength(2);
    b.close();
    expect(services.listenerCount()).toBe(0);
  });

  it('does not deliver an event that breaks its schema, and says so on stderr', () => {
    vi.useFakeTimers();
    const services = createStudioServicesDouble();
    const stderr = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    const batches: WireEventBatch[] = [];
    new ApiDispatcher(services).connect((batch) => batches.push(batch));
    services.emit({ event: 'bus.messages', payload: { messages: [{ path: 'a.b', value: 1 }] } as never });
    vi.advanceTimersByTime(100);
    expect(batches).toHaveLength(0);
    expect(stderr).toHaveBeenCalledWith(expect.stringContaining('event bus.messages breaks the API contract'));
    stderr.mockRestore();
  });
});
