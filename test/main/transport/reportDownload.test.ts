// GET /reports/<id> of web mode: the report files report.save wrote, as attachments with their
// type and a safe name, only by the id report.save answered (no path, nothing outside the
// reports, no other file of the workspace), and only for a page holding the session.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stopCameraFleet, type SimulatedCamera } from '../../../src/main/simulator/camera';
import { studioItself, type StudioServices } from '../../../src/main/services/studioServices';
import { attachment } from '../../../src/main/transport/reportDownload';
import { startWebServer, type WebServer } from '../../../src/main/transport/webServer';
import { openWorkspace } from '../../../src/main/workspace';
import type { MethodOutput } from '../../../src/shared/api/contract';
import { createTestStudioServices, startSimulatedCameraFleet } from '../../support/simulatedCameras';

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A raw GET: the path goes out as written (no `..` resolved, no encoding changed). */
function get(port: number, path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = httpRequest({ host: '127.0.0.1', port, path, method, headers: { Host: `127.0.0.1:${port}`, ...headers } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
    });
    request.on('error', reject);
    request.end();
  });
}

let folder: string;
let cameras: SimulatedCamera[] = [];
let services: StudioServices;
let server: WebServer;
let saved: MethodOutput<'report.save'>;
const session = () => ({ Cookie: server.sessionCookie });

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'camconfig-report-download-'));
  cameras = await startSimulatedCameraFleet({ count: 1, password: 'Download-Secret-7' });
  services = await createTestStudioServices({ demo: false, mode: 'web', workspace: await openWorkspace(folder, { kind: 'none' }) });
  await services.handlers['cameras.add']({ host: '127.0.0.1', port: cameras[0]!.port, user: 'admin', password: 'Download-Secret-7', label: 'Tor Süd' }, studioItself);
  server = await startWebServer({ services, port: 0 });
  saved = await services.handlers['report.save']({ site: 'Werk Süd', technician: 'Jörg', formats: ['html', 'pdf'], language: 'de', timeZone: 'Europe/Berlin' }, studioItself);
}, 60_000);

afterAll(async () => {
  await server?.close();
  await services?.close();
  await stopCameraFleet(cameras);
  rmSync(folder, { recursive: true, force: true });
});

describe('downloading a report in web mode', () => {
  it('answers each file report.save wrote, by its id, as an attachment of its type with its bytes', async () => {
    for (const file of saved.files) {
      const answer = await get(server.port, `/reports/${file.downloadId}`, session());
      expect(answer.status).toBe(200);
      expect(answer.headers['content-type']).toBe(file.format === 'html' ? 'text/html; charset=utf-8' : 'application/pdf');
      expect(answer.headers['content-disposition']).toBe(attachment(file.fileName));
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(answer.body.equals(readFileSync(file.path))).toBe(true);
    }
    const head = await get(server.port, `/reports/${saved.files[0]!.downloadId}`, session(), 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.byteLength).toBe(0);
  });

  it('refuses a request without the session, and one with the token of another server', async () => {
    const id = saved.files[0]!.downloadId;
    const without = await get(server.port, `/reports/${id}`);
    expect(without.status).toBe(401);
    expect(without.body.toString()).toMatch(/no session/);
    const wrongToken = await get(server.port, `/reports/${id}?token=${'x'.repeat(43)}`);
    expect(wrongToken.status).toBe(401);
  });

  it('serves nothing but the offered files: no path, nothing outside the reports, no unknown id', async () => {
    const [html] = saved.files;
    const attempts = [
      `/reports/${encodeURIComponent(html!.path)}`,
      `/reports/${encodeURIComponent(html!.fileName)}`,
      '/reports/../../../../etc/passwd',
      '/reports/..%2F..%2Fcameras.json',
      `/reports/%2e%2e%2f${html!.downloadId}`,
      `/reports/${html!.downloadId}/../cameras.json`,
      `/reports/${'A'.repeat(22)}`,
      '/reports/',
    ];
    for (const path of attempts) {
      const answer = await get(server.port, path, session());
      expect(answer.status, path).toBe(404);
      expect(answer.headers['content-disposition'], path).toBeUndefined();
    }
  });

  it('names the file safely: the exact name in UTF-8, an ASCII one beside it without quotes or control characters', () => {
    expect(attachment('report-Werk-Süd-2026-11-27.pdf')).toBe(`attachment; filename="report-Werk-S_d-2026-11-27.pdf"; filename*=UTF-8''report-Werk-S%C3%BCd-2026-11-27.pdf`);
    expect(attachment('a"b\\c;d\r\n.html')).toBe(`attachment; filename="a_b_c_d__.html"; filename*=UTF-8''a%22b%5Cc%3Bd%0D%0A.html`);
  });
});
