// The agent's HTTP endpoint: GET /metrics (Prometheus text) and GET /health (JSON), nothing
// else. Bound to loopback unless allowed otherwise: another address needs --allow-remote and a
// bearer token, which every request must then carry (as `camconfig serve` guards its server).
import { timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { isLoopbackHost } from '../base/net/loopbackHost';
import type { AgentMetrics } from './agentMetrics';
import type { ErrorKind } from '../../shared/errors/errorKind';
import { LocalizedError } from '../../shared/i18n/localizedError';
import { localize, type Text } from '../../shared/i18n/text';

export interface MetricsServerOptions {
  host: string;
  port: number;
  allowRemote: boolean;
  /** Required of every request when set (`Authorization: Bearer <token>`); required for a non-loopback host. */
  bearerToken: string | null;
  metrics: AgentMetrics;
  health: () => Record<string, unknown>;
}

export interface RunningMetricsServer {
  port: number;
  close(): Promise<void>;
}

/** The endpoint asked to listen where it may not. */
export class MetricsBindingError extends LocalizedError {
  override readonly name = 'MetricsBindingError';

  get kind(): ErrorKind {
    return 'bad_input';
  }
}

/** Why the endpoint may not listen where asked, naming the option, or null. */
export function metricsBindingProblem({ host, allowRemote, bearerToken }: Pick<MetricsServerOptions, 'host' | 'allowRemote' | 'bearerToken'>): Text | null {
  if (isLoopbackHost(host)) return null;
  if (!allowRemote) return localize('cliAgent.error.notLoopback', { host });
  if (bearerToken === null) return localize('cliAgent.error.remoteNeedsToken', { host });
  return null;
}

export async function startMetricsServer(options: MetricsServerOptions): Promise<RunningMetricsServer> {
  const problem = metricsBindingProblem(options);
  if (problem !== null) throw new MetricsBindingError(problem);
  const server = createServer((request, response) => void answer(options, request, response));
  server.requestTimeout = 10_000;
  server.headersTimeout = 5_000;
  server.maxHeadersCount = 50;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

async function answer(options: MetricsServerOptions, request: IncomingMessage, response: ServerResponse): Promise<void> {
  if (options.bearerToken !== null && !carriesToken(request, options.bearerToken)) return send(response, 401, 'text/plain; charset=utf-8', 'a bearer token is required\n', { 'www-authenticate': 'Bearer' });
  if (request.method !== 'GET' && request.method !== 'HEAD') return send(response, 405, 'text/plain; charset=utf-8', 'only GET\n', { allow: 'GET, HEAD' });
  const path = (request.url ?? '').split('?')[0];
  if (path === '/metrics') return send(response, 200, options.metrics.registry.contentType, await options.metrics.text());
  if (path === '/health') return send(response, 200, 'application/json; charset=utf-8', `${JSON.stringify(options.health())}\n`);
  return send(response, 404, 'text/plain; charset=utf-8', 'not found: /metrics or /health\n');
}

function carriesToken(request: IncomingMessage, token: string): boolean {
  const given = Buffer.from(/^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '');
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

function send(response: ServerResponse, status: number, type: string, body: string, headers: Record<string, string> = {}): void {
  response.writeHead(status, { 'content-type': type, 'content-length': Buffer.byteLength(body), 'cache-control': 'no-store', ...headers }).end(body);
}
