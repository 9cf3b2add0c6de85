// Turns the raw HTTP answer of one script into a Transcript, or into the typed error that
// says what went wrong: credentials, not a camera, cut off, timed out, or ERROR: lines.
import { decodeLatin1 } from '../../shared/remoteconfig/latin1';
import { looksLikeCamera, parseResponse, type Transcript } from '../../shared/remoteconfig/responseParser';
import { cutOffReport, failuresOf } from './cutOffReport';
import { AuthError, CameraError, CameraTimeoutError, CutOffError, NotACameraError, type CameraAddress } from './errors';
import type { RawAnswer } from './httpTransport';

export interface AnsweredScript {
  camera: CameraAddress;
  user: string;
  scriptText: string;
  timeoutMs: number;
  answer: RawAnswer;
}

/** The transcript of a script that ran to `OK` without ERROR: lines; throws otherwise. */
export function interpretAnswer(answered: AnsweredScript): Transcript {
  const transcript = transcriptOf(answered);
  const failures = failuresOf(transcript);
  if (failures.length > 0) throw new CameraError(answered.camera, failures, cutOffReport(transcript, answered.scriptText).ran, transcript);
  return transcript;
}

/** The transcript of a script that ran to `OK`, ERROR: lines included; throws for the rest. */
export function transcriptOf({ camera, user, scriptText, timeoutMs, answer }: AnsweredScript): Transcript {
  if (answer.status === 401) throw new AuthError(camera, user);
  if (answer.status !== 200) throw new NotACameraError(camera, `HTTP status ${answer.status}${statusHint(answer.status)}`);
  const body = decodeLatin1(answer.body);
  if (body.length === 0) {
    if (answer.interrupted === 'timeout') throw new CameraTimeoutError(camera, timeoutMs, undefined);
    throw new CutOffError(camera, { ran: [], failed: [], unknown: cutOffReport(parseResponse(''), scriptText).unknown }, undefined);
  }
  if (!looksLikeCamera(body)) throw new NotACameraError(camera, describeForeignBody(answer, body));
  const transcript = parseResponse(body);
  if (answer.interrupted === 'timeout') throw new CameraTimeoutError(camera, timeoutMs, cutOffReport(transcript, scriptText));
  if (!transcript.completed) throw new CutOffError(camera, cutOffReport(transcript, scriptText), transcript);
  return transcript;
}

function statusHint(status: number): string {
  if (status === 404) return ': no /admin/remoteconfig here';
  return '';
}

function describeForeignBody(answer: RawAnswer, body: string): string {
  const contentType = answer.headers['content-type'];
  const firstLine = body.trimStart().split('\n', 1)[0]?.trim().slice(0, 60) ?? '';
  return `${contentType ? `a ${contentType} answer` : 'an answer'} starting '${firstLine}'`;
}
