// Inkpad: a two-pane Markdown editor with a sanitised live preview.
// Markdown is parsed with marked 18.2.1 and the HTML sanitised with DOMPurify
// 3.5.0, both copied unmodified into ./lib so the page makes no request
// outside its own folder. (Not ./vendor: the server maps /vendor/ to the
// shared React build.)
import React, {
  createRoot,
  memo,
  useCallback,
  useDeferredValue,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from "/vendor/react.js";
import { marked } from "./lib/marked.js";
import DOMPurify from "./lib/dompurify.js";

const h = React.createElement;

const STORAGE_KEY = "inkpad:draft";
const SAVE_INTERVAL_MS = 1000; // at most one write per second while typing
const WORDS_PER_MINUTE = 200;

const DEFAULT_DRAFT = `# Paper Lantern

A tiny static site generator for people who would rather **write** than configure. Point it at a folder of Markdown files and it builds a fast, accessible website.

## Features

- Zero configuration: sensible defaults for feeds, sitemaps and dark mode
- Semantic HTML with _no client-side JavaScript_
- Live reload while you edit, in under 50 ms

## Quick start

\`\`\`sh
npm install --global paper-lantern
lantern new my-site
lantern serve
\`\`\`

> Tip: every page can set its own \`title\` and \`description\` in its front matter.

## Roadmap

| Version | Focus          | Status  |
| ------- | -------------- | ------- |
| 1.2     | Image resizing | Shipped |
| 1.3     | Search index   | Beta    |
| 2.0     | Plugin API     | Planned |

Read the [contributing guide](https://paperlantern.dev/contributing) before opening a pull request.
`;

/** Parse, then sanitise: the only HTML that reaches the DOM has been through DOMPurify. */
function renderMarkdown(markdown) {
  return DOMPurify.sanitize(marked.parse(markdown, { gfm: true }));
}

/** Words are runs of letters or digits, so "#", "-" and "|" are not counted. */
function countWords(text) {
  return text.match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu)?.length ?? 0;
}

function loadDraft() {
  try {
    return localStorage.getItem(STORAGE_KEY) ?? DEFAULT_DRAFT;
  } catch {
    return DEFAULT_DRAFT; // storage blocked: start from the sample
  }
}

function saveDraft(text) {
  try {
    localStorage.setItem(STORAGE_KEY, text);
    return true;
  } catch {
    return false;
  }
}

/** @param {string} query @returns {boolean} */
function useMediaQuery(query) {
  const subscribe = useCallback(
    (onChange) => {
      const mql = window.matchMedia(query);
      mql.addEventListener("change", onChange);
      return () => mql.removeEventListener("change", onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/**
 * Saves `text` at most once per SAVE_INTERVAL_MS while it keeps changing,
 * and once more when the page is hidden, so closing the tab loses nothing.
 * @returns {"saved" | "saving" | "failed"}
 */
function useThrottledDraftSave(text) {
  const [status, setStatus] = useState(/** @type {"saved" | "saving" | "failed"} */ ("saved"));
  const lastSaved = useRef({ at: 0, text });
  const latest = useRef(text);
  latest.current = text;

  useEffect(() => {
    if (text === lastSaved.current.text) return;
    setStatus("saving");
    const wait = Math.max(0, lastSaved.current.at + SAVE_INTERVAL_MS - Date.now());
    const timer = setTimeout(() => {
      const ok = saveDraft(text);
      lastSaved.current = { at: Date.now(), text };
      setStatus(ok ? "saved" : "failed");
    }, wait);
    return () => clearTimeout(timer);
  }, [text]);

  useEffect(() => {
    const flush = () => {
      if (latest.current !== lastSaved.current.text) saveDraft(latest.current);
    };
    window.addEventListener("pagehide", flush);
    return () => window.removeEventListener("pagehide", flush);
  }, []);

  return status;
}

/** @typedef {"bold" | "italic" | "link" | "code"} Format */

/** @type {Record<Format, { label: string, key: string, placeholder: string }>} */
const FORMATS = {
  bold: { label: "Bold", key: "b", placeholder: "bold text" },
  italic: { label: "Italic", key: "i", placeholder: "italic text" },
  link: { label: "Link", key: "k", placeholder: "link text" },
  code: { label: "Code", key: "", placeholder: "code" },
};

/** The Markdown that goes before and after the selection for each format. */
function markersFor(/** @type {Format} */ format, /** @type {string} */ selected) {
  switch (format) {
    case "bold":
      return ["**", "**"];
    case "italic":
      return ["_", "_"];
    case "link":
      return ["[", "](https://)"];
    case "code":
      return selected.includes("\n") ? ["```\n", "\n```"] : ["`", "`"];
  }
}

/**
 * Wraps (or, if already wrapped, unwraps) the selection of `value`.
 * @returns {{ value: string, start: number, end: number }} the new text and the range to select
 */
function applyFormat(value, start, end, /** @type {Format} */ format) {
  const selected = value.slice(start, end) || FORMATS[format].placeholder;
  const [before, after] = markersFor(format, selected);
  const wrapped =
    value.slice(start - before.length, start) === before && value.slice(end, end + after.length) === after;
  if (wrapped && start !== end) {
    return {
      value: value.slice(0, start - before.length) + selected + value.slice(end + after.length),
      start: start - before.length,
      end: end - before.length,
    };
  }
  return {
    value: value.slice(0, start) + before + selected + after + value.slice(end),
    start: start + before.length,
    end: start + before.length + selected.length,
  };
}

const ICONS = {
  bold: "M7 5h6a3.5 3.5 0 0 1 0 7H7zm0 7h7a3.5 3.5 0 0 1 0 7H7z",
  italic: "M10 5h8M6 19h8M14 5l-4 14",
  link: "M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1",
  code: "M9 8l-4 4 4 4M15 8l4 4-4 4",
};

function ToolIcon({ name }) {
  return h(
    "svg",
    {
      width: 20,
      height: 20,
      viewBox: "0 0 24 24",
      fill: "none",
      stroke: "currentColor",
      strokeWidth: name === "bold" ? 2.4 : 2,
      strokeLinecap: "round",
      strokeLinejoin: "round",
      "aria-hidden": "true",
      focusable: "false",
    },
    h("path", { d: ICONS[name] }),
  );
}

/** A toolbar with one tab stop; Left/Right/Home/End move between buttons (APG toolbar). */
function Toolbar({ onFormat, modifier }) {
  const [focusIndex, setFocusIndex] = useState(0);
  const refs = useRef([]);
  const names = /** @type {Format[]} */ (Object.keys(FORMATS));

  function onKeyDown(event) {
    const last = names.length - 1;
    const next = {
      ArrowRight: focusIndex === last ? 0 : focusIndex + 1,
      ArrowLeft: focusIndex === 0 ? last : focusIndex - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    setFocusIndex(next);
    refs.current[next]?.focus();
  }

  return h(
    "div",
    { role: "toolbar", "aria-label": "Formatting", className: "toolbar", onKeyDown },
    names.map((name, index) => {
      const { label, key } = FORMATS[name];
      return h(
        "button",
        {
          key: name,
          ref: (el) => (refs.current[index] = el),
          type: "button",
          className: "toolbar__button",
          tabIndex: index === focusIndex ? 0 : -1,
          title: key ? `${label} (${modifier}+${key.toUpperCase()})` : label,
          "aria-keyshortcuts": key ? `Control+${key.toUpperCase()} Meta+${key.toUpperCase()}` : undefined,
          onFocus: () => setFocusIndex(index),
          onClick: () => onFormat(name),
        },
        h(ToolIcon, { name }),
        h("span", { className: "toolbar__label" }, label),
      );
    }),
  );
}

/** Re-renders only when the sanitised HTML changes. */
const Preview = memo(function Preview({ html, stale }) {
  return h("div", {
    className: `markdown${stale ? " markdown--stale" : ""}`,
    // Safe: `html` comes from renderMarkdown(), which sanitises with DOMPurify.
    dangerouslySetInnerHTML: { __html: html },
  });
});

function App() {
  const [text, setText] = useState(loadDraft);
  const [tab, setTab] = useState(/** @type {"write" | "preview"} */ ("write"));
  const narrow = useMediaQuery("(max-width: 799.98px)");
  const editorRef = useRef(/** @type {HTMLTextAreaElement | null} */ (null));
  const pendingSelection = useRef(/** @type {[number, number] | null} */ (null));
  const id = useId();
  const modifier = /Mac|iPhone|iPad/.test(navigator.platform) ? "Cmd" : "Ctrl";

  // Typing updates `text` at once; the expensive parse follows `deferredText`,
  // so React can drop stale renders of a long document and keep keys snappy.
  const deferredText = useDeferredValue(text);
  const html = useMemo(() => renderMarkdown(deferredText), [deferredText]);
  const words = useMemo(() => countWords(deferredText), [deferredText]);
  const minutes = Math.ceil(words / WORDS_PER_MINUTE);
  const saveStatus = useThrottledDraftSave(text);

  // After a toolbar change, put the caret back once React has written the value.
  useLayoutEffect(() => {
    const range = pendingSelection.current;
    const editor = editorRef.current;
    if (!range || !editor) return;
    pendingSelection.current = null;
    editor.focus();
    editor.setSelectionRange(range[0], range[1]);
  }, [text]);

  function format(/** @type {Format} */ name) {
    const editor = editorRef.current;
    if (!editor) return;
    if (narrow && tab !== "write") setTab("write");
    const result = applyFormat(editor.value, editor.selectionStart, editor.selectionEnd, name);
    pendingSelection.current = [result.start, result.end];
    setText(result.value);
  }

  function onEditorKeyDown(event) {
    if (!(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return;
    const name = /** @type {Format | undefined} */ (
      Object.keys(FORMATS).find((f) => FORMATS[f].key && FORMATS[f].key === event.key.toLowerCase())
    );
    if (!name) return;
    event.preventDefault(); // Ctrl+B/I/K would otherwise reach the browser
    format(name);
  }

  function onTabKeyDown(event) {
    if (["ArrowLeft", "ArrowRight", "Home", "End"].includes(event.key)) {
      event.preventDefault();
      const next =
        event.key === "Home" ? "write" : event.key === "End" ? "preview" : tab === "write" ? "preview" : "write";
      setTab(next);
      document.getElementById(`${id}-tab-${next}`)?.focus();
    }
  }

  const writeHidden = narrow && tab !== "write";
  const previewHidden = narrow && tab !== "preview";
  const tabProps = (name) => ({
    id: `${id}-tab-${name}`,
    role: "tab",
    type: "button",
    className: "tab",
    "aria-selected": tab === name,
    "aria-controls": `${id}-pane-${name}`,
    tabIndex: tab === name ? 0 : -1,
    onClick: () => setTab(name),
    onKeyDown: onTabKeyDown,
  });
  // Below 800px the panes are tab panels; above, plain labelled sections.
  const paneProps = (name) =>
    narrow
      ? {
          id: `${id}-pane-${name}`,
          role: "tabpanel",
          "aria-labelledby": `${id}-tab-${name}`,
          hidden: name === "write" ? writeHidden : previewHidden,
        }
      : { id: `${id}-pane-${name}` };

  return h(
    "div",
    { className: "app" },
    h(
      "header",
      { className: "app__header" },
      h(
        "div",
        { className: "brand" },
        h("span", { className: "brand__mark", "aria-hidden": "true" }, "M↓"),
        h(
          "div",
          null,
          h("h1", { className: "brand__title" }, "Inkpad"),
          h("p", { className: "brand__tagline" }, "Markdown editor with live preview"),
        ),
      ),
      h(
        "div",
        { className: "app__controls" },
        h(Toolbar, { onFormat: format, modifier }),
        narrow &&
          h(
            "div",
            { role: "tablist", "aria-label": "View", className: "tabs" },
            h("button", tabProps("write"), "Write"),
            h("button", tabProps("preview"), "Preview"),
          ),
      ),
    ),
    h(
      "main",
      { className: "panes" },
      h(
        "section",
        { ...paneProps("write"), className: "pane pane--write" },
        h("label", { htmlFor: `${id}-editor`, className: "pane__title" }, "Markdown"),
        h("textarea", {
          id: `${id}-editor`,
          ref: editorRef,
          className: "editor",
          value: text,
          onChange: (event) => setText(event.target.value),
          onKeyDown: onEditorKeyDown,
          spellCheck: true,
          "aria-describedby": `${id}-stats`,
        }),
      ),
      h(
        "section",
        {
          ...paneProps("preview"),
          className: "pane pane--preview",
          // A named region (or, below 800px, the tab panel named by its tab).
          ...(narrow ? {} : { "aria-labelledby": `${id}-preview-title` }),
          // The pane scrolls, so keyboard users must be able to focus it.
          tabIndex: 0,
        },
        h("div", { id: `${id}-preview-title`, className: "pane__title" }, "Preview"),
        h(Preview, { html, stale: text !== deferredText }),
      ),
    ),
    h(
      "footer",
      { className: "statusbar" },
      h(
        "p",
        { id: `${id}-stats` },
        h("span", null, `${words.toLocaleString("en")} ${words === 1 ? "word" : "words"}`),
        h("span", { "aria-hidden": "true" }, " · "),
        h("span", null, `${minutes} min read`),
      ),
      h(
        "p",
        { className: `save save--${saveStatus}` },
        { saved: "Draft saved", saving: "Saving…", failed: "Draft could not be saved" }[saveStatus],
      ),
    ),
  );
}

createRoot(document.getElementById("root")).render(h(React.StrictMode, null, h(App)));
