// `camconfig serve --workspace DIR`: where the cameras are kept, the passphrase from the
// environment, a wrong passphrase refused in words, a corrupt camera list moved aside and said.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { camconfigArgs } from '../../support/simulatedCameras';

const children: ChildProcess[] = [];
const folders: string[] = [];

afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

function workspaceFolder(): string {
  const folder = mkdtempSync(join(tmpdir(), 'camconfig-serve-workspace-'));
  folders.push(folder);
  return folder;
}

/** Runs serve until it has started, or printed its URL with `stopAtUrl` (then stops it), or exits; resolves to its exit code and stderr. */
function runServe(folder: string, passphrase: string | undefined, { stopAtUrl = false } = {}): Promise<{ code: number | null; stderr: string }> {
  const env = { ...process.env };
  delete env.CAMCONFIG_WORKSPACE_PASSPHRASE;
  if (passphrase !== undefined) env.CAMCONFIG_WORKSPACE_PASSPHRASE = passphrase;
  const child = spawn(process.execPath, camconfigArgs('serve', ['--no-demo', '--port', '0', '--workspace', folder]), { env, stdio: ['ignore', 'pipe', 'pipe'] });
  children.push(child);
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => {
    const wasStarting = !stderr.includes('Ctrl+C stops.');
    stderr += chunk.toString();
    if (wasStarting && stderr.includes('Ctrl+C stops.') && !stopAtUrl) child.kill('SIGTERM');
  });
  let stdout = '';
  child.stdout!.on('data', (chunk: Buffer) => {
    const urlBefore = stdout.includes('CamConfig Studio (web mode):');
    stdout += chunk.toString();
    if (stopAtUrl && !urlBefore && stdout.includes('CamConfig Studio (web mode):')) child.kill('SIGTERM');
  });
  return new Promise((resolve) => child.once('close', (code) => resolve({ code, stderr }))); // once the pipes are drained: the last line is in
}

describe('camconfig serve --workspace', () => {
  it('says where the cameras are kept and how their passwords are, with and without a passphrase', async () => {
    const folder = workspaceFolder();
    const withPhrase = await runServe(folder, 'serve phrase');
    expect(withPhrase.code).toBe(0);
    expect(withPhrase.stderr).toContain(`camconfig serve: workspace ${folder}; passwords encrypted with the workspace passphrase`);
    expect(readdirSync(folder)).toContain('passphrase-key.json');
    const without = await runServe(folder, undefined);
    expect(without.stderr).toContain('passwords kept in memory only (no passphrase: set CAMCONFIG_WORKSPACE_PASSPHRASE or give one at start to keep them)');
  });

  it('refuses a wrong passphrase with exit code 2, naming the key file and not the passphrase', async () => {
    const folder = workspaceFolder();
    await runServe(folder, 'the right one');
    const { code, stderr } = await runServe(folder, 'a wrong one');
    expect(code).toBe(2);
    expect(stderr).toContain(`the passphrase does not match the one the workspace's passwords were encrypted with (${join(folder, 'passphrase-key.json')})`);
    expect(stderr).not.toContain('a wrong one');
  });

  it('stops cleanly when told to stop as soon as the URL is printed (the workspace may still be opening)', async () => {
    const folder = workspaceFolder();
    const { code, stderr } = await runServe(folder, 'serve phrase', { stopAtUrl: true });
    expect(code).toBe(0);
    expect(stderr).toContain('camconfig serve: SIGTERM received, stopped.');
    expect(stderr).not.toContain('serve phrase');
  });

  it('moves a corrupt cameras.json aside, says so with both paths, and starts', async () => {
    const folder = workspaceFolder();
    writeFileSync(join(folder, 'cameras.json'), '{ "version": 1, "cameras": [ oops');
    const { code, stderr } = await runServe(folder, undefined);
    expect(code).toBe(0);
    expect(stderr).toMatch(new RegExp(`warning: ${join(folder, 'cameras.json')} is not valid JSON .*; it was moved to ${join(folder, 'cameras.json')}\\.corrupt-\\S+ and the studio starts without it`));
    expect(readdirSync(folder).some((name) => name.startsWith('cameras.json.corrupt-'))).toBe(true);
  });
});

/** Runs serve on a pseudo-terminal (util-linux `script`); types `keys` once the passphrase prompt shows, Ctrl-C once the studio has started. */
function serveOnTerminal(folder: string, keys: string): Promise<{ code: number | null; screen: string }> {
  return new Promise((resolve, reject) => {
    const command = [process.execPath, ...camconfigArgs('serve', ['--no-demo', '--port', '0', '--workspace', folder])].map((word) => `'${word}'`).join(' ');
    const child = spawn('script', ['-qfec', command, '/dev/null'], { stdio: ['pipe', 'pipe', 'pipe'], env: { PATH: process.env.PATH ?? '', HOME: folder, TERM: 'dumb' } });
    children.push(child);
    let screen = '';
    let typed = false;
    let stopped = false;
    child.stdout.on('data', (chunk: Buffer) => {
      screen += chunk.toString('utf8');
      if (!typed && screen.includes('Workspace passphrase for')) {
        typed = true;
        child.stdin.write(keys); // the terminal is raw once the prompt shows
      }
      if (!stopped && screen.includes('Ctrl+C stops.')) {
        stopped = true;
        child.stdin.write('\u0003');
      }
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, screen }));
  });
}

describe('camconfig serve on a terminal', () => {
  it('asks for the workspace passphrase once, without echoing it', async () => {
    const folder = workspaceFolder();
    const { screen } = await serveOnTerminal(folder, 'Zq9-typed-secret\r');
    expect(screen).toContain(`Workspace passphrase for ${folder} (empty: passwords in memory only): `);
    expect(screen).toContain('passwords encrypted with the workspace passphrase');
    expect(screen).not.toContain('Zq9-typed-secret');
    // The terminal's Ctrl-C reaches the shell `script` runs too, so its exit code is the shell's: the line says serve stopped cleanly.
    expect(screen).toContain('camconfig serve: SIGINT received, stopped.');
    expect(readdirSync(folder)).toContain('passphrase-key.json');
  });

  it('Ctrl-C at the prompt stops with exit 130 and writes nothing', async () => {
    const folder = workspaceFolder();
    const { code, screen } = await serveOnTerminal(folder, 'Zq9\u0003');
    expect(screen).toContain('camconfig serve: interrupted at the password prompt');
    expect(code).toBe(130);
    expect(readdirSync(folder)).toEqual([]);
  });
});
