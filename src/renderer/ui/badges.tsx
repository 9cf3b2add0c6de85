import { useTranslation } from 'react-i18next';

const badgeWords = ['active', 'inactive', 'unknown', 'running', 'stopped', 'online', 'offline'] as const;
type BadgeWord = (typeof badgeWords)[number];
const isBadgeWord = (state: string): state is BadgeWord => (badgeWords as readonly string[]).includes(state);

/** A coloured state word (online, offline, active, ...); the colour comes from styles/components.css. Known states speak the studio's language. */
export function StateBadge({ state, label }: { state: string; label?: string }) {
  const { t } = useTranslation();
  const word = label ?? (isBadgeWord(state) ? t(`configuration.shared.badge.${state}`) : state.replace('_', ' '));
  return <span className={`state-badge state-${state.replace(/[^a-z_]/g, '')}`}>{word}</span>;
}

export function SimulatedTag() {
  const { t } = useTranslation();
  return <span className="simulated-tag">{t('configuration.shared.simulated')}</span>;
}
