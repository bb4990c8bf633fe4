// Dev servers only (added before each part's entry by the build preset): lets every part's React
// Refresh runtime find the page's one React DOM, so an edit to a remote hot-reloads inside the shell.
//
// Each part bundles its own React Refresh runtime, but React DOM is shared and registers itself once
// with the global DevTools hook. The stand-in hook React Refresh creates when no DevTools are
// installed does not keep that registration in `hook.renderers`, which is where a runtime that
// loads later (a remote's, after the shell's React DOM) looks: that runtime then tracks no root and
// an update to a remote's component is applied without the page ever re-rendering. Keeping each
// registration there, as the real DevTools hook does, fixes it.
/**
 * What this file uses of React's DevTools hook (the real one, or React Refresh's stand-in).
 * @typedef {object} DevToolsHook
 * @property {Map<number, unknown>} renderers
 * @property {(...args: unknown[]) => number} inject
 * @property {boolean} [__trinketKeepsRenderers]
 */
const scope = /** @type {Record<string, unknown>} */ (globalThis);
const HOOK = '__REACT_DEVTOOLS_GLOBAL_HOOK__';
const MARK = '__trinketKeepsRenderers';

if (scope[HOOK] === undefined) {
  let nextId = 0;
  scope[HOOK] = {
    renderers: new Map(),
    supportsFiber: true,
    inject: () => nextId++,
    onScheduleFiberRoot: () => {},
    onCommitFiberRoot: () => {},
    onCommitFiberUnmount: () => {},
  };
}
const hook = /** @type {DevToolsHook} */ (scope[HOOK]);
if (!hook[MARK] && hook.renderers instanceof Map && typeof hook.inject === 'function') {
  const inject = hook.inject;
  /**
   * @this {unknown}
   * @param {unknown[]} args
   */
  hook.inject = function keepRenderer(...args) {
    const id = inject.apply(this, args);
    if (!hook.renderers.has(id)) hook.renderers.set(id, args[0]);
    return id;
  };
  hook[MARK] = true;
}
