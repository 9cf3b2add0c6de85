// `POST /admin/remoteconfig` over one connection: read the request, check path, credentials
// and method, run the script, answer as HTTP/1.0 and close.
import type { Duplex } from 'node:stream';
import { endlessAnswerCapBytes, type CameraFaults } from '../faults';
import { answerWithFaults, endlessAnswerLead } from './faultyAnswer';
import type { ScriptOutcome } from '../interpreter';
import { userOfBasicHeader, type BasicAuthChecker } from './basicAuth';
import { HttpRequestError, readHttpRequest, type HttpRequest } from './httpRequest';
import { writeEndlessResponse, writeErrorResponse, writeScriptResponse } from './httpResponse';
import { remoteConfigPath } from '../../../../shared/remoteconfig/commands';

export interface EndpointHooks {
  auth: BasicAuthChecker;
  realm: string;
  faults: () => CameraFaults;
  /** Waited before every answer, before the `latencyMs` fault. */
  baseLatencyMs: number;
  runScript: (body: string) => ScriptOutcome;
  /** Called with the outcome before the answer is written (a reboot stops accepting first). */
  beforeAnswer: (outcome: ScriptOutcome, socket: Duplex) => void;
  /** Asked once the script has run: a promise holds the answer back until it settles (or the client closes the connection). */
  holdAnswer: (script: string) => Promise<void> | undefined;
  log: (line: string) => void;
}

export async function serveRemoteConfig(socket: Duplex, hooks: EndpointHooks): Promise<void> {
  let request: HttpRequest;
  try {
    request = await readHttpRequest(socket);
  } catch (error) {
    if (error instanceof HttpRequestError) {
      hooks.log(`${error.status}: ${error.message}`);
      writeErrorResponse(socket, error.status, error.message);
    } else socket.destroy();
    return;
  }
  const summary = `${request.method} ${request.path}`;
  if (request.path !== remoteConfigPath) return answerError(socket, hooks, summary, 404, `no such page: ${request.path}`);
  const authorization = request.headers.get('authorization');
  if (!hooks.auth.accepts(authorization)) {
    const who = userOfBasicHeader(authorization);
    const why = who === null ? 'no credentials' : `wrong user or password (user ${who})`;
    return answerError(socket, hooks, summary, 401, why, [['WWW-Authenticate', `Basic realm="${hooks.realm}"`]]);
  }
  if (request.method !== 'POST') return answerError(socket, hooks, summary, 405, `${request.method} is not allowed, use POST`, [['Allow', 'POST']]);
  await delayUnlessClosed(socket, hooks.baseLatencyMs + hooks.faults().latencyMs);
  if (socket.destroyed) return;
  const script = request.body.toString('latin1');
  const outcome = hooks.runScript(script);
  const hold = hooks.holdAnswer(script);
  if (hold) {
    hooks.log(`${summary}: the script ran; its answer is held back`);
    await untilSettledOrClosed(socket, hold);
    if (socket.destroyed) return;
  }
  hooks.beforeAnswer(outcome, socket);
  const faults = hooks.faults();
  const lines = answerWithFaults(outcome.lines, faults);
  if (faults.endlessAnswer) {
    hooks.log(`${summary} 200 user=${hooks.auth.user}, an endless answer (fault)`);
    return writeEndlessResponse(socket, endlessAnswerLead(lines), endlessAnswerCapBytes);
  }
  const { cutOffAfterLines } = faults;
  hooks.log(`${summary} 200 user=${hooks.auth.user}, ${lines.length} answer lines${cutOffAfterLines === null ? '' : ` (cut off after ${cutOffAfterLines})`}`);
  writeScriptResponse(socket, lines, cutOffAfterLines);
}

function answerError(socket: Duplex, hooks: EndpointHooks, summary: string, status: number, message: string, headers: Array<[string, string]> = []): void {
  hooks.log(`${summary} ${status}: ${message}`);
  writeErrorResponse(socket, status, message, headers);
}

function delayUnlessClosed(socket: Duplex, ms: number): Promise<void> {
  if (ms <= 0) return Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  return untilSettledOrClosed(socket, new Promise<void>((resolve) => (timer = setTimeout(resolve, ms)))).finally(() => clearTimeout(timer));
}

function untilSettledOrClosed(socket: Duplex, waited: Promise<void>): Promise<void> {
  if (socket.destroyed) return Promise.resolve();
  return new Promise((resolve) => {
    const done = (): void => {
      socket.off('close', done);
      resolve();
    };
    socket.once('close', done);
    waited.then(done, done);
  });
}
