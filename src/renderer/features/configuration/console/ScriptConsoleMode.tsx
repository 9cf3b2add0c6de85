import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../../i18n/useLanguage';
import { useStudio, useStudioStore } from '../../../studio/StudioContext';
import { CodeEditor } from '../../../ui/monaco/CodeEditor';
import { commandLanguageId } from '../../../ui/monaco/commandLanguage';
import { selectedCamera } from '../../cameras/camerasStore';
import { loadConfigText } from '../raw/configTextActions';
import { catalogueOfLoad } from './consoleCatalogue';
import { runConsoleScript } from './scriptConsoleActions';
import { TranscriptView } from './TranscriptView';

/** A command script for the selected camera, with completion from its configuration, run as written. */
export default function ScriptConsoleMode() {
  const studio = useStudio();
  const { t } = useTranslation();
  const format = useFormatters();
  const camera = useStudioStore('cameras', selectedCamera);
  const cameraId = camera?.id ?? null;
  const load = useStudioStore('configText', (state) => (cameraId === null ? undefined : state.byCamera[cameraId]));
  const script = useStudioStore('scriptConsole', (state) => (cameraId === null ? undefined : state.scripts[cameraId])) ?? t('configuration.console.exampleScript');
  const run = useStudioStore('scriptConsole', (state) => (cameraId === null ? undefined : state.runs[cameraId]));
  const catalogue = useMemo(() => catalogueOfLoad(load), [load]);

  useEffect(() => {
    if (cameraId !== null && studio.stores.configText.getState().byCamera[cameraId] === undefined) void loadConfigText(studio, cameraId);
  }, [studio, cameraId]);

  if (camera === null) return <p className="view-empty">{t('configuration.noCamera')}</p>;
  const running = run?.status === 'running';

  return (
    <div className="script-console">
      <div className="view-toolbar">
        <h2 className="view-heading">{t('configuration.console.heading', { camera: camera.label })}</h2>
        <button type="button" className="button button-primary" disabled={running || script.trim() === ''} onClick={() => void runConsoleScript(studio, camera.id, script)}>
          {running ? t('configuration.console.running') : t('configuration.console.run')}
        </button>
      </div>
      <p className="view-note">
        {t('configuration.console.note')} {load?.status === 'loaded' ? t('configuration.console.sectionsKnown', { count: catalogue.sections.size }) : t('configuration.console.readingConfig')}
      </p>
      <CodeEditor
        key={camera.id}
        value={script}
        onChange={(text) => studio.stores.scriptConsole.getState().setScript(camera.id, text)}
        language={commandLanguageId}
        label={t('configuration.console.editorLabel')}
        catalogue={catalogue}
        className="console-editor"
      />
      {run?.status === 'running' && (
        <p className="view-note" aria-live="polite">
          {t('configuration.console.runningSince', { time: format.time(run.startedAt) })}
        </p>
      )}
      {run?.status === 'failed' && (
        <p className="error-text" role="alert">
          {t('configuration.console.noCompleteAnswer', { message: run.message })}
        </p>
      )}
      {run?.status === 'answered' && <TranscriptView transcript={run.transcript} label={t('configuration.console.transcriptLabel', { time: format.time(run.at) })} />}
    </div>
  );
}
