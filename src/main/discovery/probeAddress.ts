// The probe of one address and port, as the community tools test for a camera: a POST to
// /admin/remoteconfig of an empty line, `helo`, `quit` and an empty line, whose answer from a
// camera starts with `#read::` and ends with `OK` and `#bye` (only a complete one counts). It is tried with each set of credentials in turn (the
// technician's, then the factory ones) until one opens it; only a 401 leads to the next, so a
// host that never answers holds the probe for one timeout at most. Where one opens it,
// `view section timestamp` gives the firmware. Whatever goes wrong at this address is this
// address's result: a certificate that changes between the probe's connections included.
// The same request that reads the firmware reads `view section general` too: the name the
// camera reports (CAMERA_NAME), the label a scan adds it under (reportedCameraName.ts).
import { getParam } from '../../shared/remoteconfig/configModel';
import { buildScript } from '../../shared/remoteconfig/scriptBuilder';
import { decodeLatin1, encodeLatin1 } from '../../shared/remoteconfig/latin1';
import { looksLikeCamera, parseResponse } from '../../shared/remoteconfig/responseParser';
import type { DiscoveryStatus } from '../../shared/site/discoveryResult';
import { basicAuthorization, isFactoryCredentials, type CameraCredentials } from '../remoteconfig/credentials';
import { CameraTimeoutError, CameraUnreachableError, CertificateChangedError, NotACameraError } from '../remoteconfig/errors';
import { postRemoteConfig, type RawAnswer, type TransportTarget } from '../remoteconfig/httpTransport';
import { RemoteConfigClient } from '../remoteconfig/remoteConfigClient';
import type { TrustStore } from '../remoteconfig/knownCameras';
import { cameraNameSection, reportedCameraName } from './reportedCameraName';

/** A camera's answer to the probe is some fifty bytes; a web page answering instead is read no further than this. */
const probeAnswerBytes = 16 * 1024;
/** `view section timestamp` and `general` are a few lines each; the client's smallest limit is plenty. */
const identityAnswerBytes = 64 * 1024;
/** Longest firmware string kept (the result's schema bound). */
const maxFirmwareLength = 256;

const probeBody = encodeLatin1(buildScript([], { framingEmptyLines: true }));
/** How every camera's answer begins: the echo of the script's first (empty) line. */
const cameraAnswerStart = '#read:';

export interface ProbeTarget {
  host: string;
  port: number;
  https: boolean;
}

export interface ProbeSettings {
  /** Tried in this order; the first that opens the camera is the one reported. */
  credentials: readonly CameraCredentials[];
  timeoutMs: number;
  /** Certificates of the scan, pinned on first use for the scan only: the firmware request meets the same peer as the probe. */
  trustStore: TrustStore;
  signal?: AbortSignal;
}

export type ProbeOutcome =
  | { status: 'camera'; firmware: string | null; name: string | null; factoryPassword: boolean; credentials: CameraCredentials }
  | { status: Exclude<DiscoveryStatus, 'camera'> }
  | { status: 'cancelled' };

export async function probeAddress(target: ProbeTarget, settings: ProbeSettings): Promise<ProbeOutcome> {
  let locked = false;
  for (const credentials of settings.credentials) {
    const verdict = await knock(target, credentials, settings);
    if (verdict === 'opened') {
      const identity = await readIdentity(target, credentials, settings);
      if (settings.signal?.aborted) return { status: 'cancelled' };
      if (identity === certificateChanged) return { status: 'certificate_changed' };
      return { status: 'camera', ...identity, factoryPassword: isFactoryCredentials(credentials), credentials };
    }
    // A host that asked for credentials stays locked when it then fails to answer the next ones.
    if (verdict !== 'locked') return { status: locked && verdict === 'no_answer' ? 'locked' : verdict };
    locked = true;
  }
  return { status: locked ? 'locked' : 'no_answer' };
}

type Knock = 'opened' | 'locked' | 'not_camera' | 'no_answer' | 'certificate_changed' | 'cancelled';

const certificateChanged = Symbol('certificate changed');

async function knock(target: ProbeTarget, credentials: CameraCredentials, settings: ProbeSettings): Promise<Knock> {
  const transportTarget: TransportTarget = { ...target, tlsTrust: { mode: 'pinned', store: settings.trustStore } };
  let answer: RawAnswer;
  try {
    answer = await postRemoteConfig(transportTarget, { body: probeBody, authorization: basicAuthorization(credentials), timeoutMs: settings.timeoutMs, maxAnswerBytes: probeAnswerBytes, signal: settings.signal });
  } catch (error) {
    if (error instanceof CameraUnreachableError || error instanceof CameraTimeoutError) return 'no_answer';
    if (error instanceof NotACameraError) return 'not_camera';
    // Pinned for the scan on its first connection, another certificate on this one: nothing was sent.
    if (error instanceof CertificateChangedError) return 'certificate_changed';
    throw error;
  }
  return verdictOf(answer);
}

/**
 * Only a complete answer (the echo through `OK` and `#bye`) makes a camera. One that stalled or
 * broke off while it could still have been a camera's is no answer (the scan could not tell);
 * anything else answered is not a camera.
 */
function verdictOf(answer: RawAnswer): Knock {
  if (answer.interrupted === 'cancelled') return 'cancelled';
  // The connection broke before any status line: nothing answered.
  if (answer.status === 0) return 'no_answer';
  if (answer.status === 401) return 'locked';
  if (answer.status !== 200) return 'not_camera';
  const body = decodeLatin1(answer.body);
  // Complete even when the connection then lingered or broke: the camera said all it had to.
  if (answer.interrupted !== 'limit' && looksLikeCamera(body) && parseResponse(body).completed) return 'opened';
  const cutShort = answer.interrupted === 'timeout' || answer.interrupted === 'connection';
  return cutShort && couldBeginCameraAnswer(body) ? 'no_answer' : 'not_camera';
}

/** The start of an answer that a camera's could still have become: its echo, or a first part of it. */
function couldBeginCameraAnswer(body: string): boolean {
  const start = body.replace(/^\uFEFF/, '').trimStart();
  return looksLikeCamera(start) || cameraAnswerStart.startsWith(start);
}

/**
 * The firmware and the name the camera reports, each null when it reports none (or that request
 * fails: the camera is found all the same), unless the request met another certificate than the
 * probe did: then which peer opened is in doubt, and the address is not a camera to add.
 */
async function readIdentity(target: ProbeTarget, credentials: CameraCredentials, settings: ProbeSettings): Promise<{ firmware: string | null; name: string | null } | typeof certificateChanged> {
  const client = new RemoteConfigClient({ ...target, ...credentials, timeoutMs: settings.timeoutMs, trustStore: settings.trustStore, maxAnswerBytes: identityAnswerBytes });
  try {
    const { config } = await client.readEachSection(['timestamp', cameraNameSection], { signal: settings.signal });
    const firmware = getParam(config, 'timestamp', 'VERSION');
    return { firmware: firmware === undefined || firmware === '' ? null : firmware.slice(0, maxFirmwareLength), name: reportedCameraName(config) };
  } catch (error) {
    return error instanceof CertificateChangedError ? certificateChanged : { firmware: null, name: null };
  }
}
