// re2js (about 150 KB, the console filter's regular expressions) is loaded when the technician
// first asks for a regular expression, not with the page. The page's bundle resolves the
// import of 're2js' in shared/distributor/messageFilter.ts to this module
// (vite.renderer.config.ts, re2jsOnDemand), so that file runs unchanged in the page (and in the
// main process, which loads re2js with it, synchronously): its `RE2JS` and `RE2JSException` are
// live bindings that become re2js's own once loadRegexEngine() has resolved.
import type * as Re2jsModule from 're2js';

type Re2js = typeof Re2jsModule;

class RegexEngineNotLoaded extends Error {}

/** Until loaded, compiling throws a programming error: every page path that compiles a pattern awaits loadRegexEngine() first. */
const notLoaded = {
  CASE_INSENSITIVE: 1,
  compile(): never {
    throw new RegexEngineNotLoaded('the regular expression engine is not loaded yet: await loadRegexEngine() before compiling a pattern');
  },
};

export let RE2JS: Re2js['RE2JS'] = notLoaded as unknown as Re2js['RE2JS'];
export let RE2JSException: Re2js['RE2JSException'] = RegexEngineNotLoaded as unknown as Re2js['RE2JSException'];

let loading: Promise<void> | null = null;
let loaded = false;

export function regexEngineLoaded(): boolean {
  return loaded;
}

/** Loads re2js once; later calls get the same promise (a failed load is tried again next time). */
export function loadRegexEngine(): Promise<void> {
  loading ??= import('re2js').then(
    (engine) => {
      RE2JS = engine.RE2JS;
      RE2JSException = engine.RE2JSException;
      loaded = true;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}
