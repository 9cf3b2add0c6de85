import { describe, expect, it } from 'vitest';
import { apiContract } from '../../../../src/shared/api/contract';
import { issueProblem } from '../../../../src/shared/i18n/issueText';
import { englishText } from '../../../../src/shared/i18n/renderText';
import { maxPendingEdits } from '../../../../src/shared/api/pendingEditsSchemas';
import { MemoryPendingEditsStore, pendingEditsHandlers } from '../../../../src/main/services/pendingEdits/pendingEditsHandlers';
import { studioItself } from '../../../../src/main/services/studioServices';

const micro = { section: 'audio', name: 'MICRO', value: '1' };

describe('pendingEdits handlers over the in-memory store', () => {
  it('keeps the edits per camera until replaced; an empty list clears them', async () => {
    const handlers = pendingEditsHandlers(new MemoryPendingEditsStore(), () => undefined);
    await expect(handlers['pendingEdits.load']({ cameraId: 'a' }, studioItself)).resolves.toEqual({ edits: [] });
    await expect(handlers['pendingEdits.save']({ cameraId: 'a', edits: [micro] }, studioItself)).resolves.toEqual({ saved: true });
    await expect(handlers['pendingEdits.load']({ cameraId: 'a' }, studioItself)).resolves.toEqual({ edits: [micro] });
    await expect(handlers['pendingEdits.load']({ cameraId: 'b' }, studioItself)).resolves.toEqual({ edits: [] });
    await handlers['pendingEdits.save']({ cameraId: 'a', edits: [] }, studioItself);
    await expect(handlers['pendingEdits.load']({ cameraId: 'a' }, studioItself)).resolves.toEqual({ edits: [] });
  });
});

describe('pendingEdits.save input schema', () => {
  const input = apiContract.methods['pendingEdits.save'].input;
  const problem = (edits: unknown[]) => {
    const result = input.safeParse({ cameraId: 'a', edits });
    return result.success ? null : result.error.issues.map((issue) => `${issue.path.join('.')}: ${englishText(issueProblem(issue))}`).join('; ');
  };

  it('takes valid edits and refuses what the camera could not take, duplicates, too many and unknown fields', () => {
    expect(problem([micro])).toBeNull();
    expect(problem([{ ...micro, value: '1\nreboot' }])).toMatch(/^edits\.0\.value: value .* contains a line break/);
    expect(problem([{ ...micro, section: 'a/b' }])).toMatch(/^edits\.0\.section: section name 'a\/b' contains '\/'/);
    expect(problem([{ ...micro, value: 'x'.repeat(4097) }])).toMatch(/^edits\.0\.value/);
    expect(problem([micro, { ...micro, value: '0' }])).toBe('edits.1: audio/MICRO is edited twice');
    expect(problem([{ ...micro, extra: 1 }])).toMatch(/^edits\.0: .*extra/);
    const many = Array.from({ length: maxPendingEdits + 1 }, (_, i) => ({ section: 's', name: `P${i}`, value: '1' }));
    expect(problem(many)).toMatch(/more than 5000 pending edits/);
  });
});
