// The one way the studio opens a file to read it: non-blocking, regular files only, and no
// link out of its folder (unless the path was typed by the user); FIFOs made with mkfifo.
import { englishText } from '../../../../src/shared/i18n/renderText';
import { lstatSync, mkdirSync, mkdtempSync, readFileSync, readlinkSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { z } from 'zod';
import { afterEach, describe, expect, it } from 'vitest';
import { readCappedFile, readCappedFileSync } from '../../../../src/main/base/files/cappedRead';
import { openRegularFileToAppend, RefusedFileError } from '../../../../src/main/base/files/regularFile';
import { readWorkspaceFile } from '../../../../src/main/workspace/workspaceFile';
import { makeFifo } from '../../../support/specialFiles';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

function folder(): string {
  const made = mkdtempSync(join(tmpdir(), 'regular-file-test-'));
  folders.push(made);
  return realpathSync(made);
}

async function refusal(read: Promise<unknown>): Promise<RefusedFileError> {
  const error = await read.then(
    () => expect.fail('the read was not refused'),
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(RefusedFileError);
  return error as RefusedFileError;
}

describe('readCappedFile (every read of the studio)', () => {
  it('reads a regular file, also through a link inside its folder', async () => {
    const dir = folder();
    writeFileSync(join(dir, 'cameras.json'), '{}');
    symlinkSync(join(dir, 'cameras.json'), join(dir, 'alias.json'));
    expect((await readCappedFile(join(dir, 'cameras.json'), 100)).toString()).toBe('{}');
    expect((await readCappedFile(join(dir, 'alias.json'), 100)).toString()).toBe('{}');
  });

  it('refuses FIFOs at once, more of them than libuv has threads, and file work goes on afterwards', async () => {
    const dir = folder();
    const fifos = Array.from({ length: 6 }, (_, index) => makeFifo(join(dir, `r${index}.jsonl`)));
    // Opened blocking, each would hold a thread of the pool (4) until a writer comes: the writeFile below would never end.
    const refusals = await Promise.all(fifos.map((fifo) => refusal(readCappedFile(fifo, 1000))));
    expect(refusals.map((error) => [error.path, error.message, error.refusal])).toEqual(fifos.map((fifo) => [fifo, 'it is a named pipe (FIFO), not a regular file', 'not_regular']));
    await writeFile(join(dir, 'after.json'), 'written');
    expect(readFileSync(join(dir, 'after.json'), 'utf8')).toBe('written');
  });

  it('refuses a device and a folder, a folder with the code EISDIR', async () => {
    expect((await refusal(readCappedFile('/dev/zero', 1000, { namedByUser: true }))).message).toBe('it is a character device, not a regular file');
    const dir = folder();
    mkdirSync(join(dir, 'sub'));
    const folderRefusal = await refusal(readCappedFile(join(dir, 'sub'), 1000));
    expect([folderRefusal.message, folderRefusal.code]).toEqual(['it is a folder, not a regular file', 'EISDIR']);
  });

  it('refuses a link out of its folder, naming where it leads, unless the path was typed by the user', async () => {
    const inside = folder();
    const outside = folder();
    writeFileSync(join(outside, 'secret.txt'), 'not for the studio');
    symlinkSync(join(outside, 'secret.txt'), join(inside, 'cameras.json'));
    const error = await refusal(readCappedFile(join(inside, 'cameras.json'), 1000));
    expect([error.refusal, error.message]).toEqual(['outside_folder', `it is a symbolic link to ${join(outside, 'secret.txt')}, outside ${inside}: the studio does not follow links out of its folders`]);
    expect((await readCappedFile(join(inside, 'cameras.json'), 1000, { namedByUser: true })).toString()).toBe('not for the studio');
    // A folder given as the bound: the link may lead anywhere inside it.
    expect((await readCappedFile(join(inside, 'cameras.json'), 1000, { within: join(outside, '..') })).toString()).toBe('not for the studio');
  });

  it('passes ENOENT through for a missing file or a dangling link', async () => {
    const dir = folder();
    symlinkSync(join(dir, 'gone'), join(dir, 'dangling'));
    await expect(readCappedFile(join(dir, 'missing'), 10)).rejects.toMatchObject({ code: 'ENOENT' });
    await expect(readCappedFile(join(dir, 'dangling'), 10)).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('refuses the same way when read synchronously (command line start-up)', () => {
    const fifo = makeFifo(join(folder(), 'user.json'));
    expect(() => readCappedFileSync(fifo, 1000, { namedByUser: true })).toThrow('it is a named pipe (FIFO), not a regular file');
  });
});

describe('openRegularFileToAppend (the audit log)', () => {
  it('refuses a FIFO without waiting for a reader, and a link', async () => {
    const dir = folder();
    const fifo = makeFifo(join(dir, 'audit.jsonl'));
    expect((await refusal(openRegularFileToAppend(fifo, 0o600))).message).toBe('it is a named pipe (FIFO) or a device, not a regular file');
    writeFileSync(join(dir, 'target'), '');
    symlinkSync(join(dir, 'target'), join(dir, 'link.jsonl'));
    await expect(openRegularFileToAppend(join(dir, 'link.jsonl'), 0o600)).rejects.toMatchObject({ code: 'ELOOP' });
    const handle = await openRegularFileToAppend(join(dir, 'new.jsonl'), 0o600);
    await handle.write('line\n');
    await handle.close();
    expect(readFileSync(join(dir, 'new.jsonl'), 'utf8')).toBe('line\n');
  });
});

describe('readWorkspaceFile of what is not a regular file', () => {
  const schema = z.strictObject({ version: z.literal(1) });

  it('moves a FIFO aside, naming the file and what it is', async () => {
    const dir = folder();
    const path = makeFifo(join(dir, 'cameras.json'));
    const read = await readWorkspaceFile(path, schema, 1000);
    expect(read).toMatchObject({ status: 'moved_aside' });
    if (read.status !== 'moved_aside') return;
    expect(englishText(read.problem)).toBe(`${path} cannot be read (it is a named pipe (FIFO), not a regular file); it was moved to ${read.movedTo} and the studio starts without it (no usable last good copy ${path}.last-good)`);
    expect(lstatSync(read.movedTo).isFIFO()).toBe(true);
  });

  it('moves a link out of the workspace aside (the link, not its target), naming where it leads', async () => {
    const dir = folder();
    const outside = join(folder(), 'elsewhere.json');
    writeFileSync(outside, '{"version":1}');
    const path = join(dir, 'cameras.json');
    symlinkSync(outside, path);
    const read = await readWorkspaceFile(path, schema, 1000);
    expect(read).toMatchObject({ status: 'moved_aside' });
    if (read.status !== 'moved_aside') return;
    expect(englishText(read.problem)).toContain(`${path} cannot be read (it is a symbolic link to ${outside}, outside ${dir}: the studio does not follow links out of its folders)`);
    expect(readlinkSync(read.movedTo)).toBe(outside);
    expect(readFileSync(outside, 'utf8')).toBe('{"version":1}');
  });
});
