// A contact list of 50,000 people on <VirtualList>: a listbox with
// aria-activedescendant, keyboard navigation and a filter.
// The brief asks for TypeScript; this reference is plain JavaScript with JSDoc
// type annotations so it runs without a build step.
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
} from "/vendor/react.js";
import { VirtualList } from "./virtual-list.js";
import { generateContacts } from "./contacts.js";

const h = React.createElement;

/** @typedef {import("./contacts.js").Contact} Contact */

const CONTACTS = generateContacts(50_000);
const ROW_HEIGHT = 56;
const PAGE_ROWS = 8;
const AVATAR_COLOURS = ["#f59e0b", "#d97706", "#b45309"];
const numberFormat = new Intl.NumberFormat("en");

const getKey = (/** @type {Contact} */ contact) => String(contact.id);
const optionId = (/** @type {Contact} */ contact) => `contact-${contact.id}`;

const ContactRow = memo(function ContactRow({ contact, position, total, active, onPick }) {
  const colour = AVATAR_COLOURS[contact.id % AVATAR_COLOURS.length];
  return h(
    "div",
    {
      id: optionId(contact),
      role: "option",
      "aria-selected": active,
      "aria-setsize": total,
      "aria-posinset": position,
      className: `contact${active ? " contact--active" : ""}`,
      onClick: () => onPick(position - 1),
    },
    h(
      "span",
      {
        className: "contact__avatar",
        style: { background: colour, color: colour === "#b45309" ? "#ffffff" : "#1c1917" },
        "aria-hidden": "true",
      },
      contact.first[0] + contact.last[0],
    ),
    h(
      "span",
      { className: "contact__text" },
      h("span", { className: "contact__name" }, contact.name),
      h("span", { className: "contact__email" }, contact.email),
      contact.note && h("span", { className: "contact__note" }, contact.note),
    ),
    h("span", { className: "contact__company" }, contact.company),
  );
});

function matches(/** @type {Contact} */ contact, /** @type {string} */ query) {
  return (
    contact.name.toLowerCase().includes(query) ||
    contact.email.includes(query) ||
    contact.company.toLowerCase().includes(query)
  );
}

function App() {
  const [query, setQuery] = useState("");
  const deferredQuery = useDeferredValue(query.trim().toLowerCase());
  const [active, setActive] = useState(-1);
  const [announcement, setAnnouncement] = useState("");
  const listRef = useRef(/** @type {import("./virtual-list.js").VirtualListHandle | null} */ (null));
  const searchId = useId();

  const filtered = useMemo(
    () => (deferredQuery ? CONTACTS.filter((c) => matches(c, deferredQuery)) : CONTACTS),
    [deferredQuery],
  );

  // A new filter starts at the top, with nothing active yet.
  useLayoutEffect(() => {
    setActive(-1);
    listRef.current?.scrollToTop();
  }, [filtered]);

  // Announce the number of matches once typing pauses.
  useEffect(() => {
    if (!deferredQuery) {
      setAnnouncement("");
      return;
    }
    const timer = setTimeout(() => {
      const n = filtered.length;
      setAnnouncement(
        n === 0 ? "No contacts match" : `${numberFormat.format(n)} ${n === 1 ? "contact matches" : "contacts match"}`,
      );
    }, 400);
    return () => clearTimeout(timer);
  }, [deferredQuery, filtered]);

  // Keep the active row in view.
  useLayoutEffect(() => {
    if (active >= 0) listRef.current?.scrollToIndex(active);
  }, [active]);

  function onKeyDown(/** @type {React.KeyboardEvent} */ event) {
    const last = filtered.length - 1;
    if (last < 0) return;
    const from = active < 0 ? -1 : active;
    const moves = {
      ArrowDown: from + 1,
      ArrowUp: from - 1,
      PageDown: from + PAGE_ROWS,
      PageUp: from - PAGE_ROWS,
      Home: 0,
      End: last,
    };
    if (!(event.key in moves)) return;
    event.preventDefault(); // the list scrolls itself to the active row
    setActive(Math.min(last, Math.max(0, moves[event.key])));
  }

  const onPick = useCallback((/** @type {number} */ index) => setActive(index), []);
  const total = filtered.length;
  const renderItem = useCallback(
    (/** @type {Contact} */ contact, /** @type {number} */ index) =>
      h(ContactRow, { contact, position: index + 1, total, active: index === active, onPick }),
    [total, active, onPick],
  );

  const activeContact = active >= 0 ? filtered[active] : undefined;

  return h(
    "main",
    { className: "page" },
    h(
      "header",
      { className: "header" },
      h("h1", { className: "title" }, "Contacts"),
      h("p", { className: "subtitle" }, "50,000 people, rendered a screenful at a time."),
    ),
    h(
      "div",
      { className: "search" },
      h("label", { htmlFor: searchId, className: "search__label" }, "Search contacts"),
      h("input", {
        id: searchId,
        type: "search",
        className: "search__input",
        placeholder: "Name, email or company",
        autoComplete: "off",
        value: query,
        onChange: (e) => setQuery(e.target.value),
      }),
    ),
    h(
      "p",
      { className: "count" },
      deferredQuery
        ? `${numberFormat.format(total)} of ${numberFormat.format(CONTACTS.length)} contacts`
        : `${numberFormat.format(total)} contacts`,
    ),
    h("p", { className: "visually-hidden", role: "status" }, announcement),
    h(
      "div",
      { className: "panel" },
      total === 0
        ? h("p", { className: "empty" }, "No contacts match your search.")
        : h(VirtualList, {
            ref: listRef,
            items: filtered,
            estimateHeight: ROW_HEIGHT,
            getKey,
            renderItem,
            overscan: 6,
            containerProps: {
              role: "listbox",
              "aria-label": "Contacts",
              tabIndex: 0,
              "aria-activedescendant": activeContact ? optionId(activeContact) : undefined,
              onKeyDown,
              onFocus: () => active < 0 && setActive(0),
            },
          }),
    ),
    h(
      "p",
      { className: "hint", "aria-hidden": "true" },
      "Arrow keys, Page Up, Page Down, Home and End move through the list.",
    ),
  );
}

createRoot(document.getElementById("root")).render(h(React.StrictMode, null, h(App)));
