// The words of one report, shared by its HTML and its PDF: every text through the shared
// catalog (area `report`) in the model's language, every time in the model's time zone and
// by the language's locale, the zone named once on the title page.
import { localeOf } from '../../shared/i18n/languages';
import { renderText } from '../../shared/i18n/renderText';
import { localize, type MessageId, type Text, type TextParam } from '../../shared/i18n/text';
import type { CheckedParameter, ReportCamera, ReportModel } from '../../shared/report/reportModel';

export interface ReportWords {
  say(id: MessageId, params?: Readonly<Record<string, TextParam>>): string;
  text(text: Text | string): string;
  /** A time of the report: `27.11.2026, 09:00` in German, `11/27/2026, 09:00` in English. */
  time(iso: string): string;
  number(value: number): string;
  status(status: ReportCamera['baseline']['status']): string;
  baselineLine(camera: ReportCamera): string;
  parameterState(state: CheckedParameter['state']): string;
  factoryPassword(state: ReportCamera['factoryPassword']): string;
  /** Several reasons as one line. */
  list(texts: readonly Text[]): string;
}

export function reportWords(model: ReportModel): ReportWords {
  const { language, timeZone } = model;
  const times = new Intl.DateTimeFormat(localeOf[language], { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  const numbers = new Intl.NumberFormat(localeOf[language]);
  const cachedTimes = new Map<string, string>();
  // A report says the same words hundreds of times (a card's names, a state, an operation): each is rendered once.
  const said = new Map<string, string>();
  const say = (id: MessageId, params?: Readonly<Record<string, TextParam>>): string => {
    const key = params === undefined ? id : `${id}\u0000${JSON.stringify(params)}`;
    let words = said.get(key);
    if (words === undefined) said.set(key, (words = renderText(localize(id, params), language)));
    return words;
  };
  const text = (value: Text | string): string => (typeof value === 'string' ? value : say(value.id, value.params));
  return {
    say,
    text,
    time(iso) {
      let shown = cachedTimes.get(iso);
      if (shown === undefined) cachedTimes.set(iso, (shown = times.format(new Date(iso))));
      return shown;
    },
    number: (value) => numbers.format(value),
    status: (status) => say(statusIds[status]),
    baselineLine(camera) {
      const { status, drift, reason } = camera.baseline;
      if (status === 'drifted') return say('report.baselineLine.drifted', { count: drift.length });
      if (status === 'unreadable') return reason ? say('report.baselineLine.unreadableBecause', { reason }) : say('report.baselineLine.unreadable');
      if (status === 'not_checked') return reason ? say('report.baselineLine.notCheckedBecause', { reason }) : say('report.baselineLine.notChecked');
      if (status === 'not_in_force') return say('report.baselineLine.notInForce', { sections: camera.rebootPending.join(', ') });
      return say('report.baselineLine.compliant');
    },
    parameterState: (state) => say(parameterStateIds[state]),
    factoryPassword: (state) => say(state === 'in_use' ? 'report.factory.inUse' : state === 'changed' ? 'report.factory.changed' : 'report.factory.unknown'),
    list: (texts) => texts.map(text).reduce((first, rest) => say('report.why.list', { first, rest })),
  };
}

const statusIds: Record<ReportCamera['baseline']['status'], MessageId> = {
  compliant: 'report.status.compliant',
  drifted: 'report.status.drifted',
  unreadable: 'report.status.unreadable',
  not_in_force: 'report.status.notInForce',
  not_checked: 'report.status.notChecked',
};

const parameterStateIds: Record<CheckedParameter['state'], MessageId> = {
  as_agreed: 'report.parameterState.asAgreed',
  differs: 'report.parameterState.differs',
  missing: 'report.parameterState.missing',
  not_read: 'report.parameterState.notRead',
  not_in_force: 'report.parameterState.notInForce',
};
