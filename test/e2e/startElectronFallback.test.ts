// `npm start` (scripts/start.mjs) where the Electron runtime is there but cannot start: the
// runtime is a stand-in executable (ELECTRON_OVERRIDE_DIST_PATH, read as the electron
// package reads it) that fails as Electron does on such machines. And, with a stand-in that
// starts, how a Ctrl+C or SIGTERM reaches the app: once, and waited for.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { desktopReadyLine } from '../../src/main/electron/readyLine';
import { startStudio, type RunningStudio } from './studioProcess';

/** Chromium's words when its setuid helper is not root-owned 4755 (electron/electron#42510). */
const suidSandboxAbort =
  "[26377:0719/133546.609929:FATAL:setuid_sandbox_host.cc(158)] The SUID sandbox helper binary was found, but is not configured correctly. Rather than run without sandboxing I'm aborting now. You need to make sure that /home/tech/camconfig/node_modules/electron/dist/chrome-sandbox is owned by root and has mode 4755.";

const runningAsRoot = process.getuid?.() === 0;
const executableName = existsSync('node_modules/electron/path.txt') ? readFileSync('node_modules/electron/path.txt', 'utf8') : 'electron';

let home: string;
const started: RunningStudio[] = [];
const desktopStarts: ChildProcess[] = [];

beforeAll(() => {
  home = mkdtempSync(join(tmpdir(), 'camconfig-start-fallback-'));
});
afterEach(async () => {
  for (const studio of started.splice(0)) await studio.stop('SIGKILL');
  for (const child of desktopStarts.splice(0)) if (child.exitCode === null && child.signalCode === null) process.kill(-child.pid!, 'SIGKILL');
});
afterAll(() => rmSync(home, { recursive: true, force: true }));

/** A folder holding `electron` (the stand-in) with this shell script as its body. */
function standIn(name: string, body: string): string {
  const dir = mkdtempSync(join(home, `${name}-`));
  writeFileSync(join(dir, executableName), body);
  chmodSync(join(dir, executableName), 0o755);
  return dir;
}

function envWith(distPath: string): NodeJS.ProcessEnv {
  return {
    ...Object.fromEntries(Object.entries(process.env).filter(([name]) => !/electron|proxy/i.test(name))),
    ELECTRON_OVERRIDE_DIST_PATH: distPath,
    XDG_CONFIG_HOME: join(home, 'config'),
  };
}

const adviceLine = /^Electron could not start \((?<why>[^)]+)\); (?<todo>.+); starting web mode instead\.$/m;

describe('npm start when Electron cannot start', () => {
  it.each([
    ['prints the SUID sandbox message and exits 1', `#!/bin/sh\necho "${suidSandboxAbort.replaceAll('"', '\\"')}" >&2\nexit 1\n`, /sandbox could not be set up/],
    ['is killed by a signal (SIGTRAP, as a FATAL in Chromium)', '#!/bin/sh\nkill -s TRAP $$\n', /ended by SIGTRAP before it was ready/],
    ['exits at once without a word', '#!/bin/sh\nexit 0\n', /exited with code 0 before it was ready/],
  ])('says why in one line and what to do, then serves web mode, when Electron %s', async (_name, script, why) => {
    const studio = await startStudio(['scripts/start.mjs', '--no-demo'], envWith(standIn('electron', script)));
    started.push(studio);
    const advice = adviceLine.exec(studio.output());
    expect(advice, studio.output()).not.toBeNull();
    expect(advice!.groups!.why).toMatch(why);
    expect(advice!.groups!.todo).toContain('npm start -- --no-sandbox, which runs the studio page without the operating system sandbox');
    if (runningAsRoot) expect(advice!.groups!.todo).toMatch(/^as root, Chromium needs --no-sandbox/);
    const page = await fetch(studio.url, { redirect: 'manual' });
    expect(page.status).toBeLessThan(400);
  });

  it('passes web mode the arguments without --no-sandbox, which serve would refuse', async () => {
    const studio = await startStudio(['scripts/start.mjs', '--no-demo', '--no-sandbox'], envWith(standIn('electron', '#!/bin/sh\nexit 1\n')));
    started.push(studio);
    expect(studio.output()).toMatch(/Electron could not start \(it exited with code 1 before it was ready\); it failed with --no-sandbox too: see its output above; starting web mode instead\./);
  });
});

/**
 * A stand-in that starts as the app does (the ready line), counts the signals that reach it,
 * and takes a while to quit, as the services do while they flush; with `ignoreTerm` it never quits.
 */
function desktopStandIn({ ignoreTerm = false } = {}): string {
  return standIn(
    'desktop',
    `#!${process.execPath}
let signals = 0;
const quit = (signal) => {
  signals++;
  console.log('stand-in: got ' + signal + ' (' + signals + ')');
  ${ignoreTerm ? '' : "setTimeout(() => { console.log('stand-in: quit after ' + signals + ' signal(s)'); process.exit(0); }, 800);"}
};
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, quit);
console.log('stand-in: pid ' + process.pid);
console.log(${JSON.stringify(desktopReadyLine)});
setInterval(() => undefined, 1000);
`,
  );
}

/** The process group of `pid`: /proc's stat (its 5th field, after the parenthesised name) where there is one, else ps. */
function processGroupOf(pid: number): number {
  const statFile = `/proc/${pid}/stat`;
  if (existsSync(statFile)) return Number(readFileSync(statFile, 'utf8').split(') ')[1]!.split(' ')[2]);
  return Number(spawnSync('ps', ['-o', 'pgid=', '-p', String(pid)], { encoding: 'utf8' }).stdout.trim());
}

/** npm start in a terminal of its own: a process group, as the shell gives a foreground job. */
function startDesktop(distPath: string) {
  const child = spawn(process.execPath, ['scripts/start.mjs', '--no-demo'], { env: envWith(distPath), stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  desktopStarts.push(child);
  let output = '';
  const changed = new Set<() => void>();
  for (const stream of [child.stdout!, child.stderr!]) {
    stream.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      for (const listener of changed) listener();
    });
  }
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const printed = (text: string) =>
    new Promise<void>((resolve, reject) => {
      const check = () => output.includes(text) && (changed.delete(check), resolve());
      changed.add(check);
      check();
      void exited.then(() => (output.includes(text) ? resolve() : reject(new Error(`exited without printing ${JSON.stringify(text)}; output:\n${output}`))));
    });
  return { child, output: () => output, printed, exited };
}

describe('stopping the desktop app started by npm start', () => {
  it('a Ctrl+C in the terminal (SIGINT to the whole foreground group) reaches the app once, as a request to quit, and npm start waits for it', async () => {
    const desktop = startDesktop(desktopStandIn());
    await desktop.printed(desktopReadyLine);
    const appPid = Number(/stand-in: pid (\d+)/.exec(desktop.output())![1]);
    const appGroup = processGroupOf(appPid);
    expect(appGroup).toBe(appPid); // a group of its own: the terminal's Ctrl+C does not reach it directly
    process.kill(-desktop.child.pid!, 'SIGINT');
    expect(await desktop.exited).toBe(0);
    expect(desktop.output()).toContain('stand-in: quit after 1 signal(s)');
    expect(desktop.output().match(/stand-in: got /g)).toHaveLength(1);
  });

  it('a SIGTERM to npm start reaches the app once', async () => {
    const desktop = startDesktop(desktopStandIn());
    await desktop.printed(desktopReadyLine);
    desktop.child.kill('SIGTERM');
    desktop.child.kill('SIGTERM');
    expect(await desktop.exited).toBe(0);
    expect(desktop.output()).toContain('stand-in: quit after 1 signal(s)');
  });

  it('ends an app that does not quit within 10 s, and says so', async () => {
    const desktop = startDesktop(desktopStandIn({ ignoreTerm: true }));
    await desktop.printed(desktopReadyLine);
    desktop.child.kill('SIGTERM');
    await desktop.printed('stand-in: got SIGTERM (1)');
    expect(await desktop.exited).toBe(0);
    expect(desktop.output()).toContain('npm start: the desktop app did not stop within 10 s; ending it.');
  }, 60_000);
});
