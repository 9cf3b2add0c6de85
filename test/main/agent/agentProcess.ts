// `camconfig agent` (the built CLI) as a child process, a webhook receiver that checks the
// signature and a local SMTP server (smtp-server, read with mailparser), for the tests that run
// the agent end to end. Every wait is for a state: a line printed, a request received.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { signatureHeader, timestampHeader, webhookSignature } from '../../../src/main/agent/webhookChannel';

export interface ReceivedAlert {
  kind: string;
  phase: string;
  camera: string | null;
  text: string;
  signatureValid: boolean;
}

export interface AgentProcess {
  child: ChildProcess;
  metricsUrl: Promise<string>;
  exit: Promise<number | null>;
  stdout(): string;
  stderr(): string;
  count(pattern: RegExp): number;
}

/** Starts `camconfig agent --workspace folder --metrics-port 0`; `env` is added to the environment. */
export function startAgentProcess(folder: string, passphrase: string, env: Record<string, string> = {}): AgentProcess {
  const child = spawn(process.execPath, ['bin/camconfig.js', 'agent', '--workspace', folder, '--metrics-port', '0'], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, CAMCONFIG_WORKSPACE_PASSPHRASE: passphrase, LANG: 'C', LC_ALL: 'C', ...env },
  });
  let stdout = '';
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const metricsUrl = new Promise<string>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      const match = /^camconfig agent: \S+ (?:at|unter) (\S+\/metrics)/m.exec(stdout);
      if (match) resolve(match[1]!);
    });
    child.once('exit', (code) => reject(new Error(`camconfig agent exited with ${code}: ${stderr}`)));
  });
  metricsUrl.catch(() => undefined);
  const exit = new Promise<number | null>((resolve) => child.once('close', (code) => resolve(code)));
  return { child, metricsUrl, exit, stdout: () => stdout, stderr: () => stderr, count: (pattern) => stdout.split('\n').filter((line) => pattern.test(line)).length };
}

/** Stops the agent with SIGTERM and resolves with its exit code. */
export async function stopAgentProcess(agent: AgentProcess): Promise<number | null> {
  if (agent.child.exitCode === null && agent.child.signalCode === null) agent.child.kill('SIGTERM');
  return agent.exit;
}

export async function webhookReceiver(key: string): Promise<{ server: Server; port: number; received: ReceivedAlert[]; close(): Promise<void> }> {
  const received: ReceivedAlert[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const timestamp = String(request.headers[timestampHeader]);
      const { alert } = JSON.parse(body) as { alert: { kind: string; phase: string; text: string; camera: { name: string } | null } };
      received.push({ kind: alert.kind, phase: alert.phase, camera: alert.camera?.name ?? null, text: alert.text, signatureValid: request.headers[signatureHeader] === webhookSignature(key, timestamp, body) });
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  return { server, port: (server.address() as AddressInfo).port, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

export async function smtpReceiver(): Promise<{ server: SMTPServer; port: number; mails: ParsedMail[]; close(): Promise<void> }> {
  const mails: ParsedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream).then((mail) => (mails.push(mail), callback()), callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  return { server, port: (server.server.address() as AddressInfo).port, mails, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
