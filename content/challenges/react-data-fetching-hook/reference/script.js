// Demo: a repository browser for the fictional "Lantern Labs" organisation,
// built on useQuery. Every acceptance criterion can be watched in the page:
// the devtools panel lists cache entries, observers, ages and requests.
// The brief asks for TypeScript; this reference is plain JavaScript with JSDoc
// type annotations so it runs without a build step.
import React, { createRoot, useEffect, useState, useSyncExternalStore } from "/vendor/react.js";
import { queryCache, useQuery } from "./query.js";
import { getOrgRepos, getRepo, network, setSimulatedFailure, subscribeNetwork } from "./api.js";

const h = React.createElement;
const ORG = "lantern-labs";
const DEFAULT_REPO = "lantern";

const LANGUAGE_COLOURS = {
  TypeScript: "#3178c6",
  Go: "#00add8",
  Rust: "#dea584",
  JavaScript: "#f1e05a",
  CSS: "#663399",
};
const dateFormat = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "short",
  year: "numeric",
  timeZone: "UTC",
});
const formatDate = (/** @type {string} */ iso) => dateFormat.format(new Date(iso));
const formatCount = (/** @type {number} */ n) =>
  new Intl.NumberFormat("en", { notation: n >= 10_000 ? "compact" : "standard" }).format(n);

// Two components use this key (the header and the list): one request serves both.
const reposKey = (/** @type {string} */ org) => ["repos", { org }];
const fetchRepos =
  (/** @type {string} */ org) =>
  ({ signal }) =>
    getOrgRepos(org, signal);

/** The selected repository comes from the hash, so Back returns to the previous one. */
function useSelectedRepo() {
  const read = () => decodeURIComponent(location.hash.match(/^#\/[^/]+\/(.+)$/)?.[1] ?? DEFAULT_REPO);
  const [name, setName] = useState(read);
  useEffect(() => {
    const onHashChange = () => setName(read());
    window.addEventListener("hashchange", onHashChange);
    return () => window.removeEventListener("hashchange", onHashChange);
  }, []);
  return name;
}

function Star() {
  return h(
    "svg",
    { width: 14, height: 14, viewBox: "0 0 24 24", fill: "currentColor", "aria-hidden": "true", focusable: "false" },
    h("path", { d: "M12 2.8l2.8 5.9 6.4.8-4.7 4.4 1.2 6.4L12 17.2l-5.7 3.1 1.2-6.4-4.7-4.4 6.4-.8z" }),
  );
}

function Language({ name }) {
  if (!name) return null;
  return h(
    "span",
    { className: "language" },
    h("span", {
      className: "language__dot",
      style: { background: LANGUAGE_COLOURS[name] ?? "#a8a29e" },
      "aria-hidden": "true",
    }),
    name,
  );
}

function ErrorPanel({ error, onRetry, what }) {
  return h(
    "div",
    { className: "error", role: "alert" },
    h("p", { className: "error__title" }, `Could not load ${what}`),
    h("p", null, error.message),
    h("button", { type: "button", className: "button", onClick: onRetry }, "Retry"),
  );
}

function OrgHeader() {
  const repos = useQuery(reposKey(ORG), fetchRepos(ORG));
  return h(
    "header",
    { className: "org" },
    h("span", { className: "org__avatar", "aria-hidden": "true" }, "LL"),
    h(
      "div",
      null,
      h("h1", { className: "org__name" }, "Lantern Labs"),
      h(
        "p",
        { className: "org__meta" },
        repos.status === "success"
          ? `${repos.data.length} public repositories · github.com/${ORG}`
          : `github.com/${ORG}`,
      ),
    ),
  );
}

function RepoList({ selected }) {
  const repos = useQuery(reposKey(ORG), fetchRepos(ORG));
  return h(
    "section",
    { className: "panel list-panel", "aria-labelledby": "list-title" },
    h("h2", { id: "list-title", className: "panel__title" }, "Repositories"),
    repos.status === "pending" &&
      h(
        "div",
        { className: "skeleton-list", "aria-busy": "true" },
        h("p", { className: "muted" }, "Loading repositories…"),
        [1, 2, 3, 4].map((i) => h("div", { key: i, className: "skeleton" })),
      ),
    repos.status === "error" && h(ErrorPanel, { error: repos.error, onRetry: repos.refetch, what: "the repositories" }),
    repos.status === "success" &&
      h(
        "ul",
        { className: "repo-list" },
        repos.data.map((repo) =>
          h(
            "li",
            { key: repo.id },
            h(
              "a",
              {
                className: "repo-link",
                href: `#/${ORG}/${repo.name}`,
                "aria-current": repo.name === selected ? "true" : undefined,
              },
              h("span", { className: "repo-link__name" }, repo.name),
              h("span", { className: "repo-link__desc" }, repo.description),
              h(
                "span",
                { className: "repo-link__meta" },
                h(Language, { name: repo.language }),
                h(
                  "span",
                  { className: "stars" },
                  h(Star),
                  formatCount(repo.stargazers_count),
                  h("span", { className: "visually-hidden" }, " stars"),
                ),
              ),
            ),
          ),
        ),
      ),
  );
}

function RepoDetail({ name }) {
  const repo = useQuery(["repo", { owner: ORG, name }], ({ signal }) => getRepo(ORG, name, signal));
  const refreshing = repo.status === "success" && repo.isFetching;
  return h(
    "section",
    {
      className: "panel detail-panel",
      "aria-labelledby": "detail-title",
      "aria-busy": repo.status === "pending" ? "true" : undefined,
    },
    h(
      "div",
      { className: "detail__bar" },
      h("h2", { id: "detail-title", className: "detail__title" }, h("span", { className: "muted" }, `${ORG} / `), name),
      h(
        "p",
        { className: `refreshing${refreshing ? " refreshing--on" : ""}`, role: "status" },
        refreshing ? "Refreshing…" : "",
      ),
      h(
        "button",
        {
          type: "button",
          className: "button button--quiet",
          onClick: repo.refetch,
          disabled: repo.status === "pending",
        },
        "Refresh",
      ),
    ),
    repo.status === "pending" &&
      h(
        "div",
        { className: "detail__loading" },
        h("p", { className: "muted" }, "Loading repository…"),
        h("div", { className: "skeleton skeleton--wide" }),
        h("div", { className: "skeleton" }),
      ),
    repo.status === "error" && h(ErrorPanel, { error: repo.error, onRetry: repo.refetch, what: `${ORG}/${name}` }),
    repo.status === "success" && h(RepoFacts, { repo: repo.data }),
  );
}

function RepoFacts({ repo }) {
  const stats = [
    ["Stars", repo.stargazers_count],
    ["Forks", repo.forks_count],
    ["Open issues", repo.open_issues_count],
    ["Watchers", repo.subscribers_count],
  ];
  return h(
    "div",
    { className: "detail" },
    h("p", { className: "detail__desc" }, repo.description),
    h(
      "ul",
      { className: "topics", "aria-label": "Topics" },
      repo.topics.map((t) => h("li", { key: t, className: "topic" }, t)),
    ),
    h(
      "dl",
      { className: "stats" },
      stats.map(([label, value]) =>
        h("div", { key: label, className: "stat" }, h("dt", null, label), h("dd", null, formatCount(value))),
      ),
    ),
    h(
      "dl",
      { className: "facts" },
      h("dt", null, "Language"),
      h("dd", null, h(Language, { name: repo.language })),
      h("dt", null, "Licence"),
      h("dd", null, repo.license?.name ?? "None"),
      h("dt", null, "Default branch"),
      h("dd", null, h("code", null, repo.default_branch)),
      h("dt", null, "Created"),
      h("dd", null, formatDate(repo.created_at)),
      h("dt", null, "Last updated"),
      h("dd", null, formatDate(repo.updated_at)),
      repo.homepage &&
        h(React.Fragment, null, h("dt", null, "Website"), h("dd", null, repo.homepage.replace(/^https?:\/\//, ""))),
    ),
  );
}

/** Re-renders every second so ages stay current. */
function useNow(intervalMs = 1000) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}

function Devtools() {
  // Re-render on any cache or network change (the snapshots are version counters).
  useSyncExternalStore(
    (onChange) => queryCache.subscribeAll(onChange),
    () => queryCache.version,
  );
  useSyncExternalStore(subscribeNetwork, () => network.version);
  const now = useNow();
  const entries = [...queryCache.entries.values()];

  return h(
    "aside",
    { className: "devtools", "aria-labelledby": "devtools-title" },
    h(
      "div",
      { className: "devtools__head" },
      h("h2", { id: "devtools-title", className: "devtools__title" }, "Query devtools"),
      h(
        "div",
        { className: "devtools__controls" },
        h(
          "label",
          { className: "toggle" },
          h("input", {
            type: "checkbox",
            checked: network.fail,
            onChange: (e) => setSimulatedFailure(e.target.checked),
          }),
          "Fail requests",
        ),
        h(
          "button",
          { type: "button", className: "button button--small", onClick: () => queryCache.markAllStale() },
          "Mark all stale",
        ),
        h(
          "button",
          {
            type: "button",
            className: "button button--small",
            onClick: () => document.dispatchEvent(new Event("visibilitychange")),
          },
          "Simulate tab refocus",
        ),
      ),
    ),
    h(
      "div",
      { className: "devtools__grid" },
      h(
        "table",
        { className: "cache-table" },
        h("caption", null, "Cache entries"),
        h(
          "thead",
          null,
          h(
            "tr",
            null,
            ["Key", "Status", "Observers", "Age"].map((c) => h("th", { key: c, scope: "col" }, c)),
          ),
        ),
        h(
          "tbody",
          null,
          entries.map((entry) => {
            const { state } = entry;
            const fetching = state.status === "pending" || (state.status === "success" && state.isFetching);
            const age = entry.updatedAt ? Math.max(0, Math.round((now - entry.updatedAt) / 1000)) : null;
            const stale = entry.updatedAt && now - entry.updatedAt >= entry.options.staleTime;
            return h(
              "tr",
              { key: entry.hash },
              h("td", null, entry.hash),
              h(
                "td",
                null,
                h("span", { className: `badge badge--${state.status}` }, state.status),
                fetching &&
                  h(
                    "span",
                    { className: "badge badge--fetching" },
                    entry.failureCount ? `retry ${entry.failureCount}/2` : "fetching",
                  ),
              ),
              h("td", null, entry.subscribers.size || "inactive"),
              h("td", null, age === null ? "–" : `${age}s${stale ? " (stale)" : ""}`),
            );
          }),
        ),
      ),
      h(
        "div",
        { className: "netlog" },
        h("h3", { className: "netlog__title" }, "Network"),
        h(
          "ol",
          { className: "netlog__list" },
          network.log.map((r) =>
            h(
              "li",
              { key: r.id, className: `netlog__item netlog__item--${r.status}` },
              h("span", null, `GET ${r.url.replace(/^data\//, "")}`),
              h("span", null, r.status === "pending" ? "…" : `${r.status}${r.ms ? ` · ${r.ms} ms` : ""}`),
            ),
          ),
        ),
      ),
    ),
  );
}

function App() {
  const selected = useSelectedRepo();
  return h(
    "div",
    { className: "page" },
    h(OrgHeader),
    h("main", { className: "layout" }, h(RepoList, { selected }), h(RepoDetail, { name: selected })),
    h(Devtools),
  );
}

createRoot(document.getElementById("root")).render(h(React.StrictMode, null, h(App)));
