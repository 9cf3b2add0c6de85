// The agent's figures in Prometheus' text format (prom-client, its own registry): per camera
// (labels name, address, group; prom-client escapes them) and per job, and the alerts sent and
// failed per channel. Label values are cut to `labelValueLength` so a hostile name stays bounded.
import { Counter, Gauge, Registry } from 'prom-client';
import type { AlertCamera } from '../../shared/agent/alertState';
import type { engineEn } from '../../shared/i18n/catalog/en';
import { englishText } from '../../shared/i18n/renderText';
import { localize } from '../../shared/i18n/text';

export const labelValueLength = 200;

export interface CameraReading {
  camera: AlertCamera;
  up: boolean;
  /** When it last answered (milliseconds since the epoch), null: never this run. */
  lastAnswerAt: number | null;
  roundTripMs: number | null;
  rebootPending: boolean;
  /** When its last backup was taken (milliseconds since the epoch); null or left out: none known. */
  lastBackupAt?: number | null;
}

export interface CameraCheckReading {
  camera: AlertCamera;
  driftedParameters: number;
  factoryPassword: boolean;
}

const cameraLabels = ['name', 'address', 'group'] as const;

/** A figure's HELP line, in English: Prometheus and Grafana show it to operators, and a scrape has no reader's language. */
function helpOf(figure: keyof typeof engineEn.agentMetrics): string {
  return englishText(localize(`agentMetrics.${figure}`));
}
const jobOutcomes = ['ok', 'failed', 'stopped'] as const;

export class AgentMetrics {
  readonly registry = new Registry();
  private readonly lastAnswers = new Map<string, { labels: Record<string, string>; at: number }>();
  private readonly lastBackups = new Map<string, { labels: Record<string, string>; at: number }>();
  private readonly up = this.gauge('camconfig_camera_up', helpOf('cameraUp'));
  private readonly secondsSinceAnswer: Gauge;
  private readonly secondsSinceBackup: Gauge;
  private readonly roundTrip = this.gauge('camconfig_camera_round_trip_seconds', helpOf('roundTrip'));
  private readonly rebootPending = this.gauge('camconfig_camera_reboot_pending', helpOf('rebootPending'));
  private readonly drifted = this.gauge('camconfig_camera_drifted_parameters', helpOf('drifted'));
  private readonly factoryPassword = this.gauge('camconfig_camera_factory_password', helpOf('factoryPassword'));
  private readonly jobLastRun = new Gauge({ name: 'camconfig_job_last_run_timestamp_seconds', help: helpOf('jobLastRun'), labelNames: ['task'], registers: [this.registry] });
  private readonly jobDuration = new Gauge({ name: 'camconfig_job_last_duration_seconds', help: helpOf('jobDuration'), labelNames: ['task'], registers: [this.registry] });
  private readonly jobOutcome = new Gauge({ name: 'camconfig_job_last_outcome', help: helpOf('jobOutcome'), labelNames: ['task', 'outcome'], registers: [this.registry] });
  private readonly alertsSent = new Counter({ name: 'camconfig_alerts_sent_total', help: helpOf('alertsSent'), labelNames: ['channel'], registers: [this.registry] });
  private readonly alertsFailed = new Counter({ name: 'camconfig_alerts_failed_total', help: helpOf('alertsFailed'), labelNames: ['channel'], registers: [this.registry] });

  constructor(private readonly now: () => number = Date.now) {
    this.secondsSinceAnswer = this.secondsSince('camconfig_camera_seconds_since_answer', helpOf('secondsSinceAnswer'), this.lastAnswers);
    this.secondsSinceBackup = this.secondsSince('camconfig_camera_seconds_since_backup', helpOf('secondsSinceBackup'), this.lastBackups);
  }

  /** The cameras as the last refresh saw them: a camera no longer in the list loses its series. */
  recordRefresh(readings: readonly CameraReading[]): void {
    for (const gauge of [this.up, this.roundTrip, this.rebootPending]) gauge.reset();
    const kept = new Set<string>();
    for (const reading of readings) {
      const labels = labelsOf(reading.camera);
      kept.add(reading.camera.id);
      this.up.set(labels, reading.up ? 1 : 0);
      this.rebootPending.set(labels, reading.rebootPending ? 1 : 0);
      if (reading.roundTripMs !== null) this.roundTrip.set(labels, reading.roundTripMs / 1000);
      if (reading.lastAnswerAt !== null) this.lastAnswers.set(reading.camera.id, { labels, at: reading.lastAnswerAt });
      if (reading.lastBackupAt === undefined || reading.lastBackupAt === null) this.lastBackups.delete(reading.camera.id);
      else this.lastBackups.set(reading.camera.id, { labels, at: reading.lastBackupAt });
    }
    for (const times of [this.lastAnswers, this.lastBackups]) for (const id of times.keys()) if (!kept.has(id)) times.delete(id);
  }

  recordCheck(readings: readonly CameraCheckReading[]): void {
    this.drifted.reset();
    this.factoryPassword.reset();
    for (const reading of readings) {
      const labels = labelsOf(reading.camera);
      this.drifted.set(labels, reading.driftedParameters);
      this.factoryPassword.set(labels, reading.factoryPassword ? 1 : 0);
    }
  }

  recordJob(job: string, endedAt: number, durationMs: number, outcome: (typeof jobOutcomes)[number]): void {
    this.jobLastRun.set({ task: job }, endedAt / 1000);
    this.jobDuration.set({ task: job }, durationMs / 1000);
    for (const each of jobOutcomes) this.jobOutcome.set({ task: job, outcome: each }, each === outcome ? 1 : 0);
  }

  recordAlerts(channel: string, sent: number, failed: number): void {
    if (sent > 0) this.alertsSent.inc({ channel }, sent);
    if (failed > 0) this.alertsFailed.inc({ channel }, failed);
  }

  text(): Promise<string> {
    return this.registry.metrics();
  }

  /** A gauge of the seconds from each camera's time in `times` to the moment of the scrape. */
  private secondsSince(name: string, help: string, times: ReadonlyMap<string, { labels: Record<string, string>; at: number }>): Gauge {
    const clock = this.now;
    return new Gauge({
      name,
      help,
      labelNames: cameraLabels,
      registers: [this.registry],
      collect() {
        this.reset();
        for (const { labels, at } of times.values()) this.set(labels, Math.max(0, (clock() - at) / 1000));
      },
    });
  }

  private gauge(name: string, help: string): Gauge {
    return new Gauge({ name, help, labelNames: cameraLabels, registers: [this.registry] });
  }
}

function labelsOf(camera: AlertCamera): Record<string, string> {
  return { name: camera.name.slice(0, labelValueLength), address: camera.address.slice(0, labelValueLength), group: (camera.group ?? '').slice(0, labelValueLength) };
}
