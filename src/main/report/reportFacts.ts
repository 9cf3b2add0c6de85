// The name / value lines of the report's title page and of each camera card, and the one line
// of a camera's audio values: the same words for the HTML and the PDF.
import type { ReportAudio, ReportCamera, ReportModel } from '../../shared/report/reportModel';
import type { ReportWords } from './reportWords';

export interface FactLine {
  name: string;
  value: string;
  /** An address, a checksum: never broken inside. */
  token?: boolean;
  /** Shown as a warning. */
  warn?: boolean;
}

export function summaryFacts(model: ReportModel, words: ReportWords): FactLine[] {
  const { baseline } = model;
  const baselineValue =
    baseline === null
      ? words.say('report.value.noBaseline')
      : words.say(baseline.cancelled ? 'report.value.baselineCancelled' : 'report.value.baselineChecked', { name: baseline.name, version: String(baseline.version), time: words.time(baseline.checkedAt) });
  return [
    { name: words.say('report.fact.site'), value: model.site },
    { name: words.say('report.fact.technician'), value: model.technician },
    { name: words.say('report.fact.date'), value: words.say('report.value.timeInZone', { time: words.time(model.date), zone: model.timeZone }) },
    { name: words.say('report.fact.timeZone'), value: words.say('report.value.zone', { zone: model.timeZone }) },
    { name: words.say('report.fact.studio'), value: `${model.studio.name} ${model.studio.version}` },
    { name: words.say('report.fact.baseline'), value: baselineValue },
    { name: words.say('report.fact.auditPeriod'), value: words.say('report.value.period', { from: words.time(model.period.from), to: words.time(model.period.to) }) },
  ];
}

export function factLines(camera: ReportCamera, words: ReportWords): FactLine[] {
  const { lastBackup, lastVerifiedChange, lastChange } = camera;
  const none = words.say('report.value.noneRecorded');
  return [
    { name: words.say('report.fact.address'), value: camera.address, token: true },
    { name: words.say('report.fact.group'), value: camera.group ?? words.say('report.value.noGroup') },
    { name: words.say('report.fact.firmware'), value: camera.firmware ?? words.say('report.value.firmwareUnknown') },
    { name: words.say('report.fact.baseline'), value: words.baselineLine(camera), warn: camera.baseline.status !== 'compliant' && camera.baseline.status !== 'not_checked' },
    { name: words.say('report.fact.lastBackup'), value: lastBackup ? words.say('report.value.backup', { file: lastBackup.file, time: words.time(lastBackup.takenAt) }) : words.say('report.value.noBackup') },
    ...(lastBackup ? [{ name: words.say('report.fact.sha256'), value: lastBackup.sha256, token: true }] : []),
    { name: words.say('report.fact.lastVerifiedChange'), value: lastVerifiedChange ? words.say('report.value.verifiedChange', { time: words.time(lastVerifiedChange.at), operation: lastVerifiedChange.operation, count: lastVerifiedChange.values }) : none },
    { name: words.say('report.fact.lastChange'), value: lastChange ? words.say('report.value.change', { time: words.time(lastChange.at), operation: lastChange.operation }) : none },
    { name: words.say('report.fact.factoryPassword'), value: words.factoryPassword(camera.factoryPassword), warn: camera.factoryPassword === 'in_use' },
  ];
}

/** The audio values of the newest snapshot on one line (NAME=value, ...). */
export function audioLine(audio: ReportAudio, words: ReportWords): string {
  if (audio.source === 'none') return words.say('report.audio.none');
  if (audio.values.length === 0) return words.say('report.audio.noSection', { time: words.time(audio.takenAt) });
  return `${words.say('report.audio.caption', { time: words.time(audio.takenAt) })}: ${audio.values.map(({ name, value }) => `${name}=${value}`).join(', ')}`;
}
