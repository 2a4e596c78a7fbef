// <CommandPalette>: a modal dialog holding a combobox and a grouped listbox.
// The brief asks for TypeScript; this reference is plain JavaScript with JSDoc
// type annotations so it runs without a build step.
import React, { useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from "/vendor/react.js";
import { useCommands } from "./commands.js";
import { scoreCommand } from "./fuzzy.js";
import { Icon } from "./icons.js";

const h = React.createElement;

/** @typedef {import("./commands.js").Command} Command */
/** @typedef {{ command: Command, group: string, indices: number[], optionId: string }} Item */

const GROUP_ORDER = ["Navigation", "Create", "Settings"];
const RECENT_KEY = "tasklane:recent-commands";
const MAX_RECENTS = 5;
const ANNOUNCE_DELAY_MS = 500;

/** @returns {string[]} recent command ids, newest first; bad data counts as none */
function loadRecents() {
  try {
    const parsed = JSON.parse(localStorage.getItem(RECENT_KEY) ?? "[]");
    return Array.isArray(parsed) ? parsed.filter((id) => typeof id === "string").slice(0, MAX_RECENTS) : [];
  } catch {
    return [];
  }
}

/** @param {string[]} ids */
function saveRecents(ids) {
  try {
    localStorage.setItem(RECENT_KEY, JSON.stringify(ids));
  } catch {
    // Storage can be full or blocked; recents then last for this visit only.
  }
}

/**
 * Builds the flat list of visible options. Keyboard navigation walks this
 * array; the groups are rendered from it, so both always agree.
 * @param {Command[]} commands @param {string} query @param {string[]} recentIds @param {string} idPrefix
 * @returns {Item[]}
 */
function buildItems(commands, query, recentIds, idPrefix) {
  const optionId = (group, id) => `${idPrefix}-${group}-${id}`.replace(/\s+/g, "-").toLowerCase();

  if (query.trim() === "") {
    const recent = recentIds
      .map((id) => commands.find((c) => c.id === id))
      .filter(Boolean)
      .slice(0, MAX_RECENTS);
    const rest = GROUP_ORDER.flatMap((group) => commands.filter((c) => c.group === group && !recent.includes(c)));
    return [
      ...recent.map((command) => ({ command, group: "Recent", indices: [], optionId: optionId("recent", command.id) })),
      ...rest.map((command) => ({
        command,
        group: command.group,
        indices: [],
        optionId: optionId(command.group, command.id),
      })),
    ];
  }

  const ranked = commands
    .map((command, order) => ({ command, order, match: scoreCommand(query, command) }))
    .filter((r) => r.match)
    .sort((a, b) => b.match.score - a.match.score || a.order - b.order);
  // Groups appear in the order of their best result, so the top hit is first.
  const groups = [...new Set(ranked.map((r) => r.command.group))];
  return groups.flatMap((group) =>
    ranked
      .filter((r) => r.command.group === group)
      .map((r) => ({ command: r.command, group, indices: r.match.indices, optionId: optionId(group, r.command.id) })),
  );
}

/** The label with its matched characters in bold. @param {{ text: string, indices: number[] }} props */
function Highlight({ text, indices }) {
  if (indices.length === 0) return text;
  const matched = new Set(indices);
  const parts = [];
  let start = 0;
  for (let i = 1; i <= text.length; i++) {
    if (i === text.length || matched.has(i) !== matched.has(start)) {
      const chunk = text.slice(start, i);
      parts.push(matched.has(start) ? h("b", { key: start, className: "match" }, chunk) : chunk);
      start = i;
    }
  }
  return parts;
}

/**
 * @param {{ open: boolean, onOpenChange: (open: boolean) => void }} props
 */
export function CommandPalette({ open, onOpenChange }) {
  const commands = useCommands();
  const [query, setQuery] = useState("");
  const [activeIndex, setActiveIndex] = useState(0);
  const [recentIds, setRecentIds] = useState(loadRecents);
  const [announcement, setAnnouncement] = useState("");

  const dialogRef = useRef(/** @type {HTMLDialogElement | null} */ (null));
  const inputRef = useRef(/** @type {HTMLInputElement | null} */ (null));
  const returnFocusRef = useRef(/** @type {Element | null} */ (null));
  const wasOpen = useRef(false);
  const baseId = useId();
  const listboxId = `${baseId}-listbox`;

  // The global shortcut: one listener for the component's lifetime.
  const openRef = useRef(open);
  openRef.current = open;
  const onOpenChangeRef = useRef(onOpenChange);
  onOpenChangeRef.current = onOpenChange;
  useEffect(() => {
    /** @param {KeyboardEvent} event */
    function onKeyDown(event) {
      // keyCode 229 covers browsers that do not set isComposing on every key.
      if (event.isComposing || event.keyCode === 229) return;
      if ((event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === "k") {
        event.preventDefault(); // Ctrl+K would otherwise focus the browser's search bar
        onOpenChangeRef.current(!openRef.current);
      }
    }
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, []);

  // Sync the native dialog with `open`, remembering and restoring focus.
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      returnFocusRef.current = document.activeElement;
      setQuery("");
      setActiveIndex(0);
      setRecentIds(loadRecents());
      dialog.showModal();
      inputRef.current?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
    }
    if (!open && wasOpen.current) {
      const target = returnFocusRef.current;
      returnFocusRef.current = null;
      if (target instanceof HTMLElement && target.isConnected && target !== document.body) target.focus();
      else document.querySelector("main h1")?.focus(); // the opener went away (e.g. a page change)
    }
    wasOpen.current = open;
  }, [open]);

  const items = useMemo(() => buildItems(commands, query, recentIds, baseId), [commands, query, recentIds, baseId]);
  const active = items.length === 0 ? -1 : Math.min(activeIndex, items.length - 1);
  const activeId = active >= 0 ? items[active].optionId : undefined;

  // Keep the highlighted option visible inside the scrolling results.
  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView({ block: "nearest" });
  }, [activeId]);

  // Announce the count once typing pauses, not on every keystroke.
  useEffect(() => {
    if (!open) {
      setAnnouncement("");
      return;
    }
    const timer = setTimeout(() => {
      const n = items.length;
      setAnnouncement(n === 0 ? "No results" : `${n} ${n === 1 ? "result" : "results"}`);
    }, ANNOUNCE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [open, query, items.length]);

  /** @param {Command} command */
  function run(command) {
    const next = [command.id, ...recentIds.filter((id) => id !== command.id)].slice(0, MAX_RECENTS);
    setRecentIds(next);
    saveRecents(next);
    onOpenChange(false);
    command.run();
  }

  /** @param {React.KeyboardEvent<HTMLInputElement>} event */
  function onInputKeyDown(event) {
    if (event.nativeEvent.isComposing) return;
    const n = items.length;
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault(); // keep the caret where it is
      if (n === 0) return;
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActiveIndex((active + step + n) % n);
    } else if (event.key === "Enter") {
      event.preventDefault();
      if (active >= 0) run(items[active].command);
    } else if (event.key === "Escape") {
      event.preventDefault(); // we close through state, not the native cancel
      onOpenChange(false);
    }
  }

  // Render the groups from the flat list, keeping each option's flat index.
  const groups = [];
  items.forEach((item, index) => {
    const last = groups[groups.length - 1];
    if (last && last.name === item.group) last.entries.push({ item, index });
    else groups.push({ name: item.group, entries: [{ item, index }] });
  });

  return h(
    "dialog",
    {
      ref: dialogRef,
      className: "palette",
      "aria-label": "Command palette",
      onCancel: (event) => {
        event.preventDefault();
        onOpenChange(false);
      },
      // A click on the dialog element itself is a click on the backdrop.
      onClick: (event) => {
        if (event.target === dialogRef.current) onOpenChange(false);
      },
    },
    open &&
      h(
        "div",
        { className: "palette__panel" },
        h(
          "div",
          { className: "palette__search" },
          h(Icon, { name: "search", size: 20 }),
          h("input", {
            className: "palette__input",
            type: "text",
            role: "combobox",
            "aria-label": "Search commands",
            "aria-expanded": "true",
            "aria-controls": listboxId,
            "aria-autocomplete": "list",
            "aria-activedescendant": activeId,
            placeholder: "Type a command or search…",
            autoComplete: "off",
            spellCheck: false,
            ref: inputRef,
            value: query,
            onChange: (event) => {
              setQuery(event.target.value);
              setActiveIndex(0);
            },
            onKeyDown: onInputKeyDown,
          }),
          h("kbd", { className: "keycap", "aria-hidden": "true" }, "Esc"),
        ),
        // The listbox itself scrolls: it is the combobox's popup, so the
        // options stay reachable with the arrow keys rather than Tab.
        h(
          "div",
          { role: "listbox", id: listboxId, "aria-label": "Commands", className: "palette__results" },
          groups.map((group) => {
            const headingId = `${baseId}-group-${group.name.toLowerCase()}`;
            return h(
              "div",
              { key: group.name, role: "group", "aria-labelledby": headingId, className: "palette__group" },
              h("div", { id: headingId, role: "presentation", className: "palette__group-heading" }, group.name),
              group.entries.map(({ item, index }) =>
                h(
                  "div",
                  {
                    key: item.optionId,
                    id: item.optionId,
                    role: "option",
                    "aria-selected": index === active,
                    className: "option",
                    onMouseMove: () => index !== active && setActiveIndex(index),
                    // Keep focus in the input when an option is clicked.
                    onMouseDown: (event) => event.preventDefault(),
                    onClick: () => run(item.command),
                  },
                  h("span", { className: "option__icon" }, h(Icon, { name: item.command.icon ?? "search" })),
                  h(
                    "span",
                    { className: "option__label" },
                    h(Highlight, { text: item.command.label, indices: item.indices }),
                  ),
                  item.command.shortcut &&
                    h(
                      "span",
                      { className: "option__shortcut", "aria-hidden": "true" },
                      item.command.shortcut.map((key, i) => h("kbd", { key: i, className: "keycap" }, key)),
                    ),
                ),
              ),
            );
          }),
        ),
        items.length === 0 && h("p", { className: "palette__empty" }, `No commands match “${query.trim()}”.`),
        h(
          "div",
          { className: "palette__footer", "aria-hidden": "true" },
          h(
            "span",
            null,
            h("kbd", { className: "keycap" }, "↑"),
            h("kbd", { className: "keycap" }, "↓"),
            " to navigate",
          ),
          h("span", null, h("kbd", { className: "keycap" }, "↵"), " to run"),
          h("span", null, h("kbd", { className: "keycap" }, "Esc"), " to close"),
        ),
        h("div", { role: "status", className: "visually-hidden" }, announcement),
      ),
  );
}
