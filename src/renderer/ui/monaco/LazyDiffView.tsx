import { lazy, Suspense } from 'react';
import type { DiffViewProps } from './DiffView';

// Monaco is a chunk of its own (about 3 MB): a view that is part of the page from the start
// (the history's comparison) loads it only when it first shows a comparison, so the studio's
// first page does not fetch and compile Monaco.
const DiffView = lazy(() => import('./DiffView').then((module) => ({ default: module.DiffView })));

/** DiffView, with Monaco loaded on first use; an empty, busy frame of the same name meanwhile. */
export function LazyDiffView(props: DiffViewProps) {
  return (
    <Suspense fallback={<div translate="no" className={`code-host diff-host ${props.className ?? ''}`} role="group" aria-label={props.label} aria-busy="true" />}>
      <DiffView {...props} />
    </Suspense>
  );
}
