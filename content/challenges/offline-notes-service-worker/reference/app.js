// Fieldnotes: an offline-first notes app.
// Notes live in IndexedDB; the service worker (sw.js) caches the app shell.

/* ---------- IndexedDB: a tiny promise wrapper ---------- */

const DB_NAME = 'fieldnotes';
const STORE = 'notes';

// Sample notes written into a brand-new database, with fixed dates so the
// first render is always the same.
const SAMPLE_NOTES = [
  { id: 'sample-lisbon', title: 'Packing list for Lisbon', body: 'Passport, EU plug adapter, light rain jacket, walking shoes for the hills in Alfama. Download offline maps before the flight.', updatedAt: Date.parse('2026-03-14T09:12:00Z') },
  { id: 'sample-offsite', title: 'Team offsite ideas', body: 'Morning: retro on the notes launch. Afternoon: workshop on offline sync conflicts, then a walk along the river.', updatedAt: Date.parse('2026-03-12T16:40:00Z') },
  { id: 'sample-reading', title: 'Reading: service worker lifecycle', body: 'install → waiting → activate. A new worker waits until every tab using the old one is closed, unless skipWaiting() is called.', updatedAt: Date.parse('2026-03-09T20:05:00Z') },
  { id: 'sample-groceries', title: 'Groceries', body: 'Oat milk, sourdough, lemons, basil, cherry tomatoes, coffee beans.', updatedAt: Date.parse('2026-03-07T11:30:00Z') },
];

function openDb() {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => {
      const store = request.result.createObjectStore(STORE, { keyPath: 'id' });
      SAMPLE_NOTES.forEach((note) => store.put(note));
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

const dbReady = openDb();

// Run one request in its own transaction and resolve with its result.
async function run(mode, fn) {
  const db = await dbReady;
  return new Promise((resolve, reject) => {
    const tx = db.transaction(STORE, mode);
    const request = fn(tx.objectStore(STORE));
    tx.oncomplete = () => resolve(request.result);
    tx.onerror = () => reject(tx.error);
  });
}

const getAllNotes = () => run('readonly', (store) => store.getAll());
const putNote = (note) => run('readwrite', (store) => store.put(note));
const deleteNote = (id) => run('readwrite', (store) => store.delete(id));

/* ---------- State and rendering ---------- */

const app = document.getElementById('app');
const list = document.getElementById('note-list');
const listEmpty = document.getElementById('list-empty');
const search = document.getElementById('search');
const form = document.getElementById('note-form');
const titleInput = document.getElementById('note-title');
const bodyInput = document.getElementById('note-body');
const saveState = document.getElementById('save-state');
const editorEmpty = document.getElementById('editor-empty');
const deleteButton = document.getElementById('delete-note');
const confirmDialog = document.getElementById('confirm-delete');
const wide = matchMedia('(min-width: 800px)');

let notes = [];
let currentId = null;

const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
const timeFormat = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit' });
const current = () => notes.find((note) => note.id === currentId);

function visibleNotes() {
  const query = search.value.trim().toLowerCase();
  return notes
    .filter((note) => !query || `${note.title}\n${note.body}`.toLowerCase().includes(query))
    .sort((a, b) => b.updatedAt - a.updatedAt); // newest first
}

function renderList() {
  const shown = visibleNotes();
  list.replaceChildren(...shown.map((note) => {
    const item = document.createElement('li');
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'note-item';
    button.dataset.id = note.id;
    if (note.id === currentId) button.setAttribute('aria-current', 'true');
    const title = document.createElement('span');
    title.className = 'note-item-title';
    title.textContent = note.title.trim() || 'Untitled note';
    const excerpt = document.createElement('span');
    excerpt.className = 'note-item-excerpt';
    excerpt.textContent = note.body.trim().slice(0, 160) || 'No text yet';
    const date = document.createElement('time');
    date.className = 'note-item-date';
    date.dateTime = new Date(note.updatedAt).toISOString();
    date.textContent = dateFormat.format(note.updatedAt);
    button.append(title, excerpt, date);
    item.append(button);
    return item;
  }));
  listEmpty.hidden = shown.length > 0;
  listEmpty.textContent = notes.length === 0 ? 'No notes yet.' : `No notes match “${search.value.trim()}”.`;
}

function renderEditor() {
  const note = current();
  form.hidden = !note;
  deleteButton.hidden = !note;
  editorEmpty.hidden = Boolean(note);
  if (!note) { saveState.textContent = ''; return; }
  titleInput.value = note.title;
  bodyInput.value = note.body;
  saveState.textContent = `Edited ${dateFormat.format(note.updatedAt)}, ${timeFormat.format(note.updatedAt)}`;
}

function select(id, { focus } = {}) {
  flushSave();
  currentId = id;
  renderList();
  renderEditor();
  if (id) app.dataset.view = 'editor';
  if (focus) titleInput.focus();
}

/* ---------- Saving: at most once every 500ms while typing ---------- */

const SAVE_DELAY = 500;
let saveTimer = null;

function scheduleSave() {
  saveState.textContent = 'Saving…';
  clearTimeout(saveTimer);
  saveTimer = setTimeout(flushSave, SAVE_DELAY);
}

function flushSave() {
  if (saveTimer === null) return;
  clearTimeout(saveTimer);
  saveTimer = null;
  const note = current();
  if (!note) return;
  putNote(note).then(() => {
    if (note.id === currentId) saveState.textContent = 'Saved on this device';
  });
}

form.addEventListener('submit', (event) => event.preventDefault());
form.addEventListener('input', () => {
  const note = current();
  if (!note) return;
  note.title = titleInput.value;
  note.body = bodyInput.value;
  note.updatedAt = Date.now();
  renderList(); // the edited note moves to the top
  scheduleSave();
});
// Do not lose the last keystrokes when the tab is hidden or closed.
addEventListener('pagehide', flushSave);
document.addEventListener('visibilitychange', () => { if (document.hidden) flushSave(); });

/* ---------- Actions ---------- */

document.getElementById('new-note').addEventListener('click', async () => {
  const note = { id: crypto.randomUUID(), title: '', body: '', updatedAt: Date.now() };
  notes.push(note);
  search.value = '';
  select(note.id, { focus: true });
  await putNote(note);
});

list.addEventListener('click', (event) => {
  const button = event.target.closest('.note-item');
  if (button) select(button.dataset.id, { focus: !wide.matches });
});

search.addEventListener('input', renderList);

document.getElementById('back').addEventListener('click', () => {
  flushSave();
  app.dataset.view = 'list';
  list.querySelector(`[data-id="${currentId}"]`)?.focus();
});

deleteButton.addEventListener('click', () => {
  document.getElementById('confirm-name').textContent = current().title.trim() || 'Untitled note';
  confirmDialog.returnValue = 'cancel';
  confirmDialog.showModal();
});

confirmDialog.addEventListener('close', async () => {
  if (confirmDialog.returnValue !== 'confirm') return deleteButton.focus();
  const id = currentId;
  clearTimeout(saveTimer);
  saveTimer = null;
  notes = notes.filter((note) => note.id !== id);
  await deleteNote(id);
  select(visibleNotes()[0]?.id ?? null);
  if (!wide.matches) app.dataset.view = 'list';
  document.getElementById('new-note').focus();
});

/* ---------- Online / offline status ---------- */

const pill = document.getElementById('connection');
function showConnection() {
  const online = navigator.onLine;
  pill.dataset.state = online ? 'online' : 'offline';
  pill.textContent = online ? 'Online' : 'Offline';
}
addEventListener('online', showConnection);
addEventListener('offline', showConnection);
showConnection();

/* ---------- Service worker registration and updates ---------- */

const banner = document.getElementById('update-banner');
let waitingWorker = null;
let reloadRequested = false;

function offerUpdate(worker) {
  waitingWorker = worker;
  banner.hidden = false;
}

async function registerServiceWorker() {
  if (!('serviceWorker' in navigator)) return; // the app still works, just not offline
  try {
    const registration = await navigator.serviceWorker.register('/sw.js');
    // A worker that finished installing while no tab let it activate.
    if (registration.waiting && navigator.serviceWorker.controller) offerUpdate(registration.waiting);
    registration.addEventListener('updatefound', () => {
      const worker = registration.installing;
      worker?.addEventListener('statechange', () => {
        // "installed" with an existing controller means an update is waiting;
        // without a controller it is simply the first install.
        if (worker.state === 'installed' && navigator.serviceWorker.controller) offerUpdate(worker);
      });
    });
    navigator.serviceWorker.addEventListener('controllerchange', () => {
      if (!reloadRequested) return;
      reloadRequested = false; // reload exactly once
      location.reload();
    });
  } catch (error) {
    console.warn('Service worker registration failed; offline use is unavailable.', error);
  }
}

document.getElementById('update-reload').addEventListener('click', () => {
  if (!waitingWorker) return;
  reloadRequested = true;
  waitingWorker.postMessage({ type: 'SKIP_WAITING' });
});

registerServiceWorker();

/* ---------- Start ---------- */

notes = await getAllNotes();
const first = visibleNotes()[0];
currentId = first?.id ?? null;
renderList();
renderEditor();
app.dataset.view = 'list'; // small screens start on the list
