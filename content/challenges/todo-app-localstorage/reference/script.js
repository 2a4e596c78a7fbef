// Persistent todo app: one state object, pure updates, save() + render().

const STORAGE_KEY = 'todos:v1'; // bump the version when the stored shape changes

/* ---------- Storage: stored data is untrusted input ---------- */

const isTodo = (item) => item !== null && typeof item === 'object' &&
  typeof item.id === 'string' && typeof item.text === 'string' &&
  typeof item.done === 'boolean' && typeof item.createdAt === 'number';

function load() {
  let raw = null;
  try {
    raw = localStorage.getItem(STORAGE_KEY);
    if (raw === null) return [];
    const data = JSON.parse(raw);
    if (Array.isArray(data) && data.every(isTodo)) return data;
    console.warn(`Ignoring ${STORAGE_KEY}: unexpected shape`, data);
  } catch (error) {
    console.warn(`Ignoring ${STORAGE_KEY}: it could not be read`, error);
  }
  return [];
}

function save() {
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(state.todos));
  } catch (error) {
    console.warn('Could not save todos (storage full or blocked)', error);
  }
}

/* ---------- State and pure updates ---------- */

const state = { todos: load(), filter: 'all', editingId: null };

const addTodo = (todos, text) => [...todos, { id: crypto.randomUUID(), text, done: false, createdAt: Date.now() }];
const toggleTodo = (todos, id) => todos.map((t) => (t.id === id ? { ...t, done: !t.done } : t));
const renameTodo = (todos, id, text) => todos.map((t) => (t.id === id ? { ...t, text } : t));
const removeTodo = (todos, id) => todos.filter((t) => t.id !== id);
const clearCompleted = (todos) => todos.filter((t) => !t.done);

const FILTERS = {
  all: () => true,
  active: (t) => !t.done,
  completed: (t) => t.done,
};

/* ---------- Rendering ---------- */

const form = document.getElementById('new-todo');
const input = document.getElementById('new-todo-text');
const error = document.getElementById('new-todo-error');
const list = document.getElementById('todo-list');
const empty = document.getElementById('empty');
const count = document.getElementById('count');
const filterButtons = document.querySelectorAll('[data-filter]');
const clearButton = document.getElementById('clear-completed');
const template = document.getElementById('todo-template');

function render() {
  const visible = state.todos.filter(FILTERS[state.filter]);
  list.replaceChildren(...visible.map(renderTodo));

  empty.hidden = visible.length > 0;
  empty.textContent = state.todos.length === 0
    ? 'Nothing to do yet. Add your first task above.'
    : `No ${state.filter === 'active' ? 'active' : 'completed'} tasks.`;

  const left = state.todos.filter((t) => !t.done).length;
  count.textContent = `${left} ${left === 1 ? 'item' : 'items'} left`;

  for (const button of filterButtons) {
    button.setAttribute('aria-pressed', String(button.dataset.filter === state.filter));
  }
  clearButton.hidden = !state.todos.some((t) => t.done);
}

function renderTodo(todo) {
  const item = template.content.firstElementChild.cloneNode(true);
  item.dataset.id = todo.id;
  item.classList.toggle('done', todo.done);
  const checkbox = item.querySelector('.toggle');
  checkbox.id = `todo-${todo.id}`;
  checkbox.checked = todo.done;

  if (state.editingId === todo.id) {
    // Editing swaps the label for a text field with the same text.
    const field = document.createElement('input');
    field.type = 'text';
    field.className = 'edit-field';
    field.value = todo.text;
    field.setAttribute('aria-label', `Edit task: ${todo.text}`);
    item.querySelector('.todo-text').replaceWith(field);
  } else {
    const label = item.querySelector('.todo-text');
    label.htmlFor = checkbox.id;
    label.textContent = todo.text; // textContent: markup shows as plain text
  }
  item.querySelector('.edit').setAttribute('aria-label', `Edit task: ${todo.text}`);
  item.querySelector('.delete').setAttribute('aria-label', `Delete task: ${todo.text}`);
  return item;
}

function update(todos, { persist = true } = {}) {
  state.todos = todos;
  if (persist) save();
  render();
}

const itemFor = (id) => list.querySelector(`[data-id="${id}"]`);

/* ---------- Events ---------- */

form.addEventListener('submit', (event) => {
  event.preventDefault();
  const text = input.value.trim();
  if (!text) {
    error.textContent = 'Please type a task first: it cannot be empty.';
    input.setAttribute('aria-invalid', 'true');
    input.focus();
    return;
  }
  error.textContent = '';
  input.removeAttribute('aria-invalid');
  input.value = '';
  if (state.filter === 'completed') state.filter = 'all'; // show the new task
  update(addTodo(state.todos, text));
});

input.addEventListener('input', () => {
  if (error.textContent) {
    error.textContent = '';
    input.removeAttribute('aria-invalid');
  }
});

list.addEventListener('change', (event) => {
  if (!event.target.matches('.toggle')) return;
  const id = event.target.closest('.todo').dataset.id;
  update(toggleTodo(state.todos, id));
  itemFor(id)?.querySelector('.toggle').focus();
});

function startEditing(id) {
  state.editingId = id;
  render();
  const field = itemFor(id).querySelector('.edit-field');
  field.focus();
  field.select();
}

function stopEditing(id, text) {
  state.editingId = null;
  const trimmed = text?.trim();
  if (trimmed) update(renameTodo(state.todos, id, trimmed));
  else render(); // cancelled, or left empty: keep the old text
  itemFor(id)?.querySelector('.edit').focus();
}

list.addEventListener('click', (event) => {
  const button = event.target.closest('button');
  if (!button) return;
  const item = button.closest('.todo');
  const id = item.dataset.id;

  if (button.matches('.edit')) startEditing(id);

  if (button.matches('.delete')) {
    // Focus the next task, else the previous one, else the new-task input.
    const neighbour = item.nextElementSibling ?? item.previousElementSibling;
    const neighbourId = neighbour?.dataset.id;
    update(removeTodo(state.todos, id));
    (neighbourId ? itemFor(neighbourId).querySelector('.toggle') : input).focus();
  }
});

list.addEventListener('keydown', (event) => {
  if (!event.target.matches('.edit-field')) return;
  const id = event.target.closest('.todo').dataset.id;
  if (event.key === 'Enter') { event.preventDefault(); stopEditing(id, event.target.value); }
  if (event.key === 'Escape') { event.preventDefault(); stopEditing(id, null); }
});

// Leaving the field by clicking elsewhere saves, like pressing Enter.
list.addEventListener('focusout', (event) => {
  if (!event.target.matches('.edit-field') || state.editingId === null) return;
  const id = event.target.closest('.todo').dataset.id;
  state.editingId = null;
  const text = event.target.value.trim();
  if (text) update(renameTodo(state.todos, id, text));
  else render();
});

for (const button of filterButtons) {
  button.addEventListener('click', () => {
    state.filter = button.dataset.filter;
    render();
  });
}

clearButton.addEventListener('click', () => {
  update(clearCompleted(state.todos));
  input.focus();
});

// Another tab changed the list: reload it from storage (this tab already has its own changes).
window.addEventListener('storage', (event) => {
  if (event.key !== STORAGE_KEY && event.key !== null) return;
  state.editingId = null;
  update(load(), { persist: false });
});

render();
