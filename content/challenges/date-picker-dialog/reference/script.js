// Date picker dialog, modelled on the ARIA Authoring Practices date picker.
// Dates are plain { y, m, d } objects (m is 0-11); Date objects are only made
// at noon local time, so adding days never trips over daylight saving.

const locale = document.documentElement.lang || navigator.language;

const input = document.getElementById('checkin');
const trigger = document.getElementById('checkin-trigger');
const hint = document.getElementById('checkin-hint');
const error = document.getElementById('checkin-error');
const dialog = document.getElementById('picker');
const title = document.getElementById('picker-title');
const headRow = dialog.querySelector('thead tr');
const body = dialog.querySelector('tbody');

// ---------- Date helpers ----------
const toDate = ({ y, m, d }) => new Date(y, m, d, 12);
const fromDate = (date) => ({ y: date.getFullYear(), m: date.getMonth(), d: date.getDate() });
const daysInMonth = (y, m) => new Date(y, m + 1, 0, 12).getDate();
const compare = (a, b) => (a.y - b.y) || (a.m - b.m) || (a.d - b.d);
const same = (a, b) => !!a && !!b && compare(a, b) === 0;
const iso = ({ y, m, d }) => `${y}-${String(m + 1).padStart(2, '0')}-${String(d).padStart(2, '0')}`;

function addDays(date, n) {
  const next = toDate(date);
  next.setDate(next.getDate() + n);
  return fromDate(next);
}

// Moving by months keeps the day where possible: 31 January + 1 month = 28 (or 29) February.
function addMonths({ y, m, d }, n) {
  const target = new Date(y, m + n, 1, 12);
  const ty = target.getFullYear();
  const tm = target.getMonth();
  return { y: ty, m: tm, d: Math.min(d, daysInMonth(ty, tm)) };
}

// ---------- Locale ----------
const longDate = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric' });
const fullDate = new Intl.DateTimeFormat(locale, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
const monthYear = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric' });
const weekdayShort = new Intl.DateTimeFormat(locale, { weekday: 'short' });
const weekdayLong = new Intl.DateTimeFormat(locale, { weekday: 'long' });

// First day of the week from the locale's week information (0 = Sunday), else Monday.
function firstDayOfWeek() {
  try {
    const info = new Intl.Locale(locale);
    const week = info.getWeekInfo?.() ?? info.weekInfo;
    if (week?.firstDay) return week.firstDay % 7;
  } catch {
    // Unknown locale: fall through
  }
  return 1;
}
const FIRST_DAY = firstDayOfWeek();

// ---------- Range: today up to one year ahead ----------
const today = fromDate(new Date());
const min = today;
const max = addMonths(today, 12);
const inRange = (date) => compare(date, min) >= 0 && compare(date, max) <= 0;

// ---------- State ----------
let selected = null; // the chosen date, or null
let focused = today; // the day that holds the roving tabindex

function updateTrigger() {
  trigger.setAttribute('aria-label', selected
    ? `Choose date, selected date is ${longDate.format(toDate(selected))}`
    : 'Choose date');
}

// ---------- Rendering ----------
// Weekday headers: format seven consecutive days of a known week (2023-01-01 was a Sunday).
for (let i = 0; i < 7; i++) {
  const day = new Date(2023, 0, 1 + ((FIRST_DAY + i) % 7), 12);
  const th = document.createElement('th');
  th.scope = 'col';
  th.abbr = weekdayLong.format(day);
  th.textContent = weekdayShort.format(day);
  headRow.append(th);
}

function renderMonth() {
  const { y, m } = focused;
  title.textContent = monthYear.format(new Date(y, m, 1, 12));

  const rows = [];
  let row = document.createElement('tr');
  const lead = (new Date(y, m, 1, 12).getDay() - FIRST_DAY + 7) % 7;
  for (let i = 0; i < lead; i++) row.append(document.createElement('td'));

  for (let d = 1; d <= daysInMonth(y, m); d++) {
    const date = { y, m, d };
    const cell = document.createElement('td');
    cell.textContent = d;
    cell.dataset.date = iso(date);
    cell.setAttribute('aria-label', fullDate.format(toDate(date)));
    cell.tabIndex = -1;
    if (!inRange(date)) cell.setAttribute('aria-disabled', 'true');
    if (same(date, today)) cell.setAttribute('aria-current', 'date');
    if (same(date, selected)) cell.setAttribute('aria-selected', 'true');
    row.append(cell);
    if (row.children.length === 7) {
      rows.push(row);
      row = document.createElement('tr');
    }
  }
  if (row.children.length) {
    while (row.children.length < 7) row.append(document.createElement('td'));
    rows.push(row);
  }
  body.replaceChildren(...rows);
}

function cellFor(date) {
  return body.querySelector(`[data-date="${iso(date)}"]`);
}

// Move the roving tabindex (re-rendering when the month changes) and focus the day.
function focusDate(date, { moveFocus = true } = {}) {
  const monthChanged = date.y !== focused.y || date.m !== focused.m;
  focused = date;
  if (monthChanged || !cellFor(date)) renderMonth();
  body.querySelectorAll('[tabindex="0"]').forEach((cell) => { cell.tabIndex = -1; });
  const cell = cellFor(date);
  cell.tabIndex = 0;
  if (moveFocus) cell.focus();
}

// ---------- Opening and closing ----------
function open() {
  clearError();
  focused = selected ?? today;
  renderMonth();
  dialog.showModal();
  focusDate(focused);
}

function close() {
  dialog.close();
  trigger.focus();
}

function choose(date) {
  if (!inRange(date)) return; // disabled days can be focused, never chosen
  selected = date;
  input.value = longDate.format(toDate(date));
  clearError();
  updateTrigger();
  close();
}

trigger.addEventListener('click', open);

// Escape fires "cancel" on a modal dialog: close without changing the value.
dialog.addEventListener('cancel', (event) => {
  event.preventDefault();
  close();
});

dialog.querySelector('.picker__footer').addEventListener('click', (event) => {
  const action = event.target.closest('[data-action]')?.dataset.action;
  if (action === 'cancel') close();
  if (action === 'ok') choose(focused);
});

dialog.querySelector('.picker__header').addEventListener('click', (event) => {
  const nav = event.target.closest('[data-months]');
  if (!nav) return;
  focusDate(addMonths(focused, Number(nav.dataset.months)), { moveFocus: false });
});

body.addEventListener('click', (event) => {
  const cell = event.target.closest('td[data-date]');
  if (!cell) return;
  const [y, m, d] = cell.dataset.date.split('-').map(Number);
  const date = { y, m: m - 1, d };
  if (inRange(date)) choose(date);
  else focusDate(date);
});

// ---------- Keyboard: the grid ----------
body.addEventListener('keydown', (event) => {
  const weekday = (toDate(focused).getDay() - FIRST_DAY + 7) % 7;
  let next = null;
  switch (event.key) {
    case 'ArrowLeft': next = addDays(focused, -1); break;
    case 'ArrowRight': next = addDays(focused, 1); break;
    case 'ArrowUp': next = addDays(focused, -7); break;
    case 'ArrowDown': next = addDays(focused, 7); break;
    case 'Home': next = addDays(focused, -weekday); break;
    case 'End': next = addDays(focused, 6 - weekday); break;
    case 'PageUp': next = addMonths(focused, event.shiftKey ? -12 : -1); break;
    case 'PageDown': next = addMonths(focused, event.shiftKey ? 12 : 1); break;
    case 'Enter':
    case ' ':
      event.preventDefault();
      choose(focused);
      return;
    default:
      return;
  }
  event.preventDefault();
  focusDate(next);
});

// ---------- Keyboard: keep Tab inside the dialog ----------
dialog.addEventListener('keydown', (event) => {
  if (event.key !== 'Tab') return;
  const stops = [...dialog.querySelectorAll('button, [tabindex="0"]')];
  const first = stops[0];
  const last = stops[stops.length - 1];
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
});

// ---------- Typed dates ----------
const monthNames = Array.from({ length: 12 }, (_, m) => {
  const date = new Date(2023, m, 1, 12);
  return [m, new Intl.DateTimeFormat(locale, { month: 'long' }).format(date).toLowerCase(),
    new Intl.DateTimeFormat(locale, { month: 'short' }).format(date).toLowerCase().replace('.', '')];
});

// Order of numeric parts in this locale, for example ["month", "day", "year"].
const numericOrder = new Intl.DateTimeFormat(locale).formatToParts(new Date(2023, 10, 22, 12))
  .map((part) => part.type)
  .filter((type) => type === 'day' || type === 'month' || type === 'year');

function parse(text) {
  const value = text.trim().toLowerCase();
  let y;
  let m;
  let d;
  let match = value.match(/^(\d{4})-(\d{1,2})-(\d{1,2})$/);
  if (match) {
    [y, m, d] = [Number(match[1]), Number(match[2]) - 1, Number(match[3])];
  } else if (/[a-z]/.test(value)) {
    // "14 March 2026", "March 14, 2026", "14 Mar 2026"...
    const words = value.replace(/,/g, ' ').split(/\s+/).filter(Boolean);
    for (const word of words) {
      const month = monthNames.find(([, long, short]) => word === long || word.replace('.', '') === short);
      if (month) m = month[0];
      else if (/^\d{4}$/.test(word)) y = Number(word);
      else if (/^\d{1,2}(st|nd|rd|th)?$/.test(word)) d = parseInt(word, 10);
      else return null;
    }
  } else if ((match = value.match(/^(\d{1,4})[/.\-\s](\d{1,2})[/.\-\s](\d{1,4})$/))) {
    const parts = {};
    numericOrder.forEach((type, i) => { parts[type] = Number(match[i + 1]); });
    [y, m, d] = [parts.year, parts.month - 1, parts.day];
    if (y < 100) y += 2000;
  }
  if (y === undefined || m === undefined || d === undefined) return null;
  if (m < 0 || m > 11 || d < 1 || d > daysInMonth(y, m)) return null;
  return { y, m, d };
}

function showError(message) {
  error.textContent = message;
  error.hidden = false;
  input.setAttribute('aria-invalid', 'true');
  input.setAttribute('aria-describedby', 'checkin-error checkin-hint');
}

function clearError() {
  error.hidden = true;
  error.textContent = '';
  input.removeAttribute('aria-invalid');
  input.setAttribute('aria-describedby', 'checkin-hint');
}

input.addEventListener('blur', () => {
  if (input.value.trim() === '') {
    selected = null;
    clearError();
    updateTrigger();
    return;
  }
  const date = parse(input.value);
  if (!date) {
    showError(`We could not read that date. Try a date such as ${longDate.format(new Date(2026, 2, 14, 12))}.`);
    return;
  }
  if (!inRange(date)) {
    showError(`Choose a date between ${longDate.format(toDate(min))} and ${longDate.format(toDate(max))}.`);
    return;
  }
  selected = date;
  input.value = longDate.format(toDate(date));
  clearError();
  updateTrigger();
});

// The example in the hint follows the locale too.
hint.textContent = `Type a date such as ${longDate.format(new Date(2026, 2, 14, 12))}, or choose one from the calendar. Bookings open up to a year ahead.`;

document.getElementById('booking-form').addEventListener('submit', (event) => {
  event.preventDefault();
  const result = document.getElementById('booking-result');
  const nights = document.getElementById('nights').value;
  if (!selected) {
    result.textContent = '';
    showError('Choose a check-in date first.');
    input.focus();
    return;
  }
  result.textContent = `Good news: sea-view rooms are available from ${longDate.format(toDate(selected))} for ${nights} night${nights === '1' ? '' : 's'}.`;
});

updateTrigger();
