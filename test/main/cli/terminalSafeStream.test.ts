// The command line's display streams (src/main/cli/cliIo.ts): whatever a command writes to
// stdout or stderr reaches the terminal with its control characters escaped, its own line
// breaks and tabs kept; stdoutBytes is stdout itself, for a backup that must stay byte for byte.
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { cliIo } from '../../../src/main/cli/cliIo';

function collected(stream: PassThrough): () => Buffer {
  const chunks: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  return () => Buffer.concat(chunks);
}

function streams(): { io: ReturnType<typeof cliIo>; stdout: () => Buffer; stderr: () => Buffer } {
  const stdout = new PassThrough();
  const stderr = new PassThrough();
  const io = cliIo({ stdin: new PassThrough(), stdout, stderr, env: {}, isTTY: false });
  return { io, stdout: collected(stdout), stderr: collected(stderr) };
}

describe('the display streams of a command', () => {
  it('escape ESC, BEL, C1 and bidirectional controls written as text, at once, and keep line feeds and tabs', () => {
    const { io, stdout, stderr } = streams();
    io.stdout.write('firmware MX\u001b[2J\u001b]0;owned\u0007\u009b31m\tok\n');
    io.stderr.write('label Gate\u202efdp.exe\n');
    expect(stdout().toString('utf8')).toBe('firmware MX\\u001b[2J\\u001b]0;owned\\u0007\\u009b31m\tok\n');
    expect(stderr().toString('utf8')).toBe('label Gate\\u202efdp.exe\n');
  });

  it('escape bytes written as a buffer too', () => {
    const { io, stdout } = streams();
    io.stdout.write(Buffer.from('a\u001bb\n', 'utf8'));
    expect(stdout().toString('utf8')).toBe('a\\u001bb\n');
  });

  it('leave a JSON document one that parses to the text it holds', () => {
    const { io, stdout } = streams();
    io.stdout.write(JSON.stringify({ firmware: 'MX\u009b2J\u2066' }) + '\n');
    expect(stdout().includes(0x9b)).toBe(false);
    expect(JSON.parse(stdout().toString('utf8'))).toEqual({ firmware: 'MX\u009b2J\u2066' });
  });

  it('stdoutBytes writes the bytes as given', () => {
    const { io, stdout } = streams();
    io.stdoutBytes.write(Buffer.from([0x4c, 0x3d, 0x9b, 0x1b, 0x0a]));
    expect([...stdout()]).toEqual([0x4c, 0x3d, 0x9b, 0x1b, 0x0a]);
  });

  it('tell whether stdout is a terminal as the stream they guard does', () => {
    const terminal = Object.assign(new PassThrough(), { isTTY: true });
    const io = cliIo({ stdin: new PassThrough(), stdout: terminal, stderr: new PassThrough(), env: {}, isTTY: true });
    expect((io.stdout as { isTTY?: boolean }).isTTY).toBe(true);
  });
});
