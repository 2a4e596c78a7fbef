// Infinite feed (ARIA feed pattern). Pages come from local stub files shaped
// like an API response: { page, nextPage, posts: [...] }.
// Add ?flaky to the address to make the first request for page 3 fail.
const pageUrl = (n) => `data/posts-${n}.json`;
const SKELETONS = 3;

const feed = document.querySelector('[role="feed"]');
const sentinel = document.querySelector('.sentinel');
const errorBox = document.querySelector('.feed-error');
const moreButton = document.querySelector('[data-action="more"]');
const doneMessage = document.querySelector('.feed-done');
const status = document.getElementById('feed-status');
const template = document.getElementById('post-template');
const flaky = new URLSearchParams(location.search).has('flaky');
const dateFormat = new Intl.DateTimeFormat('en', { day: 'numeric', month: 'short', year: 'numeric' });

// idle -> loading -> idle | error | done. Only "idle" may start a request,
// so fast scrolling can never fetch a page twice.
let state = 'idle';
let nextPage = 1;
let count = 0;
let failedOnce = false;

function setBusy(busy) {
  if (busy) feed.setAttribute('aria-busy', 'true');
  else feed.removeAttribute('aria-busy');
}

function showSkeletons() {
  const fragment = document.createDocumentFragment();
  for (let i = 0; i < SKELETONS; i++) {
    const skeleton = document.createElement('div');
    skeleton.className = 'skeleton';
    skeleton.setAttribute('aria-hidden', 'true');
    skeleton.innerHTML = '<span></span><span></span><span></span><span></span>';
    fragment.append(skeleton);
  }
  feed.append(fragment);
}

function removeSkeletons() {
  feed.querySelectorAll('.skeleton').forEach((skeleton) => skeleton.remove());
}

function renderPost(post) {
  const article = template.content.firstElementChild.cloneNode(true);
  const titleId = `post-${post.id}-title`;
  count += 1;
  article.setAttribute('aria-posinset', count);
  article.setAttribute('aria-setsize', '-1'); // total unknown until the last page
  article.setAttribute('aria-labelledby', titleId);

  const title = article.querySelector('.post__title');
  title.id = titleId;
  title.textContent = post.title;

  const meta = article.querySelector('.post__meta');
  const time = document.createElement('time');
  time.dateTime = post.published;
  time.textContent = dateFormat.format(new Date(`${post.published}T12:00:00`));
  meta.append(`${post.author} · `, time, ` · ${post.readingMinutes} min read`);

  article.querySelector('.post__excerpt').textContent = post.excerpt;

  const tags = article.querySelector('.post__tags');
  for (const tag of post.tags) {
    const li = document.createElement('li');
    li.textContent = tag;
    tags.append(li);
  }
  return article;
}

async function load() {
  if (state !== 'idle') return;
  state = 'loading';
  setBusy(true);
  showSkeletons();
  status.textContent = 'Loading more posts…';

  try {
    if (flaky && nextPage === 3 && !failedOnce) {
      failedOnce = true;
      throw new Error('Simulated network failure');
    }
    const response = await fetch(pageUrl(nextPage));
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const data = await response.json();

    removeSkeletons();
    const fragment = document.createDocumentFragment();
    data.posts.forEach((post) => fragment.append(renderPost(post)));
    feed.append(fragment); // one DOM write per page
    status.textContent = `Loaded ${data.posts.length} more posts, ${count} in total.`;

    if (data.nextPage === null) {
      state = 'done';
      observer.disconnect();
      feed.querySelectorAll('article').forEach((article) => article.setAttribute('aria-setsize', count));
      moreButton.hidden = true;
      doneMessage.hidden = false;
      status.textContent = `You are all caught up: ${count} posts.`;
    } else {
      nextPage = data.nextPage;
      state = 'idle';
      // Re-observe so a sentinel that is still near the viewport triggers again.
      observer.unobserve(sentinel);
      observer.observe(sentinel);
    }
  } catch {
    removeSkeletons();
    state = 'error';
    observer.disconnect(); // stop auto-loading until the reader retries
    errorBox.hidden = false;
    status.textContent = 'Loading failed. Use the Retry button to try again.';
  } finally {
    setBusy(false);
  }
}

// Start loading about 600px before the sentinel scrolls into view.
// Readers who jumped to the footer want the footer: do not push it away by
// auto-loading while focus is there (Load more still works).
const footer = document.getElementById('site-footer');
const observer = new IntersectionObserver((entries) => {
  if (footer.contains(document.activeElement)) return;
  if (entries.some((entry) => entry.isIntersecting)) load();
}, { rootMargin: '600px 0px' });

function retry() {
  errorBox.hidden = true;
  state = 'idle';
  observer.observe(sentinel);
  load(); // the same page: nextPage did not move
}

errorBox.querySelector('[data-action="retry"]').addEventListener('click', retry);
moreButton.addEventListener('click', () => (state === 'error' ? retry() : load()));

// Page Down / Page Up move between articles (feed pattern).
feed.addEventListener('keydown', (event) => {
  if (event.key !== 'PageDown' && event.key !== 'PageUp') return;
  const articles = [...feed.querySelectorAll('article')];
  const current = articles.indexOf(document.activeElement.closest('article'));
  if (current === -1) return;
  const target = articles[current + (event.key === 'PageDown' ? 1 : -1)];
  event.preventDefault();
  target?.focus();
});

load();
observer.observe(sentinel);
