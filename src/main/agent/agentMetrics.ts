// The agent's figures in Prometheus' text format (prom-client, its own registry): per camera
// (labels name, address, group; prom-client escapes them) and per job, and the alerts sent and
// failed per channel. Label values are cut to `labelValueLength` so a hostile name stays bounded.
//
// A scrape serves text rendered once per change (docs/benchmarks.md: rendering 500 cameras'
// series on every scrape was most of its time): each figure's text is made by prom-client when
// a job changed it, right after the change, and kept. Only the seconds since a camera's last
// answer and last backup change with the clock: their lines are kept as a prefix (the name and
// the escaped labels, made at the refresh) to which each scrape adds the seconds at that moment,
// so they stay true at every scrape.
//
// With `processFigures`, the agent process' own figures follow (prom-client's default metrics:
// process_* and nodejs_*, the V8 heap among them), collected at each scrape as every Node
// exporter gives them: an operator sees the agent's memory and CPU in the same scrape.
import { collectDefaultMetrics, Counter, Gauge, Registry, type Metric } from 'prom-client';
import type { AlertCamera } from '../../shared/agent/alertState';
import type { engineEn } from '../../shared/i18n/catalog/en';
import { englishText } from '../../shared/i18n/renderText';
import { localize } from '../../shared/i18n/text';

export const labelValueLength = 200;

const lintRefusedDefaults = ['nodejs_active_handles_total', 'nodejs_active_requests_total', 'nodejs_active_resources_total'];

export interface CameraReading {
  camera: AlertCamera;
  up: boolean;
  /** When it last answered (milliseconds since the epoch), null: never this run. */
  lastAnswerAt: number | null;
  roundTripMs: number | null;
  rebootPending: boolean;
  /** It is logged in to with the factory password; null: not known (it did not answer). */
  factoryPassword: boolean | null;
  /** When its last backup was taken (milliseconds since the epoch); null or left out: none known. */
  lastBackupAt?: number | null;
}

export interface CameraCheckReading {
  camera: AlertCamera;
  driftedParameters: number;
}

const cameraLabels = ['name', 'address', 'group'] as const;

/** A figure's HELP line, in English: Prometheus and Grafana show it to operators, and a scrape has no reader's language. */
function helpOf(figure: keyof typeof engineEn.agentMetrics): string {
  return englishText(localize(`agentMetrics.${figure}`));
}
const jobOutcomes = ['ok', 'failed', 'stopped'] as const;

/** A camera's time to count the seconds from, with the start of its line (name and escaped labels), made when it was recorded. */
interface SinceSeries {
  at: number;
  prefix: string;
}

/** A figure whose lines are the seconds from each camera's time to the scrape. */
interface SinceFigure {
  name: string;
  /** Its HELP and TYPE lines. */
  header: string;
  series: Map<string, SinceSeries>;
}

export class AgentMetrics {
  readonly registry = new Registry();
  private readonly secondsSinceAnswer = sinceFigure('camconfig_camera_seconds_since_answer', helpOf('secondsSinceAnswer'));
  private readonly secondsSinceBackup = sinceFigure('camconfig_camera_seconds_since_backup', helpOf('secondsSinceBackup'));
  /** Each figure's text as prom-client rendered it after its last change. */
  private readonly rendered = new Map<Metric, string>();
  private readonly stale = new Set<Metric>();
  private readonly names = new Map<Metric, string>();
  private rendering: Promise<void> = Promise.resolve();
  private readonly up = this.gauge('camconfig_camera_up', helpOf('cameraUp'));
  private readonly roundTrip = this.gauge('camconfig_camera_round_trip_seconds', helpOf('roundTrip'));
  private readonly rebootPending = this.gauge('camconfig_camera_reboot_pending', helpOf('rebootPending'));
  private readonly drifted = this.gauge('camconfig_camera_drifted_parameters', helpOf('drifted'));
  private readonly factoryPassword = this.gauge('camconfig_camera_factory_password', helpOf('factoryPassword'));
  private readonly jobLastRun = this.named('camconfig_job_last_run_timestamp_seconds', new Gauge({ name: 'camconfig_job_last_run_timestamp_seconds', help: helpOf('jobLastRun'), labelNames: ['task'], registers: [this.registry] }));
  private readonly jobDuration = this.named('camconfig_job_last_duration_seconds', new Gauge({ name: 'camconfig_job_last_duration_seconds', help: helpOf('jobDuration'), labelNames: ['task'], registers: [this.registry] }));
  private readonly jobOutcome = this.named('camconfig_job_last_outcome', new Gauge({ name: 'camconfig_job_last_outcome', help: helpOf('jobOutcome'), labelNames: ['task', 'outcome'], registers: [this.registry] }));
  private readonly alertsSent = this.named('camconfig_alerts_sent_total', new Counter({ name: 'camconfig_alerts_sent_total', help: helpOf('alertsSent'), labelNames: ['channel'], registers: [this.registry] }));
  private readonly alertsFailed = this.named('camconfig_alerts_failed_total', new Counter({ name: 'camconfig_alerts_failed_total', help: helpOf('alertsFailed'), labelNames: ['channel'], registers: [this.registry] }));

  /** The text in the order of the figures: a figure prom-client renders, or one whose lines are made at the scrape. */
  private readonly order: ReadonlyArray<Metric | SinceFigure> = [
    this.up,
    this.secondsSinceAnswer,
    this.secondsSinceBackup,
    this.roundTrip,
    this.rebootPending,
    this.drifted,
    this.factoryPassword,
    this.jobLastRun,
    this.jobDuration,
    this.jobOutcome,
    this.alertsSent,
    this.alertsFailed,
  ];

  /** The process' own figures (prom-client's default metrics), made at each scrape; null without `processFigures`. */
  private readonly processRegistry: Registry | null;

  constructor(
    private readonly now: () => number = Date.now,
    { processFigures = false }: { processFigures?: boolean } = {},
  ) {
    this.processRegistry = processFigures ? new Registry() : null;
    if (this.processRegistry) {
      collectDefaultMetrics({ register: this.processRegistry });
      // Gauges named like counters, which `promtool check metrics` rejects; their counts by type stay (nodejs_active_handles, ...).
      for (const name of lintRefusedDefaults) this.processRegistry.removeSingleMetric(name);
    }
    this.changed(this.up, this.roundTrip, this.rebootPending, this.drifted, this.factoryPassword, this.jobLastRun, this.jobDuration, this.jobOutcome, this.alertsSent, this.alertsFailed);
  }

  /** The cameras as the last refresh saw them: a camera no longer in the list loses its series. */
  recordRefresh(readings: readonly CameraReading[]): void {
    for (const gauge of [this.up, this.roundTrip, this.rebootPending, this.factoryPassword]) gauge.reset();
    const kept = new Set<string>();
    for (const reading of readings) {
      const labels = labelsOf(reading.camera);
      kept.add(reading.camera.id);
      this.up.set(labels, reading.up ? 1 : 0);
      this.rebootPending.set(labels, reading.rebootPending ? 1 : 0);
      if (reading.factoryPassword !== null) this.factoryPassword.set(labels, reading.factoryPassword ? 1 : 0);
      if (reading.roundTripMs !== null) this.roundTrip.set(labels, reading.roundTripMs / 1000);
      if (reading.lastAnswerAt !== null) this.secondsSinceAnswer.series.set(reading.camera.id, { at: reading.lastAnswerAt, prefix: linePrefix(this.secondsSinceAnswer.name, labels) });
      if (reading.lastBackupAt === undefined || reading.lastBackupAt === null) this.secondsSinceBackup.series.delete(reading.camera.id);
      else this.secondsSinceBackup.series.set(reading.camera.id, { at: reading.lastBackupAt, prefix: linePrefix(this.secondsSinceBackup.name, labels) });
    }
    for (const figure of [this.secondsSinceAnswer, this.secondsSinceBackup]) for (const id of figure.series.keys()) if (!kept.has(id)) figure.series.delete(id);
    this.changed(this.up, this.roundTrip, this.rebootPending, this.factoryPassword);
  }

  recordCheck(readings: readonly CameraCheckReading[]): void {
    this.drifted.reset();
    for (const reading of readings) this.drifted.set(labelsOf(reading.camera), reading.driftedParameters);
    this.changed(this.drifted);
  }

  recordJob(job: string, endedAt: number, durationMs: number, outcome: (typeof jobOutcomes)[number]): void {
    this.jobLastRun.set({ task: job }, endedAt / 1000);
    this.jobDuration.set({ task: job }, durationMs / 1000);
    for (const each of jobOutcomes) this.jobOutcome.set({ task: job, outcome: each }, each === outcome ? 1 : 0);
    this.changed(this.jobLastRun, this.jobDuration, this.jobOutcome);
  }

  recordAlerts(channel: string, sent: number, failed: number): void {
    if (sent > 0) this.alertsSent.inc({ channel }, sent);
    if (failed > 0) this.alertsFailed.inc({ channel }, failed);
    if (sent > 0 || failed > 0) this.changed(this.alertsSent, this.alertsFailed);
  }

  /** The text as prom-client's registry.metrics() gives it, from the figures rendered at their last change and the seconds since at this moment. */
  async text(): Promise<string> {
    await this.rendering;
    const now = this.now();
    const parts = this.order.map((figure) => ('series' in figure ? sinceText(figure, now) : this.rendered.get(figure)!));
    const own = this.processRegistry ? `\n${await this.processRegistry.metrics()}` : '';
    return `${parts.join('\n\n')}\n${own}`;
  }

  /** Renders the figures a change touched, once, right after it (a scrape then finds them made). */
  private changed(...figures: Metric[]): void {
    for (const figure of figures) this.stale.add(figure);
    this.rendering = this.rendering.then(async () => {
      for (const figure of [...this.stale]) {
        this.stale.delete(figure);
        this.rendered.set(figure, await this.registry.getSingleMetricAsString(this.names.get(figure)!));
      }
    });
  }

  private gauge(name: string, help: string): Gauge {
    return this.named(name, new Gauge({ name, help, labelNames: cameraLabels, registers: [this.registry] }));
  }

  private named<M extends Metric>(name: string, metric: M): M {
    this.names.set(metric, name);
    return metric;
  }
}

function sinceFigure(name: string, help: string): SinceFigure {
  return { name, header: `# HELP ${name} ${escapeString(help)}\n# TYPE ${name} gauge`, series: new Map() };
}

function sinceText(figure: SinceFigure, now: number): string {
  const lines = [figure.header];
  for (const { prefix, at } of figure.series.values()) lines.push(`${prefix}${Math.max(0, (now - at) / 1000)}`);
  return lines.join('\n');
}

/** The start of a line as prom-client writes it: the name, the labels escaped (backslash, line break, quote), a space. */
function linePrefix(name: string, labels: Record<string, string>): string {
  return `${name}{${Object.entries(labels)
    .map(([label, value]) => `${label}="${escapeString(value).replace(/"/g, '\\"')}"`)
    .join(',')}} `;
}

/** prom-client's escaping of HELP text and label values. */
function escapeString(text: string): string {
  return text.replace(/\\/g, '\\\\').replace(/\n/g, '\\n');
}

function labelsOf(camera: AlertCamera): Record<string, string> {
  return { name: camera.name.slice(0, labelValueLength), address: camera.address.slice(0, labelValueLength), group: (camera.group ?? '').slice(0, labelValueLength) };
}
