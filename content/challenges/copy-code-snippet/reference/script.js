// Progressive enhancement: every <pre><code> block gets a Copy button.
// Without this script the page is plain, readable code blocks.
const RESET_AFTER = 2000; // ms the "Copied" label stays

// One shared, visually hidden live region for every block.
const status = document.createElement('p');
status.setAttribute('role', 'status');
status.className = 'visually-hidden';
document.body.append(status);

const timers = new WeakMap(); // button -> timeout id, so repeated clicks restart it

function announce(message) {
  // Clear first so the same message is announced again on a second copy.
  status.textContent = '';
  requestAnimationFrame(() => {
    status.textContent = message;
  });
}

// Drop leading and trailing blank lines but keep the first line's indentation.
function codeText(code) {
  return code.textContent.replace(/^(?:[ \t]*\r?\n)+/, '').replace(/(?:\r?\n[ \t]*)+$/, '');
}

function showCopied(button) {
  clearTimeout(timers.get(button));
  button.classList.add('is-copied');
  button.querySelector('.copy__label').textContent = 'Copied';
  timers.set(button, setTimeout(() => {
    button.classList.remove('is-copied');
    button.querySelector('.copy__label').textContent = 'Copy';
  }, RESET_AFTER));
}

// Fallback: select the code so the reader can copy it with the keyboard.
function selectCode(code, hint) {
  const range = document.createRange();
  range.selectNodeContents(code);
  const selection = window.getSelection();
  selection.removeAllRanges();
  selection.addRange(range);
  hint.hidden = false;
}

async function copy(button, code, hint) {
  hint.hidden = true;
  try {
    if (!navigator.clipboard?.writeText) throw new Error('Clipboard API unavailable');
    await navigator.clipboard.writeText(codeText(code));
    showCopied(button);
    announce('Copied to clipboard');
  } catch {
    selectCode(code, hint);
    announce('Copying failed. The code is selected: press Ctrl+C or Cmd+C to copy.');
  }
}

// Only blocks that actually overflow need to be in the tab order.
const overflowObserver = new ResizeObserver((entries) => {
  for (const { target: pre } of entries) {
    if (pre.scrollWidth > pre.clientWidth) pre.tabIndex = 0;
    else pre.removeAttribute('tabindex');
  }
});

document.querySelectorAll('pre').forEach((pre) => {
  const code = pre.querySelector('code');
  if (!code) return;

  const block = document.createElement('div');
  block.className = 'code-block';
  pre.before(block);
  block.append(pre);

  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'copy';
  const label = document.createElement('span');
  label.className = 'copy__label';
  label.textContent = 'Copy';
  const context = document.createElement('span');
  context.className = 'visually-hidden';
  context.textContent = ` ${pre.dataset.label || 'code'}`;
  button.append(label, context);

  const hint = document.createElement('p');
  hint.className = 'code-hint';
  hint.textContent = 'Press Ctrl+C or Cmd+C to copy';
  hint.hidden = true;

  button.addEventListener('click', () => copy(button, code, hint));
  block.append(button);
  block.after(hint);
  overflowObserver.observe(pre);
});

document.documentElement.classList.add('js-copy');
