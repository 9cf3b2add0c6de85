import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStudio, useStudioStore } from '../../studio/StudioContext';
import { AddCameraForm } from './AddCameraForm';
import { CameraActionsPanel } from './CameraActionsPanel';
import { CameraListbox } from './CameraListbox';
import { CameraListToolbar } from './CameraListToolbar';
import { ImportCameraListButton } from './ImportCameraListButton';
import { DiscoverCamerasButton } from '../discovery/DiscoverCamerasButton';
import { WorkspaceNote } from './WorkspaceNote';
import { camerasInGroup, selectedCamera, shownGroup } from './camerasStore';
import { cameraSearchMaxLength, matchingCameras } from './cameraSearch';
import { useSlashToSearch } from './useSlashToSearch';
import '../../styles/cameraList.css';
import type { StudioText } from '../../i18n/studioText';

/** The "Cameras" section of the sidebar: search, the list (arrow keys choose, Enter opens the editor), and what can be done. */
export function CameraList() {
  const { t } = useTranslation();
  const { stores } = useStudio();
  const allCameras = useStudioStore('cameras', (state) => state.cameras);
  const group = useStudioStore('cameras', shownGroup);
  const [query, setQuery] = useState('');
  const cameras = useMemo(() => matchingCameras(camerasInGroup(allCameras, group), query), [allCameras, group, query]);
  const loaded = useStudioStore('cameras', (state) => state.loaded);
  const selectedId = useStudioStore('cameras', (state) => selectedCamera(state)?.id ?? null);
  const factoryCount = useMemo(() => allCameras.filter((camera) => camera.factoryPassword).length, [allCameras]);
  const select = (cameraId: string) => stores.cameras.getState().select(cameraId);
  const open = (cameraId: string) => {
    select(cameraId);
    stores.ui.getState().showView('editor');
  };

  return (
    <section className="sidebar-section" aria-labelledby="cameras-heading">
      <h2 id="cameras-heading">{t('cameras.heading')}</h2>
      <CameraListToolbar />
      {allCameras.length > 1 && <CameraSearchField query={query} onChange={setQuery} shown={cameras.length} total={allCameras.length} />}
      {factoryCount > 0 && (
        <p className="camera-factory-notice" role="note">
          {t('cameras.list.factoryNotice', { count: factoryCount })}
        </p>
      )}
      {cameras.length > 0 ? (
        <CameraListbox cameras={cameras} selectedId={selectedId} onSelect={select} onOpen={open} />
      ) : (
        <p className="sidebar-empty">{emptyText(t, loaded, allCameras.length, query)}</p>
      )}
      <CameraActionsPanel />
      <AddCameraForm />
      <ImportCameraListButton />
      <DiscoverCamerasButton />
      <WorkspaceNote />
    </section>
  );
}

function emptyText(t: StudioText, loaded: boolean, total: number, query: string): string {
  if (!loaded) return t('cameras.loading');
  return total === 0 ? t('cameras.empty') : t('cameras.noMatch', { query: query.trim() });
}

/** Shown once there is more than one camera: a search over one camera finds nothing new. "/" comes here. */
function CameraSearchField({ query, onChange, shown, total }: { query: string; onChange(query: string): void; shown: number; total: number }) {
  const { t } = useTranslation();
  const field = useRef<HTMLInputElement>(null);
  useSlashToSearch(field);
  return (
    <div className="camera-search">
      <input
        ref={field}
        type="search"
        aria-label={t('cameras.list.searchLabel')}
        placeholder={t('cameras.list.searchPlaceholder')}
        title={t('cameras.list.searchPlaceholder')}
        maxLength={cameraSearchMaxLength}
        value={query}
        autoComplete="off"
        spellCheck={false}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && query !== '') {
            event.preventDefault();
            onChange('');
          }
        }}
      />
      <span className="camera-search-count" role="status">
        {query.trim() === '' ? '' : t('cameras.list.shown', { shown, total })}
      </span>
    </div>
  );
}
