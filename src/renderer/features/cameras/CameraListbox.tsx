import { defaultRangeExtractor, useVirtualizer, type Range } from '@tanstack/react-virtual';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { CameraSummary } from '../../../shared/api/cameraSchemas';
import { StateBadge } from '../../ui/badges';
import { nextListIndex } from '../../ui/listNavigation';
import { cameraStateLabel } from './describeCameraState';

const rowHeight = 32;

interface CameraListboxProps {
  cameras: readonly CameraSummary[];
  selectedId: string | null;
  onSelect(cameraId: string): void;
  /** Enter, Space or a click: the camera in the configuration editor. */
  onOpen(cameraId: string): void;
}

/**
 * The cameras as a listbox of one line each, virtualised (a site has hundreds). Roving focus:
 * only the chosen camera is a tab stop; arrows, Home and End move the choice. The chosen row is
 * always rendered, so focus and the tab stop never vanish with a scroll.
 */
export function CameraListbox({ cameras, selectedId, onSelect, onOpen }: CameraListboxProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const rows = useRef(new Map<string, HTMLElement>());
  const focusAfterMove = useRef(false);
  const selectedIndex = cameras.findIndex((camera) => camera.id === selectedId);
  const activeIndex = Math.max(selectedIndex, 0);
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: cameras.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => rowHeight,
    getItemKey: (index) => cameras[index]!.id,
    overscan: 10,
    rangeExtractor: (range: Range) => withIndex(defaultRangeExtractor(range), activeIndex),
  });
  const activeId = cameras[activeIndex]?.id ?? null;

  useEffect(() => {
    if (!focusAfterMove.current || activeId === null) return;
    focusAfterMove.current = false;
    rows.current.get(activeId)?.focus();
  }, [activeId]);

  const onKeyDown = (event: KeyboardEvent) => {
    const next = selectedIndex < 0 ? firstMove(event.key, cameras.length) : nextListIndex(event.key, activeIndex, cameras.length);
    if (next === null) return;
    event.preventDefault();
    virtualizer.scrollToIndex(next);
    focusAfterMove.current = true;
    onSelect(cameras[next]!.id);
    if (next === activeIndex) rows.current.get(cameras[next]!.id)?.focus();
  };

  return (
    <div ref={scroller} role="listbox" aria-labelledby="cameras-heading" className="camera-listbox" onKeyDown={onKeyDown}>
      <div role="presentation" className="camera-listbox-rows" style={{ height: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().map((item) => {
          const camera = cameras[item.index]!;
          return (
            <CameraRow
              key={item.key}
              camera={camera}
              index={item.index}
              count={cameras.length}
              top={item.start}
              selected={camera.id === selectedId}
              tabStop={item.index === activeIndex}
              rowRef={(element) => {
                virtualizer.measureElement(element);
                if (element) rows.current.set(camera.id, element);
                else rows.current.delete(camera.id);
              }}
              onOpen={onOpen}
            />
          );
        })}
      </div>
    </div>
  );
}

interface CameraRowProps {
  camera: CameraSummary;
  index: number;
  count: number;
  top: number;
  selected: boolean;
  tabStop: boolean;
  rowRef(element: HTMLElement | null): void;
  onOpen(cameraId: string): void;
}

/** One line: name, state, markers; the address and group on a second line once chosen (and on hover). */
function CameraRow({ camera, index, count, top, selected, tabStop, rowRef, onOpen }: CameraRowProps) {
  const { t } = useTranslation();
  const address = `${camera.host}:${camera.port}`;
  const hover = [camera.label, address, ...(camera.group === null ? [] : [t('cameras.list.group', { group: camera.group })])].join(' · ');
  return (
    <div
      ref={rowRef}
      data-index={index}
      role="option"
      aria-selected={selected}
      aria-setsize={count}
      aria-posinset={index + 1}
      tabIndex={tabStop ? 0 : -1}
      className="sidebar-item camera-row"
      data-camera-id={camera.id}
      title={hover}
      style={{ transform: `translateY(${top}px)` }}
      onClick={() => onOpen(camera.id)}
      onKeyDown={(event) => {
        if (event.key === 'Enter' || event.key === ' ') {
          event.preventDefault();
          onOpen(camera.id);
        }
      }}
    >
      <span className="camera-row-line">
        <span className="item-title">{camera.label}</span>
        {camera.factoryPassword && <Marker kind="factory" text={t('cameras.list.factoryMarker')} title={t('cameras.list.factoryMarkerTitle')} />}
        {!camera.passwordKnown && <Marker kind="password" text={t('cameras.list.passwordMarker')} title={t('cameras.list.passwordMarkerTitle')} />}
        <StateBadge state={camera.state} label={cameraStateLabel(camera.state, t)} />
        {camera.simulated && <span className="simulated-tag">{t('cameras.simulated')}</span>}
      </span>
      {selected && (
        <span className="item-detail">
          <span className="camera-address">{address}</span>
          {camera.group !== null && <span className="camera-group">{t('cameras.list.group', { group: camera.group })}</span>}
        </span>
      )}
    </div>
  );
}

/** A small sign with a tooltip; its words are read out with the camera's name. */
function Marker({ kind, text, title }: { kind: 'factory' | 'password'; text: string; title: string }) {
  return (
    <span className={`camera-marker camera-marker-${kind}`} title={title} data-marker={kind}>
      <span aria-hidden="true">{kind === 'factory' ? '!' : '?'}</span>
      <span className="camera-visually-hidden">{text}</span>
    </span>
  );
}

/** A key pressed while the chosen camera is not in the list (the search hides it): the first camera, or the last for End. */
function firstMove(key: string, count: number): number | null {
  const moved = nextListIndex(key, 0, count);
  if (moved === null) return null;
  return key === 'End' ? moved : 0;
}

/** The rendered indexes, with the chosen row's added: the tab stop is always in the page. */
function withIndex(indexes: number[], index: number): number[] {
  return indexes.includes(index) ? indexes : [...indexes, index].sort((a, b) => a - b);
}
