// Editable combobox with list autocomplete (ARIA Authoring Practices pattern).
// DOM focus never leaves the input; the highlighted option is conveyed with
// aria-activedescendant and aria-selected.
import { COUNTRIES } from './countries.js';

const ANNOUNCE_DELAY = 500;

const input = document.getElementById('country');
const listbox = document.getElementById('country-listbox');
const popup = listbox.parentElement;
const visibleCount = popup.querySelector('.combo__count');
const status = document.getElementById('country-status');
const combo = input.closest('.combo');

// Accent- and case-insensitive folding that remembers, for each folded
// character, which character of the original it came from. That lets us
// highlight "Côte" when the user typed "cote".
function fold(text) {
  let folded = '';
  const map = [];
  for (let i = 0; i < text.length; i++) {
    const base = text[i].normalize('NFD').replace(/\p{Diacritic}/gu, '').replace(/[’‘]/g, "'").toLowerCase();
    for (const ch of base) {
      folded += ch;
      map.push(i);
    }
  }
  return { folded, map };
}

// Two regional indicator symbols make a flag emoji.
const flagEmoji = (code) => String.fromCodePoint(...[...code].map((c) => 0x1f1a5 + c.charCodeAt(0)));

// Some systems (Windows, minimal Linux) have no colour flag glyphs and would
// show two boxed letters; draw one flag on a canvas and look for colour.
function supportsFlagEmoji() {
  const canvas = document.createElement('canvas');
  canvas.width = canvas.height = 24;
  const ctx = canvas.getContext('2d', { willReadFrequently: true });
  if (!ctx) return false;
  ctx.font = '20px sans-serif';
  ctx.textBaseline = 'top';
  ctx.fillText(flagEmoji('FR'), 0, 0);
  const { data } = ctx.getImageData(0, 0, 24, 24);
  for (let i = 0; i < data.length; i += 4) {
    if (data[i + 3] > 0 && (Math.abs(data[i] - data[i + 1]) > 40 || Math.abs(data[i + 1] - data[i + 2]) > 40)) return true;
  }
  return false;
}
const emojiFlags = supportsFlagEmoji();

const countries = COUNTRIES.map(([code, name]) => ({
  id: `country-option-${code.toLowerCase()}`,
  name,
  code,
  flag: flagEmoji(code),
  ...fold(name),
}));

const state = { isOpen: false, query: '', results: [], activeIndex: -1 };

function filter(query) {
  const q = fold(query.trim()).folded;
  if (!q) return countries.map((country) => ({ country, start: -1 }));
  const matches = [];
  for (const country of countries) {
    const start = country.folded.indexOf(q);
    if (start === -1) continue;
    // Rank: names that start with the query, then word starts, then anywhere.
    const rank = start === 0 ? 0 : /[\s(-]/.test(country.folded[start - 1]) ? 1 : 2;
    matches.push({ country, start, end: start + q.length, rank });
  }
  return matches.sort((a, b) => a.rank - b.rank);
}

// Build an option with DOM nodes only: user input never goes through innerHTML.
function optionNode({ country, start, end }, index) {
  const li = document.createElement('li');
  li.id = country.id;
  li.setAttribute('role', 'option');
  li.dataset.index = index;

  // The flag is decoration: the name alone is the option's accessible name.
  const flag = document.createElement('span');
  flag.className = emojiFlags ? 'flag' : 'flag flag--code';
  flag.setAttribute('aria-hidden', 'true');
  flag.textContent = emojiFlags ? country.flag : country.code;

  const label = document.createElement('span');
  if (start >= 0) {
    const from = country.map[start];
    const to = country.map[end - 1] + 1;
    const mark = document.createElement('mark');
    mark.textContent = country.name.slice(from, to);
    label.append(country.name.slice(0, from), mark, country.name.slice(to));
  } else {
    label.textContent = country.name;
  }
  li.append(flag, label);
  return li;
}

function resultsText(n) {
  if (n === 0) return 'No results found';
  return `${n} result${n === 1 ? '' : 's'} available`;
}

// Rebuild the list (only when the results change).
function renderResults() {
  listbox.replaceChildren(...state.results.map(optionNode));
  visibleCount.textContent = resultsText(state.results.length);
}

// Sync every attribute with the state object.
function render() {
  input.setAttribute('aria-expanded', String(state.isOpen));
  popup.hidden = !state.isOpen;
  combo.classList.toggle('is-open', state.isOpen);

  const previous = listbox.querySelector('[aria-selected="true"]');
  previous?.removeAttribute('aria-selected');
  const active = state.isOpen && state.activeIndex >= 0 ? listbox.children[state.activeIndex] : null;
  if (active) {
    active.setAttribute('aria-selected', 'true');
    input.setAttribute('aria-activedescendant', active.id);
    active.scrollIntoView({ block: 'nearest' });
  } else {
    input.removeAttribute('aria-activedescendant');
  }
}

let announceTimer;
function announceCount() {
  clearTimeout(announceTimer);
  announceTimer = setTimeout(() => {
    status.textContent = state.isOpen ? resultsText(state.results.length) : '';
  }, ANNOUNCE_DELAY);
}

function open({ query = input.value } = {}) {
  if (!state.isOpen || query !== state.query) {
    state.query = query;
    state.results = filter(query);
    renderResults();
    announceCount();
  }
  state.isOpen = true;
}

function close() {
  state.isOpen = false;
  state.activeIndex = -1;
  clearTimeout(announceTimer);
  render();
}

function accept(index) {
  const match = state.results[index];
  if (!match) return;
  input.value = match.country.name;
  state.query = input.value;
  close();
}

function move(delta) {
  const n = state.results.length;
  if (n === 0) return;
  if (state.activeIndex === -1) state.activeIndex = delta > 0 ? 0 : n - 1;
  else state.activeIndex = (state.activeIndex + delta + n) % n; // wrap at both ends
}

input.addEventListener('input', () => {
  state.activeIndex = -1;
  if (input.value.trim() === '') {
    close();
    status.textContent = '';
    return;
  }
  open();
  render();
});

input.addEventListener('keydown', (event) => {
  switch (event.key) {
    case 'ArrowDown':
      event.preventDefault();
      if (!state.isOpen) {
        open();
        if (!event.altKey) move(1); // Alt+Down only opens
      } else if (!event.altKey) {
        move(1);
      }
      render();
      break;
    case 'ArrowUp':
      event.preventDefault();
      if (!state.isOpen) open();
      if (!event.altKey) move(-1);
      render();
      break;
    case 'Enter':
      if (state.isOpen) {
        event.preventDefault(); // do not submit the form while choosing
        if (state.activeIndex >= 0) accept(state.activeIndex);
        else close();
      }
      break;
    case 'Escape':
      event.preventDefault();
      if (state.isOpen) {
        close(); // first Escape: close and keep what was typed
      } else {
        input.value = ''; // second Escape: clear
        state.query = '';
        status.textContent = '';
      }
      break;
    case 'Tab':
      close();
      break;
    default:
  }
});

// Keep focus in the input while the pointer presses an option or the scrollbar.
popup.addEventListener('pointerdown', (event) => {
  event.preventDefault();
});

listbox.addEventListener('click', (event) => {
  const option = event.target.closest('[role="option"]');
  if (option) {
    accept(Number(option.dataset.index));
    input.focus();
  }
});

listbox.addEventListener('pointermove', (event) => {
  const option = event.target.closest('[role="option"]');
  const index = option ? Number(option.dataset.index) : -1;
  if (index >= 0 && index !== state.activeIndex) {
    state.activeIndex = index;
    render();
  }
});

// Clicking the chevron area or the input toggles the list like a native select.
input.addEventListener('click', () => {
  if (!state.isOpen) {
    open();
    render();
  }
});

// Pressing anywhere outside the component closes the list and keeps the value.
document.addEventListener('pointerdown', (event) => {
  if (state.isOpen && !combo.contains(event.target)) close();
});

input.addEventListener('blur', () => {
  if (state.isOpen) close();
});

document.getElementById('traveller-form').addEventListener('submit', (event) => {
  event.preventDefault();
  const country = countries.find((c) => c.name === input.value.trim());
  const message = document.getElementById('confirmation');
  message.textContent = country
    ? `Thanks! We will show fares and entry requirements for residents of ${country.name}.`
    : 'Choose a country from the list to continue.';
});

render();
