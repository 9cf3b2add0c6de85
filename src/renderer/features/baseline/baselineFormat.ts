// The Baseline view's times, counts, sizes and durations in the studio's language: a run's
// time with seconds (two runs a minute apart stay apart), `25.11.26 14:12:05` in German.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Formatters } from '../../i18n/format';
import type { MethodOutput } from '../../../shared/api/contract';
import type { StudioText } from '../../i18n/studioText';
import { useFormatters } from '../../i18n/useLanguage';

export interface BaselineFormat {
  time(iso: string): string;
  count(value: number): string;
  bytes(value: number): string;
  elapsed(milliseconds: number): string;
}

export function baselineFormat(format: Formatters, t: StudioText): BaselineFormat {
  return {
    time: (iso) => `${format.date(new Date(iso))} ${format.time(new Date(iso))}`,
    count: (value) => format.number(value, 0),
    bytes: (value) => {
      if (value < 1024) return t('baseline.size.bytes', { count: value });
      if (value < 1024 * 1024) return t('baseline.size.kib', { size: format.number(value / 1024, 1) });
      return t('baseline.size.mib', { size: format.number(value / 1024 / 1024, 1) });
    },
    // Milliseconds below one second (never "0 s" for work that took time), seconds with one decimal above.
    elapsed: (milliseconds) => {
      const ms = Math.max(0, Math.round(milliseconds));
      return ms < 1000 ? t('baseline.elapsed.ms', { ms: format.number(ms, 0) }) : t('baseline.elapsed.s', { s: format.number(ms / 1000, 1) });
    },
  };
}

/** Where a draft's values come from, in the studio's language, its time by locale and time zone ("From camera…"). */
export function draftSourceText(source: MethodOutput<'baseline.draft'>['source'], format: BaselineFormat, t: StudioText): string {
  const time = format.time(source.at);
  if (source.kind === 'snapshot') return t('baseline.draft.sourceSnapshot', { id: source.snapshotId, camera: source.camera, time });
  return source.firmware === null ? t('baseline.draft.sourceRead', { camera: source.camera, time }) : t('baseline.draft.sourceReadFirmware', { camera: source.camera, time, firmware: source.firmware });
}

export function useBaselineFormat(): BaselineFormat {
  const formatters = useFormatters();
  const { t } = useTranslation();
  return useMemo(() => baselineFormat(formatters, t), [formatters, t]);
}
