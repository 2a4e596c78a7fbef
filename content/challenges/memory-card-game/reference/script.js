// Memory game. The game is data (cards with a state) and render() draws it.
// Shuffles are random; add ?seed=<number> to the address for a repeatable
// sequence of layouts (used for screenshots and tests).
const ICONS = ['fern', 'cactus', 'tulip', 'sunflower', 'mushroom', 'monstera', 'lavender', 'rose'];
const FLIP_BACK_AFTER = 900;
const BEST_KEY = 'greenhouse-memory-best';

const boardEl = document.getElementById('board');
const movesEl = document.getElementById('moves');
const timeEl = document.getElementById('time');
const bestEl = document.getElementById('best');
const resultEl = document.getElementById('result');
const resultText = document.getElementById('result-text');
const announcer = document.getElementById('announcer');

// Seeded generator (mulberry32) when ?seed is given, Math.random otherwise.
const seedParam = new URLSearchParams(location.search).get('seed');
let seed = Number(seedParam) >>> 0;
const random = seedParam === null ? Math.random : () => {
  seed = (seed + 0x6d2b79f5) >>> 0;
  let t = seed;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};

// Fisher–Yates: every order is equally likely (unlike sort(() => Math.random() - 0.5)).
function shuffle(items) {
  const a = [...items];
  for (let i = a.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [a[i], a[j]] = [a[j], a[i]];
  }
  return a;
}

let cards = [];
let first = null; // index of the first card of the current pair
let lock = false; // true while a mismatched pair waits to flip back
let moves = 0;
let startedAt = null;
let timer = null;
let flipBackTimer = null;

const formatTime = (ms) => {
  const s = Math.floor(ms / 1000);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
};

function readBest() {
  const best = Number(localStorage.getItem(BEST_KEY));
  return Number.isFinite(best) && best > 0 ? best : null;
}

function renderStats() {
  movesEl.textContent = moves;
  const best = readBest();
  bestEl.textContent = best ? `${best} moves` : '–';
}

function label(card, i) {
  if (card.state === 'down') return `Card ${i + 1}, face down`;
  return `Card ${i + 1}, ${card.icon}${card.state === 'matched' ? ', matched' : ''}`;
}

// Build the 16 buttons once per game; updates only touch classes and labels.
function buildBoard() {
  const buttons = cards.map((card, i) => {
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'card';
    button.dataset.index = i;
    button.innerHTML = `
      <span class="card__inner">
        <span class="card__face card__face--back"></span>
        <span class="card__face card__face--front"><svg aria-hidden="true" focusable="false"><use href="#${card.icon}"></use></svg></span>
      </span>`;
    return button;
  });
  boardEl.replaceChildren(...buttons);
}

function renderCards() {
  cards.forEach((card, i) => {
    const button = boardEl.children[i];
    button.setAttribute('aria-label', label(card, i));
    button.classList.toggle('is-up', card.state !== 'down');
    button.classList.toggle('is-matched', card.state === 'matched');
  });
}

function announce(message) {
  announcer.textContent = '';
  requestAnimationFrame(() => { announcer.textContent = message; });
}

function startTimer() {
  startedAt = performance.now();
  // The interval only repaints; elapsed time always comes from performance.now().
  timer = setInterval(() => { timeEl.textContent = formatTime(performance.now() - startedAt); }, 250);
}

function stopTimer() {
  clearInterval(timer);
  timer = null;
  return startedAt === null ? 0 : performance.now() - startedAt;
}

function newGame() {
  clearTimeout(flipBackTimer);
  stopTimer();
  cards = shuffle([...ICONS, ...ICONS]).map((icon) => ({ icon, state: 'down' }));
  first = null;
  lock = false;
  moves = 0;
  startedAt = null;
  timeEl.textContent = '0:00';
  resultEl.hidden = true;
  buildBoard();
  renderCards();
  renderStats();
}

function win() {
  const elapsed = stopTimer();
  timeEl.textContent = formatTime(elapsed);
  const best = readBest();
  if (!best || moves < best) localStorage.setItem(BEST_KEY, String(moves));
  renderStats();
  const summary = `You found all 8 pairs in ${moves} moves and ${formatTime(elapsed)}.`;
  resultText.textContent = best && moves >= best ? `${summary} Your best is ${best} moves.` : `${summary} That is a new best!`;
  resultEl.hidden = false;
  announce(`${summary}`);
}

function flip(index) {
  const card = cards[index];
  // Ignore clicks while a mismatch waits, on face-up cards (including the
  // first card clicked again) and on matched cards.
  if (lock || card.state !== 'down') return;
  if (startedAt === null) startTimer();
  card.state = 'up';

  if (first === null) {
    first = index;
    renderCards();
    return;
  }

  const other = cards[first];
  moves += 1;
  first = null;
  if (other.icon === card.icon) {
    other.state = 'matched';
    card.state = 'matched';
    renderCards();
    renderStats();
    if (cards.every((c) => c.state === 'matched')) win();
    else announce(`Match found: ${card.icon}.`);
    return;
  }

  lock = true;
  renderCards();
  renderStats();
  announce(`No match: ${other.icon} and ${card.icon}.`);
  flipBackTimer = setTimeout(() => {
    other.state = 'down';
    card.state = 'down';
    lock = false;
    renderCards();
  }, FLIP_BACK_AFTER);
}

boardEl.addEventListener('click', (event) => {
  const button = event.target.closest('.card');
  if (button) flip(Number(button.dataset.index));
});

document.getElementById('restart').addEventListener('click', newGame);
document.getElementById('play-again').addEventListener('click', () => {
  newGame();
  boardEl.firstElementChild.focus();
});

newGame();
