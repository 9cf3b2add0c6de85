import { lazy, Suspense } from 'react';
import type { CodeViewProps } from './CodeView';

// Monaco is a chunk of its own (about 3 MB): a view outside the text and console modes that
// shows code (e.g. the tree editor's pending script) loads it only when it first shows some.
const CodeView = lazy(() => import('./CodeView').then((module) => ({ default: module.CodeView })));

/** CodeView, with Monaco loaded on first use; the plain text shows meanwhile. */
export function LazyCodeView(props: CodeViewProps) {
  return (
    <Suspense fallback={<pre translate="no" className={`code-fallback ${props.className ?? ''}`} aria-label={props.label}>{props.value}</pre>}>
      <CodeView {...props} />
    </Suspense>
  );
}
