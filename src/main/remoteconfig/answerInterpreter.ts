// Turns the raw HTTP answer of one script into a Transcript, or into the typed error that
// says what went wrong: credentials, not a camera, too large, cut off, timed out, ERROR:
// lines, commands not confirmed, or values read back otherwise than written.
import { decodeLatin1 } from '../../shared/remoteconfig/latin1';
import { looksLikeCamera, parseResponse, type Transcript } from '../../shared/remoteconfig/responseParser';
import { commandOutcomes, confirmationReport, reportOf } from './confirmationReport';
import { AnswerTooLargeError, AuthError, CameraError, CameraTimeoutError, CutOffError, NotACameraError, OperationCancelledError, UnconfirmedError, VerifyFailedError, type CameraAddress } from './errors';
import type { RawAnswer } from './httpTransport';
import { localize, type Text } from '../../shared/i18n/text';
import { readBackMismatches } from './readBackCheck';

export interface AnsweredScript {
  camera: CameraAddress;
  user: string;
  scriptText: string;
  timeoutMs: number;
  /** The cap the answer was read with (RawAnswer.interrupted 'limit'). */
  maxAnswerBytes: number;
  answer: RawAnswer;
}

/**
 * The transcript of a script the camera ran to `OK`, confirming every command with `#exec`,
 * without ERROR: lines, and listing what it wrote as written; throws otherwise.
 */
export function interpretAnswer(answered: AnsweredScript): Transcript {
  const { camera } = answered;
  const transcript = transcriptOf(answered);
  const outcomes = commandOutcomes(transcript, answered.scriptText);
  const report = reportOf(outcomes, transcript);
  if (report.failed.length > 0) throw new CameraError(camera, report.failed, report.ran, transcript, report.unknown);
  if (report.unknown.length > 0) throw new UnconfirmedError(camera, report, transcript);
  const mismatches = readBackMismatches(outcomes);
  if (mismatches.length > 0) throw new VerifyFailedError(camera, mismatches, { when: 'same-request', report, transcript });
  return transcript;
}

/** The transcript of a script that ran to `OK`, ERROR: lines included; throws for the rest. */
export function transcriptOf({ camera, user, scriptText, timeoutMs, maxAnswerBytes, answer }: AnsweredScript): Transcript {
  if (answer.interrupted === 'cancelled') throw cancelledRequest(camera, scriptText, answer);
  if (answer.connectionLost !== undefined) throw new CutOffError(camera, confirmationReport(parseResponse(''), scriptText), undefined, { as: 'neverCame', reason: answer.connectionLost });
  if (answer.status === 401) throw new AuthError(camera, user);
  if (answer.status !== 200) throw new NotACameraError(camera, statusDetail(answer.status));
  const body = decodeLatin1(answer.body);
  if (body.length === 0) {
    if (answer.interrupted === 'timeout') throw new CameraTimeoutError(camera, timeoutMs, undefined);
    throw new CutOffError(camera, confirmationReport(parseResponse(''), scriptText), undefined);
  }
  if (!looksLikeCamera(body)) throw new NotACameraError(camera, describeForeignBody(answer, body));
  const transcript = parseResponse(body);
  if (answer.interrupted === 'limit') throw new AnswerTooLargeError(camera, maxAnswerBytes, confirmationReport(transcript, scriptText), transcript);
  if (answer.interrupted === 'timeout') throw new CameraTimeoutError(camera, timeoutMs, confirmationReport(transcript, scriptText));
  if (!transcript.completed) throw new CutOffError(camera, confirmationReport(transcript, scriptText), transcript);
  return transcript;
}

/**
 * The camera's remote configuration answered with HTTP 200, so it accepted the credentials. Any
 * web server answers 200 to a POST it ignores: the body must read as a camera's answer, too.
 * Only its first bytes are decoded (a camera's answer starts with its echo).
 */
export function acceptedByCamera(answer: RawAnswer): boolean {
  return answer.status === 200 && looksLikeCamera(decodeLatin1(answer.body.subarray(0, 256)));
}

/** A cancelled request: nothing ran when nothing was sent; otherwise what the answer so far confirms. */
function cancelledRequest(camera: CameraAddress, scriptText: string, answer: RawAnswer): OperationCancelledError {
  if (!answer.requestSent) return new OperationCancelledError(camera, { ran: [], failed: [], unknown: [] }, localize('remoteConfig.cancelled.beforeSending'));
  const answerSoFar = answer.status === 200 ? decodeLatin1(answer.body) : '';
  const during = localize(answerSoFar === '' ? 'remoteConfig.cancelled.beforeAnswer' : 'remoteConfig.cancelled.whileAnswering');
  return new OperationCancelledError(camera, confirmationReport(parseResponse(answerSoFar), scriptText), during);
}

/** The status as digits (`HTTP status 1000` is no quantity); a 404 says there is no endpoint. */
function statusDetail(status: number): Text {
  return localize(status === 404 ? 'remoteConfig.foreignPeer.httpStatusNoEndpoint' : 'remoteConfig.foreignPeer.httpStatus', { status: String(status) });
}

function describeForeignBody(answer: RawAnswer, body: string): Text {
  const contentType = answer.headers['content-type'];
  const firstLine = body.trimStart().split('\n', 1)[0]?.trim().slice(0, 60) ?? '';
  return contentType ? localize('remoteConfig.foreignPeer.typedAnswerStarting', { contentType: contentType.slice(0, 200), firstLine }) : localize('remoteConfig.foreignPeer.answerStarting', { firstLine });
}
