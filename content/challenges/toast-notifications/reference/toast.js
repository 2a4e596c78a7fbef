// toast.js: stacked, accessible notifications.
//   const t = toast('Saved', { type: 'success', duration: 5000, title: 'Done' });
//   t.dismiss();

const statusRegion = document.getElementById('toast-status'); // success and info
const alertRegion = document.getElementById('toast-alerts');  // errors
const MAX_VISIBLE = 3;
const DEFAULT_DURATION = 5000;
const live = []; // visible toasts, oldest first

export function toast(message, { type = 'info', duration, title } = {}) {
  // Errors wait for the user unless a duration is given.
  const ms = duration ?? (type === 'error' ? Infinity : DEFAULT_DURATION);

  const element = document.createElement('div');
  element.className = `toast toast-${type}`;
  const body = document.createElement('div');
  body.className = 'toast-body';
  if (title) {
    const heading = document.createElement('p');
    heading.className = 'toast-title';
    heading.textContent = title; // textContent: never parse messages as HTML
    body.append(heading);
  }
  const text = document.createElement('p');
  text.className = 'toast-message';
  text.textContent = message;
  body.append(text);

  const close = document.createElement('button');
  close.type = 'button';
  close.className = 'toast-close';
  close.setAttribute('aria-label', 'Dismiss notification');
  close.innerHTML = '<svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false"><path d="M4 4l8 8M12 4l-8 8" stroke="currentColor" stroke-width="2" stroke-linecap="round"/></svg>';
  element.append(body, close);

  // Timer that can pause and resume with the time that was left.
  let remaining = ms;
  let startedAt = 0;
  let timer = null;
  const start = () => {
    if (!Number.isFinite(remaining) || timer) return;
    startedAt = Date.now();
    timer = setTimeout(dismiss, remaining);
  };
  const pause = () => {
    if (!timer) return;
    clearTimeout(timer);
    timer = null;
    remaining -= Date.now() - startedAt;
  };

  let hovered = false;
  let focused = false;
  element.addEventListener('pointerenter', () => { hovered = true; pause(); });
  element.addEventListener('pointerleave', () => { hovered = false; if (!focused) start(); });
  element.addEventListener('focusin', () => { focused = true; pause(); });
  element.addEventListener('focusout', (event) => {
    if (element.contains(event.relatedTarget)) return;
    focused = false;
    if (!hovered) start();
  });

  let dismissed = false;
  async function dismiss() {
    if (dismissed) return;
    dismissed = true;
    pause();
    live.splice(live.indexOf(handle), 1);
    element.classList.add('toast-leaving');
    // Wait for the exit animation (none under reduced motion), then remove.
    await Promise.allSettled(element.getAnimations().map((animation) => animation.finished));
    element.remove();
  }
  close.addEventListener('click', dismiss);

  const handle = { element, dismiss };
  live.push(handle);
  if (live.length > MAX_VISIBLE) live[0].dismiss(); // the oldest makes room

  // Insert into the existing live region; focus stays where it was.
  (type === 'error' ? alertRegion : statusRegion).append(element);
  start();
  return handle;
}
