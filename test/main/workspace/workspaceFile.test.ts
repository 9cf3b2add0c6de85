// Workspace files: bounded, schema-checked, and a file that cannot be used is moved aside and
// reported with its path, never silently replaced.
import { englishText } from '../../../src/shared/i18n/renderText';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CameraWorkspace } from '../../../src/main/workspace/cameraWorkspace';
import { MemoryOnlySecretStore } from '../../../src/main/workspace/secretStore';
import { readWorkspaceFile, writeWorkspaceFile } from '../../../src/main/workspace/workspaceFile';
import { workspaceLimits } from '../../../src/main/workspace/workspaceLimits';
import { temporaryFolder } from './workspaceFolder';

const schema = z.strictObject({ version: z.literal(1), names: z.array(z.string()) });

describe('readWorkspaceFile', () => {
  it('reads a valid file and says when there is none', async () => {
    const folder = await temporaryFolder();
    const path = join(folder, 'names.json');
    expect(await readWorkspaceFile(path, schema, 1000)).toEqual({ status: 'missing' });
    await writeWorkspaceFile(path, { version: 1, names: ['a'] }, schema, 1000);
    expect(await readWorkspaceFile(path, schema, 1000)).toEqual({ status: 'ok', value: { version: 1, names: ['a'] } });
  });

  it('moves a file that is not JSON aside, keeping its bytes, and reports both paths', async () => {
    const folder = await temporaryFolder();
    const path = join(folder, 'names.json');
    await writeFile(path, '{"version":1,"names":[');
    const read = await readWorkspaceFile(path, schema, 1000);
    expect(read.status).toBe('moved_aside');
    if (read.status !== 'moved_aside') return;
    expect(read.movedTo).toMatch(/names\.json\.corrupt-\d{4}-\d\d-\d\dT[\d-]+Z$/);
    expect(englishText(read.problem)).toContain(`${path} is not valid JSON`);
    expect(englishText(read.problem)).toContain(`it was moved to ${read.movedTo} and the studio starts without it (no usable last good copy ${path}.last-good)`);
    expect(await readFile(read.movedTo, 'utf8')).toBe('{"version":1,"names":[');
    expect(await readdir(folder)).toEqual([read.movedTo.slice(folder.length + 1)]);
  });

  it('names the field of a file with the wrong content', async () => {
    const folder = await temporaryFolder();
    const path = join(folder, 'names.json');
    await writeFile(path, JSON.stringify({ version: 1, names: ['a', 7] }));
    const read = await readWorkspaceFile(path, schema, 1000);
    expect(read.status === 'moved_aside' && englishText(read.problem)).toContain('does not have the expected content (at names.1:');
  });

  it('moves aside a file larger than its bound without reading it all', async () => {
    const folder = await temporaryFolder();
    const path = join(folder, 'names.json');
    await writeFile(path, JSON.stringify({ version: 1, names: ['x'.repeat(2000)] }));
    const read = await readWorkspaceFile(path, schema, 1000);
    expect(read.status === 'moved_aside' && englishText(read.problem)).toContain('is larger than the limit of 1000 bytes');
  });

  it('keeps a last good copy on every save and restores a file cut short from it, naming both files', async () => {
    const folder = await temporaryFolder();
    const path = join(folder, 'names.json');
    await writeWorkspaceFile(path, { version: 1, names: ['a'] }, schema, 1000);
    await writeWorkspaceFile(path, { version: 1, names: ['a', 'b'] }, schema, 1000);
    const saved = await readFile(path, 'utf8');
    expect(await readFile(`${path}.last-good`, 'utf8')).toBe(saved);
    await writeFile(path, saved.slice(0, 20));
    const read = await readWorkspaceFile(path, schema, 1000);
    expect(read).toMatchObject({ status: 'restored', value: { version: 1, names: ['a', 'b'] } });
    if (read.status !== 'restored') return;
    expect(englishText(read.problem)).toBe(`${path} is not valid JSON (${englishText(read.problem).split('(')[1]!.split(')')[0]}); it was moved to ${read.movedTo} and the last good copy ${path}.last-good was restored in its place`);
    expect(await readFile(read.movedTo, 'utf8')).toBe(saved.slice(0, 20));
    expect(await readFile(path, 'utf8')).toBe(saved);
    expect(await readWorkspaceFile(path, schema, 1000)).toEqual({ status: 'ok', value: { version: 1, names: ['a', 'b'] } });
  });

  it('refuses to write a file past its bound, leaving the old one', async () => {
    const folder = await temporaryFolder();
    const path = join(folder, 'names.json');
    await writeWorkspaceFile(path, { version: 1, names: [] }, schema, 100);
    await expect(writeWorkspaceFile(path, { version: 1, names: ['y'.repeat(200)] }, schema, 100)).rejects.toThrow(`${path}: would be larger than the limit of 100 bytes; nothing was written`);
    expect(JSON.parse(await readFile(path, 'utf8'))).toEqual({ version: 1, names: [] });
  });
});

describe('a corrupt cameras.json', () => {
  it('is reported with its path and moved aside; the next save writes a new file beside it', async () => {
    const folder = await temporaryFolder();
    await writeFile(join(folder, 'cameras.json'), 'not json at all');
    const workspace = await CameraWorkspace.open(folder, new MemoryOnlySecretStore());
    expect(workspace.problems).toHaveLength(1);
    expect(englishText(workspace.problems[0]!)).toMatch(new RegExp(`^${join(folder, 'cameras.json').replace(/[.]/g, '\\.')} is not valid JSON .*; it was moved to .*cameras\\.json\\.corrupt-.* and the studio starts without it \\(no usable last good copy .*cameras\\.json\\.last-good\\)$`));
    expect(workspace.initial().cameras).toEqual([]);
    await workspace.save({ nextNumber: 1, cameras: [] });
    const names = await readdir(folder);
    expect(names).toContain('cameras.json');
    const aside = names.find((name) => name.startsWith('cameras.json.corrupt-'))!;
    expect(await readFile(join(folder, aside), 'utf8')).toBe('not json at all');
  });

  it('with more cameras than the bound is moved aside too', async () => {
    const folder = await temporaryFolder();
    const camera = (n: number) => ({ id: `cam-${n}`, label: '', host: 'h', port: 80, https: false, user: 'admin', password: null });
    const cameras = Array.from({ length: workspaceLimits.cameras + 1 }, (_, n) => camera(n));
    await writeFile(join(folder, 'cameras.json'), JSON.stringify({ version: 1, nextNumber: 1, cameras }));
    const workspace = await CameraWorkspace.open(folder, new MemoryOnlySecretStore());
    expect(englishText(workspace.problems[0]!)).toContain('does not have the expected content (at cameras:');
  });
});

describe('a cameras.json edited by hand into something unusable', () => {
  it('is restored from the last good copy with its cameras; a warning names both files', async () => {
    const folder = await temporaryFolder();
    const first = await CameraWorkspace.open(folder, new MemoryOnlySecretStore());
    const camera = { id: 'cam-1', label: 'Tor', host: '192.0.2.10', port: 80, https: false, user: 'admin', password: null, group: 'Nord', variables: {} };
    await first.save({ nextNumber: 2, cameras: [camera] });
    const path = join(folder, 'cameras.json');
    await writeFile(path, (await readFile(path, 'utf8')).replace('"port": 80', '"port": "80"'));
    const workspace = await CameraWorkspace.open(folder, new MemoryOnlySecretStore());
    expect(workspace.problems.map(englishText)).toEqual([expect.stringMatching(new RegExp(`^${path.replace(/[.]/g, '\\.')} does not have the expected content .*; it was moved to .*cameras\\.json\\.corrupt-.* and the last good copy ${path.replace(/[.]/g, '\\.')}\\.last-good was restored in its place$`))]);
    expect(workspace.initial().cameras).toMatchObject([{ id: 'cam-1', label: 'Tor', host: '192.0.2.10', port: 80 }]);
  });
});

describe('a cameras.json the studio could not use', () => {
  it('with a user Basic authentication cannot carry is moved aside, not a crash at start', async () => {
    const folder = await temporaryFolder();
    const camera = { id: 'cam-1', label: '', host: 'h', port: 80, https: false, user: 'ad:min', password: null };
    await writeFile(join(folder, 'cameras.json'), JSON.stringify({ version: 1, nextNumber: 2, cameras: [camera] }));
    const workspace = await CameraWorkspace.open(folder, new MemoryOnlySecretStore());
    expect(englishText(workspace.problems[0]!)).toContain('(at cameras.0.user: user must not contain ":" (Basic authentication cannot carry it))');
  });
});
