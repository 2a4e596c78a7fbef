// The demo's "API": local JSON fixtures with the shapes of GitHub's REST API,
//   GET /orgs/{org}/repos      -> data/orgs/{org}/repos.json
//   GET /repos/{owner}/{repo}  -> data/repos/{owner}/{repo}.json
// plus a simulated latency, an optional simulated outage and a request log,
// so deduplication, cancellation and retries can be watched in the devtools.

/** @typedef {{ id: number, url: string, status: "pending" | "ok" | "failed" | "aborted", ms?: number }} LogRecord */

export const network = {
  latencyMs: 300,
  fail: false,
  /** @type {LogRecord[]} newest first */
  log: [],
  /** @type {Set<() => void>} */
  listeners: new Set(),
  /** Bumped on every change: the snapshot for useSyncExternalStore. */
  version: 0,
};

let nextId = 1;
const notify = () => {
  network.version++;
  network.listeners.forEach((listener) => listener());
};

export function subscribeNetwork(/** @type {() => void} */ listener) {
  network.listeners.add(listener);
  return () => network.listeners.delete(listener);
}

export function setSimulatedFailure(/** @type {boolean} */ fail) {
  network.fail = fail;
  notify();
}

function wait(/** @type {number} */ ms, /** @type {AbortSignal} */ signal) {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener("abort", () => {
      clearTimeout(timer);
      reject(new DOMException("Aborted", "AbortError"));
    });
  });
}

/**
 * GET a JSON fixture; rejects with an AbortError when `signal` aborts.
 * @template T
 * @param {string} url relative to the page
 * @param {AbortSignal} signal
 * @returns {Promise<T>}
 */
async function getJson(url, signal) {
  /** @type {LogRecord} */
  const record = { id: nextId++, url, status: "pending" };
  const started = performance.now();
  network.log = [record, ...network.log].slice(0, 8);
  notify();
  const settle = (/** @type {LogRecord["status"]} */ status) => {
    record.status = status;
    record.ms = Math.round(performance.now() - started);
    network.log = [...network.log];
    notify();
  };
  try {
    await wait(network.latencyMs, signal);
    if (network.fail) throw new Error("The server answered 503 Service Unavailable (simulated).");
    const response = await fetch(url, { signal });
    if (!response.ok) throw new Error(`The server answered ${response.status} ${response.statusText}.`);
    const data = await response.json();
    settle("ok");
    return data;
  } catch (error) {
    settle(signal.aborted ? "aborted" : "failed");
    if (!signal.aborted && error instanceof TypeError)
      throw new Error("The network is unreachable. Check your connection.");
    throw error;
  }
}

/**
 * @typedef {object} RepoSummary
 * @property {number} id
 * @property {string} name
 * @property {string} full_name
 * @property {string | null} description
 * @property {string | null} language
 * @property {number} stargazers_count
 * @property {number} forks_count
 * @property {number} open_issues_count
 * @property {string[]} topics
 * @property {string} updated_at
 */

/**
 * @typedef {RepoSummary & {
 *   homepage: string | null, default_branch: string, created_at: string,
 *   subscribers_count: number, license: { name: string, spdx_id: string } | null
 * }} Repo
 */

/** @returns {Promise<RepoSummary[]>} */
export const getOrgRepos = (/** @type {string} */ org, /** @type {AbortSignal} */ signal) =>
  getJson(`data/orgs/${encodeURIComponent(org)}/repos.json`, signal);

/** @returns {Promise<Repo>} */
export const getRepo = (/** @type {string} */ owner, /** @type {string} */ name, /** @type {AbortSignal} */ signal) =>
  getJson(`data/repos/${encodeURIComponent(owner)}/${encodeURIComponent(name)}.json`, signal);
