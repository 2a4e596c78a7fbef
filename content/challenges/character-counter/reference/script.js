const LIMIT = 280;
const WARN_AT = 20; // 20 or fewer characters left is the warning range
const ANNOUNCE_DELAY = 600; // ms of quiet typing before the live region speaks

const form = document.getElementById('composer');
const textarea = document.getElementById('message');
const counter = form.querySelector('.counter');
const counterText = document.getElementById('counter-text');
const ring = form.querySelector('.ring__progress');
const errorMessage = document.getElementById('message-error');
const announcer = document.getElementById('announcer');
const posts = document.getElementById('posts');

const RING_LENGTH = 2 * Math.PI * ring.r.baseVal.value;
ring.style.strokeDasharray = RING_LENGTH;

// Count what people see as characters (an emoji is one), not UTF-16 code units.
const segmenter = 'Segmenter' in Intl ? new Intl.Segmenter(undefined, { granularity: 'grapheme' }) : null;
function countCharacters(text) {
  return segmenter ? [...segmenter.segment(text)].length : [...text].length;
}

const plural = (n, word) => `${n} ${word}${n === 1 ? '' : 's'}`;

function describe(remaining) {
  if (remaining < 0) return { state: 'error', text: `${plural(-remaining, 'character')} over` };
  if (remaining === 0) return { state: 'warning', text: 'No characters left' };
  if (remaining <= WARN_AT) return { state: 'warning', text: `Only ${plural(remaining, 'character')} left` };
  return { state: 'ok', text: `${plural(remaining, 'character')} left` };
}

// All state-to-view work happens here.
function render(count) {
  const { state, text } = describe(LIMIT - count);
  counter.dataset.state = state;
  counterText.textContent = text;
  ring.style.strokeDashoffset = RING_LENGTH * (1 - Math.min(count, LIMIT) / LIMIT);
  return { state, text };
}

function showError(message) {
  errorMessage.textContent = message;
  textarea.setAttribute('aria-invalid', 'true');
  textarea.setAttribute('aria-describedby', 'counter-text message-error');
}

function clearError() {
  if (!errorMessage.textContent) return;
  errorMessage.textContent = '';
  textarea.removeAttribute('aria-invalid');
  textarea.setAttribute('aria-describedby', 'counter-text');
}

let announceTimer;
textarea.addEventListener('input', () => {
  // `input` covers typing, paste, cut, drop and undo alike.
  const { state, text } = render(countCharacters(textarea.value));
  clearError();
  clearTimeout(announceTimer);
  announcer.textContent = '';
  if (state === 'ok') return;
  announceTimer = setTimeout(() => {
    announcer.textContent = text;
  }, ANNOUNCE_DELAY);
});

form.addEventListener('submit', (event) => {
  event.preventDefault();
  const text = textarea.value.trim();
  const count = countCharacters(text);

  if (count === 0) {
    showError('Write something before posting.');
  } else if (count > LIMIT) {
    showError(`Your post is ${plural(count - LIMIT, 'character')} too long. Shorten it to post.`);
  } else {
    addPost(text);
    textarea.value = '';
    render(0);
    clearError();
    clearTimeout(announceTimer);
    announcer.textContent = 'Posted.';
  }
  textarea.focus();
});

function addPost(text) {
  const item = document.createElement('li');
  item.className = 'post post--new';
  const meta = document.createElement('p');
  meta.className = 'post__meta';
  const author = document.createElement('span');
  author.className = 'post__author';
  author.textContent = 'You';
  meta.append(author, ' · Just now');
  const body = document.createElement('p');
  body.className = 'post__text';
  body.textContent = text; // never innerHTML for user text
  item.append(meta, body);
  posts.prepend(item);
}

render(countCharacters(textarea.value));
