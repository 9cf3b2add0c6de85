// The lint rules that keep the renderer pattern (docs/architecture.md): a component makes no
// API call, a store never reaches the API. Fed offending code, ESLint must refuse it.
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint();

async function ruleIdsFor(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.map((message) => message.ruleId ?? message.message);
}

describe('the renderer pattern in lint', () => {
  it('refuses an API call or event subscription in a component', async () => {
    const component = `import { useStudio } from '../../studio/StudioContext';
export function Probe() {
  const { api } = useStudio();
  return <button type="button" onClick={() => void api.call('studio.info', {})}>Probe</button>;
}
`;
    expect(await ruleIdsFor('src/renderer/features/cameras/Probe.tsx', component)).toEqual(['no-restricted-syntax']);
    const subscribing = component.replace("api.call('studio.info', {})", "api.subscribe('camera.state', () => undefined)");
    expect(await ruleIdsFor('src/renderer/features/cameras/Probe.tsx', subscribing)).toEqual(['no-restricted-syntax']);
  });

  it('refuses the API in a store, and lets a store import the contract types', async () => {
    expect(await ruleIdsFor('src/renderer/features/cameras/probeStore.ts', "import type { StudioApi } from '../../../shared/api/studioApi';\nexport type Probe = StudioApi;\n")).toEqual([
      'no-restricted-imports',
    ]);
    expect(await ruleIdsFor('src/renderer/features/cameras/probeStore.ts', "import type { EventPayload } from '../../../shared/api/contract';\nexport type Probe = EventPayload<'camera.state'>;\n")).toEqual([]);
  });
});
