// Documentation and demo for the hooks toolkit. The people directory uses all
// five hooks: useDebouncedValue (search), useMediaQuery (layout),
// useClickOutside (filter menu), useInterval ("last updated" clock) and
// usePrevious (the previous result count).
// The brief asks for TypeScript; this reference is plain JavaScript with JSDoc
// type annotations so it runs without a build step.
import React, { createRoot, useId, useMemo, useRef, useState } from "/vendor/react.js";
import { useClickOutside, useDebouncedValue, useInterval, useMediaQuery, usePrevious } from "./hooks.js";
import { TEAMS, generatePeople } from "./people.js";

const h = React.createElement;
const PEOPLE = generatePeople(500);
const PAGE_SIZE = 24;
const TEAM_COLOURS = {
  Design: "#b45309",
  Engineering: "#1d4ed8",
  Marketing: "#be185d",
  Sales: "#15803d",
  Support: "#7c3aed",
  Finance: "#0f766e",
};

// ---------- Documentation ----------

const DOCS = [
  {
    name: "useDebouncedValue",
    signature: "function useDebouncedValue<T>(value: T, delay: number): T",
    text: "Returns the value only after it has stopped changing for delay milliseconds. Every change restarts the timer, and the timer is cleared on unmount.",
    example: `const [query, setQuery] = useState("");
const debouncedQuery = useDebouncedValue(query, 300);
const results = useMemo(() => search(debouncedQuery), [debouncedQuery]);`,
  },
  {
    name: "useMediaQuery",
    signature: `type MediaQueryOptions = { serverFallback?: boolean };
function useMediaQuery(query: string, options?: MediaQueryOptions): boolean`,
    text: "Whether a media query matches, kept current through useSyncExternalStore. During server rendering it returns serverFallback (false by default).",
    example: `const isWide = useMediaQuery("(min-width: 900px)", { serverFallback: true });
return isWide ? <TwoColumns /> : <OneColumn />;`,
  },
  {
    name: "useClickOutside",
    signature:
      "function useClickOutside<E extends Element>(ref: RefObject<E | null>, handler: (event: PointerEvent) => void): void",
    text: "Calls handler on a pointerdown outside the referenced element. The document listener is added once and always calls the latest handler, so inline functions are fine.",
    example: `const menuRef = useRef<HTMLDivElement>(null);
useClickOutside(menuRef, () => setOpen(false));`,
  },
  {
    name: "useInterval",
    signature: "function useInterval(callback: () => void, delay: number | null): void",
    text: "Calls the latest callback on every tick. Passing null pauses it; a new callback never restarts the timer, a new delay does.",
    example: `useInterval(() => setNow(Date.now()), paused ? null : 1000);`,
  },
  {
    name: "usePrevious",
    signature: "function usePrevious<T>(value: T): T | undefined",
    text: "The value from the previous render, or undefined on the first render.",
    example: `const previousCount = usePrevious(results.length);
// "Showing 12 people (was 500)"`,
  },
];

function Docs() {
  return h(
    "section",
    { className: "docs", "aria-labelledby": "docs-title" },
    h("h2", { id: "docs-title" }, "The hooks"),
    DOCS.map((doc) =>
      h(
        "article",
        { key: doc.name, className: "doc", "aria-labelledby": `doc-${doc.name}` },
        h("h3", { id: `doc-${doc.name}` }, h("code", null, doc.name)),
        h("p", null, doc.text),
        h("pre", { className: "code", "aria-label": `${doc.name} signature` }, h("code", null, doc.signature)),
        h("pre", { className: "code", "aria-label": `${doc.name} example` }, h("code", null, doc.example)),
      ),
    ),
  );
}

// ---------- Demo: people directory ----------

function matches(person, query, teams, remoteOnly) {
  if (teams.length > 0 && !teams.includes(person.team)) return false;
  if (remoteOnly && !person.remote) return false;
  if (!query) return true;
  const haystack = `${person.name} ${person.role} ${person.team} ${person.city}`.toLowerCase();
  return query
    .toLowerCase()
    .split(/\s+/)
    .every((word) => haystack.includes(word));
}

function FilterMenu({ teams, setTeams, remoteOnly, setRemoteOnly }) {
  const [open, setOpen] = useState(false);
  const containerRef = useRef(/** @type {HTMLDivElement | null} */ (null));
  const buttonRef = useRef(/** @type {HTMLButtonElement | null} */ (null));
  const menuId = useId();
  useClickOutside(containerRef, () => setOpen(false));

  const active = teams.length + (remoteOnly ? 1 : 0);
  const toggleTeam = (team) => setTeams(teams.includes(team) ? teams.filter((t) => t !== team) : [...teams, team]);

  return h(
    "div",
    {
      ref: containerRef,
      className: "filter",
      onKeyDown: (event) => {
        if (event.key === "Escape" && open) {
          setOpen(false);
          buttonRef.current?.focus();
        }
      },
    },
    h(
      "button",
      {
        ref: buttonRef,
        type: "button",
        className: "filter__button",
        "aria-expanded": open,
        "aria-controls": menuId,
        onClick: () => setOpen(!open),
      },
      "Filters",
      active > 0 &&
        h("span", { className: "filter__count" }, h("span", { className: "visually-hidden" }, ", active: "), active),
    ),
    h(
      "div",
      { id: menuId, className: "menu", hidden: !open },
      h(
        "fieldset",
        { className: "menu__group" },
        h("legend", null, "Team"),
        TEAMS.map((team) =>
          h(
            "label",
            { key: team, className: "check" },
            h("input", { type: "checkbox", checked: teams.includes(team), onChange: () => toggleTeam(team) }),
            team,
          ),
        ),
      ),
      h(
        "label",
        { className: "check check--separated" },
        h("input", { type: "checkbox", checked: remoteOnly, onChange: (e) => setRemoteOnly(e.target.checked) }),
        "Remote only",
      ),
      h(
        "button",
        {
          type: "button",
          className: "menu__clear",
          disabled: active === 0,
          onClick: () => {
            setTeams([]);
            setRemoteOnly(false);
          },
        },
        "Clear filters",
      ),
    ),
  );
}

function LastUpdated() {
  // Counting ticks keeps render pure: no clock is read while rendering.
  const [seconds, setSeconds] = useState(0);
  const [paused, setPaused] = useState(false);
  useInterval(() => setSeconds((s) => s + 1), paused ? null : 1000);

  const label =
    seconds < 5
      ? "just now"
      : seconds < 60
        ? `${seconds} seconds ago`
        : `${Math.floor(seconds / 60)} min ${seconds % 60} s ago`;
  return h(
    "div",
    { className: "clock" },
    h("p", null, h("span", { className: "clock__label" }, "Last updated "), h("strong", null, label)),
    h(
      "div",
      { className: "clock__actions" },
      h("button", { type: "button", className: "small-button", onClick: () => setSeconds(0) }, "Refresh"),
      h(
        "button",
        { type: "button", className: "small-button", "aria-pressed": paused, onClick: () => setPaused(!paused) },
        "Pause clock",
      ),
    ),
  );
}

function PersonCard({ person }) {
  const initials = person.name
    .split(" ")
    .map((part) => part[0])
    .join("");
  return h(
    "li",
    { className: "person" },
    h(
      "span",
      { className: "person__avatar", style: { background: TEAM_COLOURS[person.team] }, "aria-hidden": "true" },
      initials,
    ),
    h(
      "div",
      { className: "person__text" },
      h("p", { className: "person__name" }, person.name),
      h("p", { className: "person__role" }, person.role),
      h(
        "p",
        { className: "person__meta" },
        `${person.team} · ${person.city}`,
        person.remote && h("span", { className: "badge" }, "Remote"),
      ),
    ),
  );
}

function Directory() {
  const [query, setQuery] = useState("");
  const [teams, setTeams] = useState(/** @type {string[]} */ ([]));
  const [remoteOnly, setRemoteOnly] = useState(false);
  const [shown, setShown] = useState(PAGE_SIZE);
  const debouncedQuery = useDebouncedValue(query.trim(), 300);
  const wide = useMediaQuery("(min-width: 900px)");
  const searchId = useId();

  const results = useMemo(
    () => PEOPLE.filter((p) => matches(p, debouncedQuery, teams, remoteOnly)),
    [debouncedQuery, teams, remoteOnly],
  );
  const previousCount = usePrevious(results.length);
  const pending = query.trim() !== debouncedQuery;
  const byTeam = TEAMS.map((team) => [team, results.filter((p) => p.team === team).length]);

  return h(
    "section",
    { className: "demo", "aria-labelledby": "demo-title" },
    h("h2", { id: "demo-title" }, "Demo: people directory"),
    h(
      "p",
      { className: "demo__intro" },
      "500 generated colleagues. Search is debounced by 300 ms, the layout follows (min-width: 900px), the filter menu closes on an outside click or Escape, and the clock ticks with useInterval.",
    ),
    h(
      "div",
      { className: "toolbar" },
      h(
        "div",
        { className: "search" },
        h("label", { htmlFor: searchId, className: "search__label" }, "Search people"),
        h("input", {
          id: searchId,
          type: "search",
          className: "search__input",
          placeholder: "Name, role, team or city",
          autoComplete: "off",
          value: query,
          onChange: (e) => {
            setQuery(e.target.value);
            setShown(PAGE_SIZE);
          },
        }),
      ),
      h(FilterMenu, { teams, setTeams, remoteOnly, setRemoteOnly }),
    ),
    h(
      "p",
      { className: "count", role: "status" },
      pending
        ? "Searching…"
        : `Showing ${Math.min(shown, results.length)} of ${results.length} ${results.length === 1 ? "person" : "people"}`,
      !pending &&
        previousCount !== undefined &&
        previousCount !== results.length &&
        h("span", { className: "count__previous" }, ` (was ${previousCount})`),
    ),
    h(
      "div",
      { className: `directory${wide ? " directory--two-columns" : ""}` },
      h(
        "div",
        { className: "directory__results" },
        results.length === 0
          ? h("p", { className: "empty" }, "Nobody matches that search. Try a shorter word or clear the filters.")
          : h(
              "ul",
              { className: "people", "aria-label": "People" },
              results.slice(0, shown).map((person) => h(PersonCard, { key: person.id, person })),
            ),
        shown < results.length &&
          h(
            "button",
            { type: "button", className: "more", onClick: () => setShown(shown + PAGE_SIZE) },
            `Show ${Math.min(PAGE_SIZE, results.length - shown)} more`,
          ),
      ),
      h(
        "aside",
        { className: "directory__side", "aria-label": "Directory summary" },
        h(LastUpdated),
        h(
          "p",
          { className: "layout-note" },
          "Layout: ",
          h("strong", null, wide ? "two columns" : "one column"),
          h("br"),
          h("code", null, "(min-width: 900px)"),
          wide ? " matches" : " does not match",
        ),
        h(
          "dl",
          { className: "teams" },
          byTeam.map(([team, n]) =>
            h(
              "div",
              { key: team },
              h(
                "dt",
                null,
                h("span", { className: "dot", style: { background: TEAM_COLOURS[team] }, "aria-hidden": "true" }),
                team,
              ),
              h("dd", null, n),
            ),
          ),
        ),
      ),
    ),
  );
}

function App() {
  return h(
    React.Fragment,
    null,
    h(
      "header",
      { className: "hero" },
      h("p", { className: "hero__eyebrow" }, "React · TypeScript"),
      h("h1", null, "Hooks Toolkit"),
      h(
        "p",
        { className: "hero__lead" },
        "Five small, typed custom hooks that clean up after themselves: debounce a value, follow a media query, detect outside clicks, run an interval and remember the previous value.",
      ),
    ),
    h("main", null, h(Docs), h(Directory)),
  );
}

createRoot(document.getElementById("root")).render(h(React.StrictMode, null, h(App)));
