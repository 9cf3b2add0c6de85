import { useTranslation } from 'react-i18next';
import { useStudioStore } from '../studio/StudioContext';

/** Web mode: says so, loudly, while the WebSocket to the studio is down and being retried. */
export function ConnectionBanner() {
  const { t } = useTranslation();
  const lost = useStudioStore('ui', (state) => state.connectionLost);
  return (
    <div role="alert" className={lost ? 'connection-banner' : 'connection-banner-idle'}>
      {lost && t('shell.connectionLost')}
    </div>
  );
}
