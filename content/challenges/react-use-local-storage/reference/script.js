// Demo: reader settings (theme, font size, pinned articles) stored with
// useLocalStorage. Open the page in two tabs to watch changes sync.
// The brief asks for TypeScript; this reference is plain JavaScript with JSDoc
// type annotations so it runs without a build step.
import React, { createRoot, useId, useSyncExternalStore } from "/vendor/react.js";
import { refreshKey, useLocalStorage } from "./use-local-storage.js";

const h = React.createElement;

const THEMES = [
  ["light", "Light"],
  ["sepia", "Sepia"],
  ["dark", "Dark"],
];
const ARTICLES = [
  { id: "sourdough", title: "A beginner's guide to sourdough starters" },
  { id: "ferments", title: "Quick pickles and weekday ferments" },
  { id: "knife-skills", title: "Five knife skills worth practising" },
  { id: "stock", title: "Why homemade stock is worth the hour" },
];
const FONT_MIN = 14;
const FONT_MAX = 22;

// Validators are module-level, so the hook's options stay stable between renders.
const isTheme = (/** @type {unknown} */ v) => THEMES.some(([id]) => id === v);
const isFontSize = (/** @type {unknown} */ v) => Number.isInteger(v) && v >= FONT_MIN && v <= FONT_MAX;
const isPinnedList = (/** @type {unknown} */ v) =>
  Array.isArray(v) && v.every((id) => ARTICLES.some((a) => a.id === id));

// ---------- Storage-failure demo ----------
// A switch that makes localStorage.setItem throw, as a full quota would.
const realSetItem = Storage.prototype.setItem;
const failureListeners = new Set();
let failing = false;
function setStorageFailing(/** @type {boolean} */ on) {
  failing = on;
  Storage.prototype.setItem = on
    ? function () {
        throw new DOMException("The quota has been exceeded (simulated).", "QuotaExceededError");
      }
    : realSetItem;
  failureListeners.forEach((l) => l());
}
function useStorageFailing() {
  return useSyncExternalStore(
    (l) => (failureListeners.add(l), () => failureListeners.delete(l)),
    () => failing,
  );
}

// One onError for every setting: show what went wrong, keep the change in memory.
const errorListeners = new Set();
let lastError = "";
function reportError(/** @type {unknown} */ error) {
  lastError = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  errorListeners.forEach((l) => l());
}
function useLastError() {
  return useSyncExternalStore(
    (l) => (errorListeners.add(l), () => errorListeners.delete(l)),
    () => lastError,
  );
}

const themeOptions = { validate: isTheme, onError: reportError };
const fontOptions = { validate: isFontSize, onError: reportError };
const pinnedOptions = { validate: isPinnedList, onError: reportError };

// ---------- Settings ----------

function ThemeSetting() {
  const [theme, setTheme, resetTheme] = useLocalStorage("theme", "light", themeOptions);
  return h(
    "fieldset",
    { className: "setting" },
    h("legend", { className: "setting__label" }, "Theme"),
    h(
      "div",
      { className: "setting__control" },
      h(
        "div",
        { className: "segmented" },
        THEMES.map(([id, label]) =>
          h(
            "label",
            { key: id, className: "segmented__option" },
            h("input", {
              type: "radio",
              name: "theme",
              value: id,
              checked: theme === id,
              onChange: () => setTheme(id),
            }),
            h("span", null, label),
          ),
        ),
      ),
      h(
        "button",
        { type: "button", className: "text-button", onClick: resetTheme },
        "Reset",
        h("span", { className: "visually-hidden" }, " theme"),
      ),
    ),
  );
}

function FontSizeSetting() {
  const [fontSize, setFontSize, resetFontSize] = useLocalStorage("fontSize", 16, fontOptions);
  const id = useId();
  return h(
    "div",
    { className: "setting" },
    h("label", { htmlFor: id, className: "setting__label" }, "Font size"),
    h(
      "div",
      { className: "setting__control" },
      h("input", {
        id,
        type: "range",
        min: FONT_MIN,
        max: FONT_MAX,
        step: 1,
        value: fontSize,
        "aria-valuetext": `${fontSize} pixels`,
        onChange: (e) => setFontSize(Number(e.target.value)),
      }),
      h("output", { htmlFor: id, className: "range-value" }, `${fontSize}px`),
      h(
        "button",
        { type: "button", className: "text-button", onClick: resetFontSize },
        "Reset",
        h("span", { className: "visually-hidden" }, " font size"),
      ),
    ),
  );
}

function PinnedSetting() {
  const [pinned, setPinned, resetPinned] = useLocalStorage("pinned", /** @type {string[]} */ ([]), pinnedOptions);
  const toggle = (/** @type {string} */ articleId) =>
    setPinned((list) => (list.includes(articleId) ? list.filter((x) => x !== articleId) : [...list, articleId]));
  return h(
    "fieldset",
    { className: "setting" },
    h("legend", { className: "setting__label" }, "Pinned articles"),
    h(
      "div",
      { className: "setting__control setting__control--stack" },
      h(
        "ul",
        { className: "articles" },
        ARTICLES.map((article) =>
          h(
            "li",
            { key: article.id, className: "article" },
            h("span", null, article.title),
            h(
              "button",
              {
                type: "button",
                className: "pin",
                "aria-pressed": pinned.includes(article.id),
                onClick: () => toggle(article.id),
              },
              pinned.includes(article.id) ? "Pinned" : "Pin",
              h("span", { className: "visually-hidden" }, `: ${article.title}`),
            ),
          ),
        ),
      ),
      h("button", { type: "button", className: "text-button", onClick: resetPinned }, "Unpin all"),
    ),
  );
}

/** A second component on the "pinned" key: it follows the list above without props. */
function PinnedCount() {
  const [pinned] = useLocalStorage("pinned", /** @type {string[]} */ ([]), pinnedOptions);
  return h("span", { className: "count-pill" }, `${pinned.length} pinned`);
}

/** The sample paragraph reads the same keys as the settings: theme and fontSize. */
function Preview() {
  const [theme] = useLocalStorage("theme", "light", themeOptions);
  const [fontSize] = useLocalStorage("fontSize", 16, fontOptions);
  return h(
    "figure",
    { className: `preview preview--${theme}` },
    h("figcaption", { className: "preview__caption" }, "Preview"),
    h(
      "p",
      { className: "preview__text", style: { fontSize: `${fontSize}px` } },
      "Feed your starter equal weights of flour and water every day. After about a week it should double within six hours of a feed: that is when it is ready to bake with.",
    ),
  );
}

/** The raw strings in localStorage, which may differ from memory when writes fail. */
function StoredValues() {
  // Subscribing to the three keys re-renders this panel whenever one changes.
  useLocalStorage("theme", "light", themeOptions);
  useLocalStorage("fontSize", 16, fontOptions);
  useLocalStorage("pinned", /** @type {string[]} */ ([]), pinnedOptions);
  const read = (/** @type {string} */ key) => {
    try {
      return localStorage.getItem(key) ?? "(not set)";
    } catch {
      return "(storage unavailable)";
    }
  };
  const text = ["theme", "fontSize", "pinned"].map((key) => `${key.padEnd(9)}${read(key)}`).join("\n");
  return h("pre", { className: "code", "aria-label": "Stored values" }, h("code", null, text));
}

function Lab() {
  const storageFailing = useStorageFailing();
  const error = useLastError();
  return h(
    "section",
    { className: "lab", "aria-labelledby": "lab-title" },
    h("h2", { id: "lab-title", className: "lab__title" }, "Try to break it"),
    h(StoredValues),
    h(
      "div",
      { className: "lab__actions" },
      h(
        "button",
        {
          type: "button",
          className: "button",
          onClick: () => {
            localStorage.setItem("fontSize", "{not valid json");
            refreshKey("fontSize");
          },
        },
        "Store invalid JSON for fontSize",
      ),
      h(
        "label",
        { className: "check" },
        h("input", { type: "checkbox", checked: storageFailing, onChange: (e) => setStorageFailing(e.target.checked) }),
        "Make storage throw on write",
      ),
    ),
    h(
      "p",
      { className: `lab__error${error ? " lab__error--shown" : ""}`, role: "status" },
      error ? `Could not save, kept in memory for this visit. ${error}` : "",
    ),
  );
}

function App() {
  return h(
    "main",
    { className: "page" },
    h(
      "div",
      { className: "panel" },
      h("p", { className: "eyebrow" }, "useLocalStorage demo"),
      h("div", { className: "title-row" }, h("h1", { className: "title" }, "Reader settings"), h(PinnedCount)),
      h(
        "p",
        { className: "lead" },
        "Every setting is saved in this browser. Reload the page, or open it in a second tab and change something there.",
      ),
      h("div", { className: "settings" }, h(ThemeSetting), h(FontSizeSetting), h(PinnedSetting)),
      h(Preview),
      h(Lab),
    ),
  );
}

createRoot(document.getElementById("root")).render(h(React.StrictMode, null, h(App)));
