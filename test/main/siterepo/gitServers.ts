// Real git remotes on loopback for the site tests: a bare repository served by `git daemon`
// and by smart HTTP (`git http-backend` as CGI behind a node:http server with Basic auth).
import { execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { createServer as createHttpServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { makeBareRepository, startGitDaemon, type RunningServer } from '../../support/gitDaemon';

export { makeBareRepository, startGitDaemon, type RunningServer };

export const httpBackend = '/usr/lib/git-core/git-http-backend';

/** A temporary HOME whose global git config is the tests' own (the machine's user.name, helpers and system config stay out). */
export async function isolatedGitHome(credential?: { user: string; password: string }): Promise<{ home: string; restore: () => Promise<void> }> {
  const home = await mkdtemp(join(tmpdir(), 'camconfig-site-home-'));
  const saved = { HOME: process.env.HOME, XDG_CONFIG_HOME: process.env.XDG_CONFIG_HOME };
  const helper = credential ? `[credential]\n\thelper = "!f() { echo username=${credential.user}; echo password=${credential.password}; }; f"\n` : '';
  await writeFile(join(home, '.gitconfig'), `[init]\n\tdefaultBranch = main\n${helper}`);
  process.env.HOME = home;
  process.env.XDG_CONFIG_HOME = join(home, '.config');
  return {
    home,
    restore: async () => {
      for (const [name, value] of Object.entries(saved)) {
        // `process.env.X = undefined` would set the text 'undefined': a variable unset before is unset again.
        if (value === undefined) delete process.env[name];
        else process.env[name] = value;
      }
      await rm(home, { recursive: true, force: true });
    },
  };
}

/** The global git config of a HOME made by isolatedGitHome: a test that sets a global setting names this file, never `--global`. */
export function globalConfigOf(home: string): string {
  return join(home, '.gitconfig');
}

/** Plain git, as a technician would run it by hand (no hardening: it reads what the studio wrote). */
export function plainGit(cwd: string, ...args: string[]): string {
  return execFileSync('git', args, { cwd, encoding: 'utf8', env: { ...process.env, GIT_CONFIG_NOSYSTEM: '1' }, maxBuffer: 64 * 1024 * 1024 });
}

/** Smart HTTP: git http-backend run as CGI for each request, behind Basic auth (`user`, `password`). */
export async function startHttpGitServer(projectRoot: string, user: string, password: string): Promise<RunningServer & { refusedLogins: () => number }> {
  let refused = 0;
  const expected = `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;
  const server: Server = createHttpServer((request, response) => {
    if (request.headers.authorization !== expected) {
      refused++;
      response.writeHead(401, { 'WWW-Authenticate': 'Basic realm="sites"' }).end();
      return;
    }
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const cgi = spawn(httpBackend, [], {
      env: {
        PATH: process.env.PATH,
        GIT_CONFIG_NOSYSTEM: '1',
        GIT_PROJECT_ROOT: projectRoot,
        GIT_HTTP_EXPORT_ALL: '1',
        REQUEST_METHOD: request.method ?? 'GET',
        PATH_INFO: decodeURIComponent(url.pathname),
        QUERY_STRING: url.search.slice(1),
        CONTENT_TYPE: request.headers['content-type'] ?? '',
        HTTP_CONTENT_ENCODING: request.headers['content-encoding'] ?? '',
        GIT_PROTOCOL: String(request.headers['git-protocol'] ?? ''),
        REMOTE_USER: user,
        REMOTE_ADDR: '127.0.0.1',
      },
      stdio: ['pipe', 'pipe', 'ignore'],
    });
    request.pipe(cgi.stdin);
    let head = Buffer.alloc(0);
    let headerDone = false;
    cgi.stdout.on('data', (chunk: Buffer) => {
      if (headerDone) {
        response.write(chunk);
        return;
      }
      head = Buffer.concat([head, chunk]);
      const end = head.indexOf('\r\n\r\n');
      if (end < 0) return;
      headerDone = true;
      let status = 200;
      for (const line of head.subarray(0, end).toString('latin1').split('\r\n')) {
        const colon = line.indexOf(':');
        const name = line.slice(0, colon).trim();
        const value = line.slice(colon + 1).trim();
        if (name.toLowerCase() === 'status') status = Number.parseInt(value, 10);
        else response.setHeader(name, value);
      }
      response.writeHead(status);
      response.write(head.subarray(end + 4));
    });
    cgi.on('close', () => response.end());
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    url: (repository) => `http://${user}@127.0.0.1:${port}/${repository}`,
    refusedLogins: () => refused,
    stop: async () => {
      server.closeAllConnections();
      server.close();
      await once(server, 'close').catch(() => undefined);
    },
  };
}

export async function makeTemporaryFolder(prefix: string): Promise<string> {
  const folder = await mkdtemp(join(tmpdir(), prefix));
  await mkdir(folder, { recursive: true });
  return folder;
}

/**
 * For a test file: before its tests, an isolated git HOME, a temporary folder (`root`) and a bare
 * repository `remotes/<name>` in it served by `git daemon` on loopback, and with `http` also by
 * smart HTTP behind Basic auth (the isolated HOME's credential helper knows the login); all gone
 * after them.
 */
export function siteRemoteForTests(prefix: string, name: string, options: { http?: { user: string; password: string } } = {}): { readonly root: string; readonly daemon: RunningServer; readonly http: RunningServer } {
  let home: Awaited<ReturnType<typeof isolatedGitHome>> | undefined;
  const remote = { root: '', daemon: undefined as RunningServer | undefined, http: undefined as RunningServer | undefined };
  beforeAll(async () => {
    home = await isolatedGitHome(options.http);
    remote.root = await makeTemporaryFolder(prefix);
    await mkdir(join(remote.root, 'remotes'));
    makeBareRepository(join(remote.root, 'remotes'), name);
    remote.daemon = await startGitDaemon(join(remote.root, 'remotes'));
    if (options.http) remote.http = await startHttpGitServer(join(remote.root, 'remotes'), options.http.user, options.http.password);
  });
  afterAll(async () => {
    await remote.daemon?.stop();
    await remote.http?.stop();
    if (remote.root !== '') await rm(remote.root, { recursive: true, force: true });
    await home?.restore();
  });
  return {
    get root() {
      return remote.root;
    },
    get daemon() {
      if (!remote.daemon) throw new Error('the git daemon is started before the tests');
      return remote.daemon;
    },
    get http() {
      if (!remote.http) throw new Error('the HTTP server is started before the tests, when asked for with `http`');
      return remote.http;
    },
  };
}
