// Tasklane: a small project management app that hosts the command palette.
// The brief asks for TypeScript; this reference is plain JavaScript with JSDoc
// type annotations so it runs without a build step.
import React, { useEffect, useRef, useState } from "/vendor/react.js";
import { createRoot } from "/vendor/react.js";
import { CommandProvider, useRegisterCommands } from "./commands.js";
import { CommandPalette } from "./command-palette.js";
import { Icon } from "./icons.js";

const h = React.createElement;

/** @typedef {"dashboard" | "projects" | "inbox" | "reports" | "settings"} Page */
/** @type {Array<{ id: Page, label: string, icon: string, key: string }>} */
const PAGES = [
  { id: "dashboard", label: "Dashboard", icon: "dashboard", key: "D" },
  { id: "projects", label: "Projects", icon: "folder", key: "P" },
  { id: "inbox", label: "Inbox", icon: "inbox", key: "I" },
  { id: "reports", label: "Reports", icon: "chart", key: "R" },
  { id: "settings", label: "Settings", icon: "settings", key: "S" },
];

const IS_MAC = /Mac|iPhone|iPad/.test(navigator.platform);
const MOD_LABEL = IS_MAC ? "⌘" : "Ctrl";

const INITIAL_PROJECTS = [
  { id: "p1", name: "Website relaunch", owner: "Priya Raman", due: "2026-03-14", progress: 68 },
  { id: "p2", name: "Mobile app 2.0", owner: "Jonas Weber", due: "2026-04-30", progress: 35 },
  { id: "p3", name: "Onboarding emails", owner: "Amara Okafor", due: "2026-02-27", progress: 90 },
  { id: "p4", name: "Customer portal", owner: "Lucas Moreau", due: "2026-06-12", progress: 12 },
];

const INITIAL_MESSAGES = [
  { id: "m1", from: "Jonas Weber", subject: "Design review moved to Thursday", unread: true },
  { id: "m2", from: "Amara Okafor", subject: "Welcome email copy is ready for sign-off", unread: true },
  { id: "m3", from: "Lucas Moreau", subject: "Portal login flow: two questions", unread: true },
  { id: "m4", from: "Tasklane", subject: "Your weekly summary: 23 tasks completed", unread: false },
];

const DATE_FORMAT = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "short",
  year: "numeric",
  timeZone: "UTC",
});
const formatDate = (iso) => DATE_FORMAT.format(new Date(`${iso}T00:00:00Z`));

/** The page comes from the URL hash, so links and Back work as usual. */
function pageFromHash() {
  const id = location.hash.slice(1);
  return PAGES.some((p) => p.id === id) ? /** @type {Page} */ (id) : "dashboard";
}

function usePage() {
  const [page, setPage] = useState(pageFromHash);
  useEffect(() => {
    const onHashChange = () => setPage(pageFromHash());
    window.addEventListener("hashchange", onHashChange);
    return () => window.removeEventListener("hashchange", onHashChange);
  }, []);
  const navigate = (/** @type {Page} */ id) => {
    if (location.hash !== `#${id}`) location.hash = id;
  };
  return [page, navigate];
}

/**
 * Two-key sequences such as "G then P" for the shortcuts shown in the palette.
 * Ignored while typing in a field or while a dialog is open.
 * @param {Record<string, () => void>} sequences e.g. { "g p": goToProjects }
 */
function useKeySequences(sequences) {
  const latest = useRef(sequences);
  latest.current = sequences;
  useEffect(() => {
    let pending = "";
    let timer = 0;
    function onKeyDown(/** @type {KeyboardEvent} */ event) {
      const target = /** @type {HTMLElement} */ (event.target);
      if (event.ctrlKey || event.metaKey || event.altKey || event.isComposing) return;
      if (target.closest("input, textarea, select, [contenteditable], dialog[open]")) return;
      const key = event.key.toLowerCase();
      const combo = pending ? `${pending} ${key}` : key;
      clearTimeout(timer);
      if (latest.current[combo]) {
        pending = "";
        latest.current[combo]();
      } else if (Object.keys(latest.current).some((c) => c.startsWith(`${key} `))) {
        pending = key;
        timer = window.setTimeout(() => (pending = ""), 1000);
      } else {
        pending = "";
      }
    }
    window.addEventListener("keydown", onKeyDown);
    return () => {
      window.removeEventListener("keydown", onKeyDown);
      clearTimeout(timer);
    };
  }, []);
}

function App() {
  const [page, navigate] = usePage();
  const [paletteOpen, setPaletteOpen] = useState(false);
  const [theme, setTheme] = useState(/** @type {"light" | "dark"} */ ("light"));
  const [compact, setCompact] = useState(false);
  const [sidebar, setSidebar] = useState(true);
  const [notifications, setNotifications] = useState(true);
  const [projects, setProjects] = useState(INITIAL_PROJECTS);
  const [messages, setMessages] = useState(INITIAL_MESSAGES);
  const [tasksCreated, setTasksCreated] = useState(0);
  const [status, setStatus] = useState("");

  useEffect(() => {
    document.documentElement.dataset.theme = theme;
  }, [theme]);

  // The status message fades out after a while; the live region stays.
  useEffect(() => {
    if (!status) return;
    const timer = setTimeout(() => setStatus(""), 5000);
    return () => clearTimeout(timer);
  }, [status]);

  function newProject() {
    const name = `Untitled project ${projects.length - INITIAL_PROJECTS.length + 1}`;
    setProjects((list) => [
      ...list,
      { id: `p${Date.now()}`, name, owner: "Priya Raman", due: "2026-07-31", progress: 0 },
    ]);
    navigate("projects");
    setStatus(`Created project “${name}”.`);
  }

  const go = (/** @type {Page} */ id) => () => navigate(id);

  useRegisterCommands([
    ...PAGES.map((p) => ({
      id: `go-${p.id}`,
      label: `Go to ${p.label}`,
      group: /** @type {const} */ ("Navigation"),
      icon: p.icon,
      shortcut: ["G", p.key],
      run: go(p.id),
    })),
    {
      id: "new-project",
      label: "New project",
      group: "Create",
      icon: "plus",
      shortcut: ["C", "P"],
      keywords: ["add", "create"],
      run: newProject,
    },
    {
      id: "new-task",
      label: "New task",
      group: "Create",
      icon: "task",
      shortcut: ["C", "T"],
      keywords: ["add", "todo"],
      run: () => {
        setTasksCreated((n) => n + 1);
        setStatus("Created a task in your inbox list.");
      },
    },
    {
      id: "new-doc",
      label: "New document",
      group: "Create",
      icon: "doc",
      keywords: ["page", "write"],
      run: () => setStatus("Created document “Untitled document”."),
    },
    {
      id: "invite",
      label: "Invite teammate",
      group: "Create",
      icon: "userPlus",
      keywords: ["member", "people"],
      run: () => setStatus("Invitation link copied for your workspace."),
    },
    {
      id: "theme",
      label: theme === "light" ? "Switch to dark theme" : "Switch to light theme",
      group: "Settings",
      icon: theme === "light" ? "moon" : "sun",
      keywords: ["dark", "light", "theme", "appearance", "mode"],
      run: () => {
        const next = theme === "light" ? "dark" : "light";
        setTheme(next);
        setStatus(`Switched to the ${next} theme.`);
      },
    },
    {
      id: "density",
      label: compact ? "Use comfortable density" : "Use compact density",
      group: "Settings",
      icon: "rows",
      keywords: ["spacing", "compact", "dense"],
      run: () => {
        setCompact(!compact);
        setStatus(compact ? "Comfortable density on." : "Compact density on.");
      },
    },
    {
      id: "sidebar",
      label: sidebar ? "Hide sidebar" : "Show sidebar",
      group: "Settings",
      icon: "sidebar",
      keywords: ["navigation", "panel"],
      run: () => {
        setSidebar(!sidebar);
        setStatus(sidebar ? "Sidebar hidden." : "Sidebar shown.");
      },
    },
    {
      id: "notifications",
      label: notifications ? "Pause notifications" : "Resume notifications",
      group: "Settings",
      icon: "bell",
      keywords: ["mute", "alerts", "do not disturb"],
      run: () => {
        setNotifications(!notifications);
        setStatus(notifications ? "Notifications paused." : "Notifications resumed.");
      },
    },
  ]);

  useKeySequences({
    ...Object.fromEntries(PAGES.map((p) => [`g ${p.key.toLowerCase()}`, go(p.id)])),
    "c p": newProject,
    "c t": () => {
      setTasksCreated((n) => n + 1);
      setStatus("Created a task in your inbox list.");
    },
  });

  const unread = messages.filter((m) => m.unread).length;
  const pageProps = { projects, setProjects, messages, setMessages, setStatus, tasksCreated };
  const settings = { theme, setTheme, compact, setCompact, sidebar, setSidebar, notifications, setNotifications };

  return h(
    "div",
    { className: `app${compact ? " app--compact" : ""}${sidebar ? "" : " app--no-sidebar"}` },
    h("a", { className: "skip-link", href: "#main" }, "Skip to content"),
    h(
      "header",
      { className: "topbar" },
      h(
        "a",
        { className: "brand", href: "#dashboard" },
        h("span", { className: "brand__mark", "aria-hidden": "true" }, "T"),
        "Tasklane",
      ),
      h(
        "button",
        {
          type: "button",
          className: "search-trigger",
          "aria-keyshortcuts": "Control+K Meta+K",
          "aria-haspopup": "dialog",
          onClick: () => setPaletteOpen(true),
        },
        h(Icon, { name: "search" }),
        h("span", { className: "search-trigger__text" }, "Search or run a command"),
        h(
          "span",
          { className: "search-trigger__keys", "aria-hidden": "true" },
          h("kbd", { className: "keycap" }, MOD_LABEL),
          h("kbd", { className: "keycap" }, "K"),
        ),
      ),
      h("span", { className: "avatar", role: "img", "aria-label": "Priya Raman" }, "PR"),
    ),
    h(
      "nav",
      { className: "sidebar", "aria-label": "Main" },
      h(
        "ul",
        null,
        PAGES.map((p) =>
          h(
            "li",
            { key: p.id },
            h(
              "a",
              { href: `#${p.id}`, className: "nav-link", "aria-current": page === p.id ? "page" : undefined },
              h(Icon, { name: p.icon }),
              h("span", null, p.label),
              p.id === "inbox" &&
                unread > 0 &&
                h(
                  "span",
                  { className: "nav-link__badge" },
                  h("span", { className: "visually-hidden" }, ", unread: "),
                  unread,
                ),
            ),
          ),
        ),
      ),
    ),
    h(
      "main",
      { id: "main", className: "content" },
      page === "dashboard" && h(Dashboard, pageProps),
      page === "projects" && h(Projects, pageProps),
      page === "inbox" && h(Inbox, pageProps),
      page === "reports" && h(Reports),
      page === "settings" && h(Settings, settings),
    ),
    h("div", { className: `toast${status ? " toast--visible" : ""}`, role: "status" }, status),
    h(CommandPalette, { open: paletteOpen, onOpenChange: setPaletteOpen }),
  );
}

function PageHeading({ title, children }) {
  return h(
    "div",
    { className: "page-heading" },
    h("h1", { tabIndex: -1 }, title),
    children && h("p", { className: "muted" }, children),
  );
}

function Dashboard({ projects, messages, tasksCreated }) {
  const unread = messages.filter((m) => m.unread).length;
  const stats = [
    { label: "Open tasks", value: 18 + tasksCreated },
    { label: "Due this week", value: 6 },
    { label: "Active projects", value: projects.length },
    { label: "Unread messages", value: unread },
  ];
  return h(
    React.Fragment,
    null,
    h(
      PageHeading,
      { title: "Dashboard" },
      "Welcome back, Priya. Press ",
      h("kbd", { className: "keycap" }, MOD_LABEL),
      " ",
      h("kbd", { className: "keycap" }, "K"),
      " to jump anywhere or run any action.",
    ),
    h(
      "ul",
      { className: "stats" },
      stats.map((s) =>
        h(
          "li",
          { key: s.label, className: "card stat" },
          h("span", { className: "stat__value" }, s.value),
          h("span", { className: "stat__label" }, s.label),
        ),
      ),
    ),
    h(
      "section",
      { className: "card", "aria-labelledby": "activity-heading" },
      h("h2", { id: "activity-heading" }, "Recent activity"),
      h(
        "ul",
        { className: "activity" },
        [
          ["Amara Okafor", "completed", "Write day-3 nudge email", "Onboarding emails"],
          ["Jonas Weber", "commented on", "Tab bar icons", "Mobile app 2.0"],
          ["Priya Raman", "moved", "Pricing page copy to Review", "Website relaunch"],
          ["Lucas Moreau", "created", "SSO login spike", "Customer portal"],
        ].map(([who, verb, what, where]) =>
          h(
            "li",
            { key: what },
            h(
              "span",
              { className: "avatar avatar--small", "aria-hidden": "true" },
              who
                .split(" ")
                .map((w) => w[0])
                .join(""),
            ),
            h(
              "p",
              null,
              h("strong", null, who),
              ` ${verb} `,
              h("strong", null, what),
              h("span", { className: "muted" }, ` in ${where}`),
            ),
          ),
        ),
      ),
    ),
  );
}

function Projects({ projects, setProjects, setStatus }) {
  const [sort, setSort] = useState(/** @type {"name" | "due"} */ ("due"));
  const sorted = [...projects].sort((a, b) =>
    sort === "name" ? a.name.localeCompare(b.name) : a.due.localeCompare(b.due),
  );

  // Context-specific commands: available only while this page is mounted.
  useRegisterCommands([
    ...projects.map((p) => ({
      id: `open-${p.id}`,
      label: `Open ${p.name}`,
      group: /** @type {const} */ ("Navigation"),
      icon: "folder",
      keywords: ["project"],
      run: () => {
        document.getElementById(`project-${p.id}`)?.scrollIntoView({ block: "center" });
        setStatus(`Opened ${p.name}.`);
      },
    })),
    {
      id: "sort-projects",
      label: sort === "due" ? "Sort projects by name" : "Sort projects by due date",
      group: "Settings",
      icon: "sort",
      keywords: ["order"],
      run: () => {
        setSort(sort === "due" ? "name" : "due");
        setStatus(sort === "due" ? "Projects sorted by name." : "Projects sorted by due date.");
      },
    },
    {
      id: "archive-done",
      label: "Archive finished projects",
      group: "Settings",
      icon: "archive",
      keywords: ["complete", "done", "clean up"],
      run: () => {
        setProjects((list) => list.filter((p) => p.progress < 100));
        setStatus("Finished projects archived.");
      },
    },
  ]);

  return h(
    React.Fragment,
    null,
    h(
      PageHeading,
      { title: "Projects" },
      `${projects.length} active projects, sorted by ${sort === "due" ? "due date" : "name"}.`,
    ),
    h(
      "ul",
      { className: "project-list" },
      sorted.map((p) =>
        h(
          "li",
          { key: p.id, id: `project-${p.id}`, className: "card project" },
          h("h2", { className: "project__name" }, p.name),
          h("p", { className: "muted" }, `${p.owner} · due ${formatDate(p.due)}`),
          h("div", { className: "progress", "aria-hidden": "true" }, h("span", { style: { width: `${p.progress}%` } })),
          h("p", { className: "project__progress" }, `${p.progress}% complete`),
        ),
      ),
    ),
  );
}

function Inbox({ messages, setMessages, setStatus }) {
  const unread = messages.filter((m) => m.unread).length;
  useRegisterCommands([
    {
      id: "inbox-read-all",
      label: "Mark all messages as read",
      group: "Settings",
      icon: "mailOpen",
      keywords: ["inbox", "clear"],
      run: () => {
        setMessages((list) => list.map((m) => ({ ...m, unread: false })));
        setStatus("All messages marked as read.");
      },
    },
  ]);
  return h(
    React.Fragment,
    null,
    h(PageHeading, { title: "Inbox" }, unread ? `${unread} unread messages.` : "You are all caught up."),
    h(
      "ul",
      { className: "card message-list" },
      messages.map((m) =>
        h(
          "li",
          { key: m.id, className: `message${m.unread ? " message--unread" : ""}` },
          h(
            "span",
            { className: "avatar avatar--small", "aria-hidden": "true" },
            m.from
              .split(" ")
              .map((w) => w[0])
              .join(""),
          ),
          h(
            "div",
            null,
            h(
              "p",
              { className: "message__from" },
              m.from,
              m.unread && h("span", { className: "visually-hidden" }, " (unread)"),
            ),
            h("p", { className: "muted" }, m.subject),
          ),
        ),
      ),
    ),
  );
}

function Reports() {
  const weeks = [
    ["Week 5", 14],
    ["Week 6", 19],
    ["Week 7", 23],
    ["Week 8", 17],
    ["Week 9", 26],
  ];
  return h(
    React.Fragment,
    null,
    h(PageHeading, { title: "Reports" }, "Tasks completed per week across all projects."),
    h(
      "section",
      { className: "card", "aria-labelledby": "velocity-heading" },
      h("h2", { id: "velocity-heading" }, "Velocity"),
      h(
        "ul",
        { className: "bars" },
        weeks.map(([week, n]) =>
          h(
            "li",
            { key: week },
            h("span", { className: "bars__label" }, week),
            h(
              "span",
              { className: "bars__track", "aria-hidden": "true" },
              h("span", { style: { width: `${(n / 26) * 100}%` } }),
            ),
            h("span", { className: "bars__value" }, `${n} tasks`),
          ),
        ),
      ),
    ),
  );
}

function Settings({ theme, setTheme, compact, setCompact, sidebar, setSidebar, notifications, setNotifications }) {
  const toggles = [
    ["Dark theme", theme === "dark", (on) => setTheme(on ? "dark" : "light")],
    ["Compact density", compact, setCompact],
    ["Show sidebar", sidebar, setSidebar],
    ["Notifications", notifications, setNotifications],
  ];
  return h(
    React.Fragment,
    null,
    h(PageHeading, { title: "Settings" }, "Every setting here can also be changed from the command palette."),
    h(
      "fieldset",
      { className: "card settings" },
      h("legend", null, "Workspace preferences"),
      toggles.map(([label, checked, set]) =>
        h(
          "label",
          { key: label, className: "toggle" },
          h("input", { type: "checkbox", checked, onChange: (e) => set(e.target.checked) }),
          h("span", null, label),
        ),
      ),
    ),
  );
}

createRoot(document.getElementById("root")).render(h(React.StrictMode, null, h(CommandProvider, null, h(App))));
