// The services on a workspace folder, called through the real dispatcher as a page would,
// with every event they send; closed after each test (`running.pop()!.close()` restarts one).
import { afterEach } from 'vitest';
import type { StudioServices } from '../../../src/main/services/studioServices';
import { ApiDispatcher } from '../../../src/main/transport/apiDispatcher';
import { openWorkspace, type PasswordProtection } from '../../../src/main/workspace';
import type { MethodInput, MethodName, MethodOutput } from '../../../src/shared/api/contract';
import type { ApiError } from '../../../src/shared/api/errors';
import type { WireEvent } from '../../../src/shared/api/wire';
import { createTestStudioServices } from '../../support/simulatedCameras';

export const running: StudioServices[] = [];

afterEach(async () => {
  await Promise.all(running.splice(0).map((services) => services.close()));
});

export interface Studio {
  call<M extends MethodName>(method: M, input: MethodInput<M>): Promise<MethodOutput<M>>;
  failure(method: MethodName, input: unknown): Promise<ApiError>;
  events: WireEvent[];
}

export async function startStudio(folder: string, protection: PasswordProtection = { kind: 'none' }, demo = false): Promise<Studio> {
  const services = await createTestStudioServices({ demo, mode: 'web', workspace: await openWorkspace(folder, protection) });
  running.push(services);
  const dispatcher = new ApiDispatcher(services);
  const events: WireEvent[] = [];
  dispatcher.connect((batch) => events.push(...batch.events));
  return {
    events,
    call: async (method, input) => (await dispatcher.handle(method, input)) as never,
    failure: (method, input) => dispatcher.handle(method, input).then(() => Promise.reject(new Error(`${method} did not fail`)), (error: unknown) => error as ApiError),
  };
}
