// audit.query over a log with a file the studio could not have written (issue 18, fault 11): the
// file is skipped and named with why, the other files are read all the same.
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { auditLimits } from '../../../../src/main/fleet';
import { englishText, renderText } from '../../../../src/shared/i18n/renderText';
import { temporaryFolder } from '../../workspace/workspaceFolder';
import { startStudio } from '../studioOnWorkspace';

const entry = (time: string, label: string) => ({
  time,
  source: 'cli',
  camera: { id: null, label, host: '10.0.0.5', port: 80 },
  operation: 'apply',
  script: 'write params\nSECTION audio\nMICRO=1\nENDSECTION audio\n',
  durationMs: 12,
  result: { status: 'ok' },
});

describe('audit.query with an oversized rotated file', () => {
  it('skips that file, names it and why, and answers the entries of the others', async () => {
    const folder = await temporaryFolder();
    await writeFile(join(folder, 'audit.jsonl'), `${JSON.stringify(entry('2026-11-25T10:00:00.000Z', 'Door'))}\n`);
    await writeFile(join(folder, 'audit.3.jsonl'), `${JSON.stringify(entry('2026-11-20T10:00:00.000Z', 'Gate'))}\n`);
    const oversized = join(folder, 'audit.2.jsonl');
    await writeFile(oversized, Buffer.alloc(auditLimits.maxFileBytes * 2 + 1, 0x20));
    const studio = await startStudio(folder);

    const answer = await studio.call('audit.query', {});
    expect(answer.items.map((item) => (item.kind === 'script' ? item.entry.camera.label : item.kind))).toEqual(['Door', 'Gate']);
    expect(answer.skippedFiles.map(({ file, reason }) => ({ file, reason: englishText(reason) }))).toEqual([{ file: oversized, reason: expect.stringContaining('larger than') }]);
    expect(renderText(answer.skippedFiles[0]!.reason, 'de')).toMatch(/^sie ist größer als \d+ Byte, das Studio hat sie also nicht geschrieben/);
    expect((await studio.call('audit.exportCsv', {})).rows).toBe(2);
  });
});
