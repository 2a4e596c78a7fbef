// Progressive enhancement of a plain HTML table: sorting (APG sortable table
// pattern), filtering and pagination. The markup works without this script.

const table = document.getElementById('books');
const caption = document.getElementById('books-caption');
const tbody = table.tBodies[0];
const filter = document.getElementById('filter');
const summary = document.getElementById('summary');
const noResults = document.getElementById('no-results');
const pageSize = document.getElementById('page-size');
const pages = document.getElementById('pages');

const BASE_CAPTION = caption.textContent;
// One collator for every text comparison: "No. 2" before "No. 10", accents ignored.
const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

const headers = [...table.tHead.rows[0].cells];
const columns = headers.map((th, index) => ({
  th,
  index,
  type: th.dataset.type,
  label: th.textContent.trim(),
}));

// Read the rows once into objects with typed values; empty cells become null.
function readValue(cell, type) {
  const raw = (cell.dataset.value ?? cell.textContent).trim();
  if (raw === '') return null;
  if (type === 'number') return Number(raw);
  if (type === 'date') return Date.parse(raw);
  return raw;
}

let rows = [...tbody.rows].map((tr) => ({
  tr,
  values: [...tr.cells].map((cell, i) => readValue(cell, columns[i].type)),
  search: `${tr.cells[0].textContent} ${tr.cells[1].textContent}`.toLocaleLowerCase(),
}));
const TOTAL = rows.length;

const state = { sortIndex: null, direction: 'ascending', query: '', page: 1, size: Number(pageSize.value) };

/* ---------- Sorting ---------- */

function compare(a, b, column, direction) {
  const x = a.values[column.index];
  const y = b.values[column.index];
  // Empty values go last whatever the direction.
  if (x === null && y === null) return 0;
  if (x === null) return 1;
  if (y === null) return -1;
  const result = column.type === 'text' ? collator.compare(x, y) : x - y;
  return direction === 'ascending' ? result : -result;
}

function sortBy(index) {
  const column = columns[index];
  state.direction = state.sortIndex === index && state.direction === 'ascending' ? 'descending' : 'ascending';
  state.sortIndex = index;
  // toSorted is stable and starts from the current order, so ties keep
  // the order of the previous sort.
  rows = rows.toSorted((a, b) => compare(a, b, column, state.direction));

  for (const { th } of columns) th.removeAttribute('aria-sort');
  column.th.setAttribute('aria-sort', state.direction);
  caption.textContent = `${BASE_CAPTION}, sorted by ${column.label.toLocaleLowerCase()}, ${state.direction}`;
  state.page = 1;
  render();
}

// Wrap each header's text in a button with a decorative arrow slot.
for (const column of columns) {
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'sort';
  const label = document.createElement('span');
  label.textContent = column.label;
  const arrow = document.createElement('span');
  arrow.className = 'arrow';
  arrow.setAttribute('aria-hidden', 'true');
  button.append(label, arrow);
  column.th.replaceChildren(button);
  button.addEventListener('click', () => sortBy(column.index)); // Enter and Space come free
}

/* ---------- Filtering and pagination ---------- */

function matchingRows() {
  const query = state.query.toLocaleLowerCase();
  return query ? rows.filter((row) => row.search.includes(query)) : rows;
}

function render() {
  const matches = matchingRows();
  const pageCount = Math.max(1, Math.ceil(matches.length / state.size));
  state.page = Math.min(state.page, pageCount);
  const start = (state.page - 1) * state.size;
  tbody.replaceChildren(...matches.slice(start, start + state.size).map((row) => row.tr));
  noResults.hidden = matches.length > 0;
  renderPages(pageCount);
  return matches.length;
}

function renderPages(pageCount) {
  const items = [];
  const add = (label, page, { current = false, disabled = false, name } = {}) => {
    const li = document.createElement('li');
    const button = document.createElement('button');
    button.type = 'button';
    button.textContent = label;
    if (name) button.setAttribute('aria-label', name);
    if (current) button.setAttribute('aria-current', 'page');
    button.disabled = disabled;
    button.dataset.page = page;
    li.append(button);
    items.push(li);
  };
  add('Previous', state.page - 1, { disabled: state.page === 1, name: 'Previous page' });
  for (let page = 1; page <= pageCount; page++) add(String(page), page, { current: page === state.page });
  add('Next', state.page + 1, { disabled: state.page === pageCount, name: 'Next page' });
  pages.replaceChildren(...items);
}

pages.addEventListener('click', (event) => {
  const button = event.target.closest('button');
  if (!button || button.disabled) return;
  state.page = Number(button.dataset.page);
  render();
  // Keep focus in the pager after it is rebuilt.
  pages.querySelector('[aria-current="page"]').focus();
});

filter.addEventListener('input', () => {
  state.query = filter.value.trim();
  state.page = 1;
  const count = render();
  summary.textContent = `Showing ${count} of ${TOTAL} books`;
});

pageSize.addEventListener('change', () => {
  state.size = Number(pageSize.value);
  state.page = 1;
  render();
});

document.getElementById('toolbar').hidden = false;
document.getElementById('pager').hidden = false;
render();
