// Kanban board. The board state is plain data; every change goes through
// moveCard() and a full render(), so the DOM is never the source of truth.
const STORAGE_KEY = 'nimbus-board-v1';

const DEFAULT_BOARD = {
  columns: [
    { id: 'todo', title: 'To do', cardIds: ['c1', 'c2', 'c3', 'c4'] },
    { id: 'doing', title: 'In progress', cardIds: ['c5', 'c6'] },
    { id: 'done', title: 'Done', cardIds: ['c7', 'c8', 'c9'] },
  ],
  cards: {
    c1: { id: 'c1', title: 'Fix login bug', tag: 'Bug', owner: 'AO' },
    c2: { id: 'c2', title: 'Add dark mode toggle', tag: 'Feature', owner: 'JW' },
    c3: { id: 'c3', title: 'Write release notes for 2.4', tag: 'Docs', owner: 'MT' },
    c4: { id: 'c4', title: 'Update onboarding copy', tag: 'Content', owner: 'PR' },
    c5: { id: 'c5', title: 'Offline sync for drafts', tag: 'Feature', owner: 'LF' },
    c6: { id: 'c6', title: 'Reduce image sizes on home screen', tag: 'Performance', owner: 'SO' },
    c7: { id: 'c7', title: 'Set up error monitoring', tag: 'Chore', owner: 'HI' },
    c8: { id: 'c8', title: 'Fix focus order in settings', tag: 'Accessibility', owner: 'AO' },
    c9: { id: 'c9', title: 'Upgrade build tooling', tag: 'Chore', owner: 'TV' },
  },
};

const boardEl = document.getElementById('board');
const announcer = document.getElementById('announcer');
const dialog = document.getElementById('move-dialog');

// ---------- State ----------
function loadBoard() {
  try {
    const saved = JSON.parse(localStorage.getItem(STORAGE_KEY));
    if (saved?.columns?.length && saved.cards) return saved;
  } catch {
    // Corrupt or unavailable storage: fall back to the default board
  }
  return structuredClone(DEFAULT_BOARD);
}

let board = loadBoard();
const save = () => localStorage.setItem(STORAGE_KEY, JSON.stringify(board));

function locate(cardId) {
  const column = board.columns.find((col) => col.cardIds.includes(cardId));
  return { column, index: column.cardIds.indexOf(cardId) };
}

// The one place that changes where a card is.
function moveCard(cardId, toColumnId, toIndex) {
  const from = locate(cardId);
  from.column.cardIds.splice(from.index, 1);
  const to = board.columns.find((col) => col.id === toColumnId);
  const index = Math.max(0, Math.min(toIndex, to.cardIds.length));
  to.cardIds.splice(index, 0, cardId);
  return { column: to, index };
}

let announceTick = 0;
function announce(message) {
  // A trailing invisible change makes repeated identical messages speak again.
  announceTick += 1;
  announcer.textContent = message + (announceTick % 2 ? '' : '\u00a0');
}

const describePlace = (card, { column, index }) =>
  `${card.title} to ${column.title}, position ${index + 1} of ${column.cardIds.length}`;

// ---------- Rendering ----------
let lifted = null; // { cardId, origin: { columnId, index } } while moving with the keyboard
let rendering = false;

function render({ focusCardId } = {}) {
  rendering = true;
  const fragment = document.createDocumentFragment();
  for (const column of board.columns) {
    const section = document.createElement('section');
    section.className = 'column';
    section.dataset.columnId = column.id;
    section.setAttribute('aria-labelledby', `col-${column.id}-title`);

    const heading = document.createElement('h2');
    heading.className = 'column__heading';
    const title = document.createElement('span');
    title.id = `col-${column.id}-title`;
    title.textContent = column.title;
    const count = document.createElement('span');
    count.className = 'column__count';
    const hidden = document.createElement('span');
    hidden.className = 'visually-hidden';
    hidden.textContent = column.cardIds.length === 1 ? ' card' : ' cards';
    count.append(String(column.cardIds.length), hidden);
    heading.append(title, ' ', count);

    const list = document.createElement('ul');
    list.className = 'column__list';
    for (const cardId of column.cardIds) list.append(cardNode(board.cards[cardId]));
    if (column.cardIds.length === 0) {
      const empty = document.createElement('li');
      empty.className = 'column__empty';
      empty.textContent = 'No cards yet';
      list.append(empty);
    }

    section.append(heading, list);
    fragment.append(section);
  }
  boardEl.replaceChildren(fragment);
  if (focusCardId) boardEl.querySelector(`[data-card-id="${focusCardId}"]`)?.focus();
  rendering = false;
}

function cardNode(card) {
  const li = document.createElement('li');
  li.className = 'card';
  li.tabIndex = 0;
  li.draggable = true;
  li.dataset.cardId = card.id;
  li.setAttribute('aria-describedby', 'board-help');
  const isLifted = lifted?.cardId === card.id;
  if (isLifted) li.classList.add('is-lifted');

  const title = document.createElement('p');
  title.className = 'card__title';
  title.textContent = card.title;

  const meta = document.createElement('p');
  meta.className = 'card__meta';
  const tag = document.createElement('span');
  tag.className = 'card__tag';
  tag.textContent = card.tag;
  const owner = document.createElement('span');
  owner.className = 'card__owner';
  owner.textContent = card.owner;
  meta.append(tag, owner);

  const move = document.createElement('button');
  move.type = 'button';
  move.className = 'card__move';
  move.dataset.action = 'move';
  const moveText = document.createElement('span');
  moveText.textContent = 'Move';
  const moveContext = document.createElement('span');
  moveContext.className = 'visually-hidden';
  moveContext.textContent = ` ${card.title}`;
  move.append(moveText, moveContext);

  li.append(title, meta, move);
  if (isLifted) {
    const badge = document.createElement('span');
    badge.className = 'card__badge';
    badge.textContent = 'Moving';
    li.prepend(badge);
  }
  return li;
}

// ---------- Keyboard moves ----------
boardEl.addEventListener('keydown', (event) => {
  const cardEl = event.target.closest('.card');
  if (!cardEl || event.target !== cardEl) return; // keys on the Move button behave normally
  const cardId = cardEl.dataset.cardId;
  const card = board.cards[cardId];

  if (event.key === ' ') {
    event.preventDefault();
    if (!lifted) {
      const { column, index } = locate(cardId);
      lifted = { cardId, origin: { columnId: column.id, index } };
      render({ focusCardId: cardId });
      announce(`Picked up ${card.title}, position ${index + 1} of ${column.cardIds.length} in ${column.title}. Use the arrow keys to move it, Space to drop it, Escape to cancel.`);
    } else {
      lifted = null;
      save();
      render({ focusCardId: cardId });
      announce(`Moved ${describePlace(card, locate(cardId))}`);
    }
    return;
  }

  if (!lifted || lifted.cardId !== cardId) return;

  if (event.key === 'Escape') {
    event.preventDefault();
    moveCard(cardId, lifted.origin.columnId, lifted.origin.index);
    lifted = null;
    render({ focusCardId: cardId });
    announce(`Move cancelled. ${describePlace(card, locate(cardId)).replace(' to ', ' is back in ')}`);
    return;
  }

  const { column, index } = locate(cardId);
  const columnIndex = board.columns.indexOf(column);
  let target = null;
  if (event.key === 'ArrowUp' && index > 0) target = [column.id, index - 1];
  if (event.key === 'ArrowDown' && index < column.cardIds.length - 1) target = [column.id, index + 1];
  if (event.key === 'ArrowLeft' && columnIndex > 0) target = [board.columns[columnIndex - 1].id, index];
  if (event.key === 'ArrowRight' && columnIndex < board.columns.length - 1) target = [board.columns[columnIndex + 1].id, index];
  if (!event.key.startsWith('Arrow')) return;
  event.preventDefault();
  if (!target) return;
  const place = moveCard(cardId, ...target);
  render({ focusCardId: cardId });
  announce(describePlace(card, place).replace(`${card.title} to `, `${card.title}: `));
});

// Leaving a lifted card (clicking elsewhere, tabbing away) drops it where it is.
boardEl.addEventListener('focusout', (event) => {
  if (rendering || !lifted || boardEl.contains(event.relatedTarget)) return;
  const card = board.cards[lifted.cardId];
  const { cardId } = lifted;
  lifted = null;
  save();
  render();
  announce(`Moved ${describePlace(card, locate(cardId))}`);
});

// ---------- Move dialog (no dragging needed: WCAG 2.5.7) ----------
let dialogCardId = null;

boardEl.addEventListener('click', (event) => {
  const button = event.target.closest('[data-action="move"]');
  if (button) openMoveDialog(button.closest('.card').dataset.cardId);
});

function openMoveDialog(cardId) {
  dialogCardId = cardId;
  const card = board.cards[cardId];
  const here = locate(cardId);
  document.getElementById('move-card-title').textContent = `“${card.title}” is in ${here.column.title}, position ${here.index + 1}. Choose where it should go.`;

  const groups = board.columns.map((column) => {
    const group = document.createElement('fieldset');
    group.className = 'move-dialog__group';
    const legend = document.createElement('legend');
    legend.textContent = column.title;
    group.append(legend);
    const sameColumn = column === here.column;
    const positions = sameColumn ? column.cardIds.length : column.cardIds.length + 1;
    for (let i = 0; i < positions; i++) {
      const option = document.createElement('button');
      option.type = 'button';
      option.className = 'move-dialog__option';
      option.dataset.column = column.id;
      option.dataset.index = i;
      option.textContent = String(i + 1);
      option.setAttribute('aria-label', `${column.title}, position ${i + 1}`);
      if (sameColumn && i === here.index) {
        option.disabled = true;
        option.setAttribute('aria-label', `${column.title}, position ${i + 1} (current)`);
      }
      group.append(option);
    }
    return group;
  });
  dialog.querySelector('.move-dialog__columns').replaceChildren(...groups);
  dialog.showModal();
}

dialog.addEventListener('click', (event) => {
  const option = event.target.closest('.move-dialog__option');
  if (option && !option.disabled) {
    const cardId = dialogCardId;
    const place = moveCard(cardId, option.dataset.column, Number(option.dataset.index));
    save();
    dialog.close();
    render({ focusCardId: cardId });
    announce(`Moved ${describePlace(board.cards[cardId], place)}`);
  }
  if (event.target.closest('[data-action="cancel"]')) dialog.close();
});

dialog.addEventListener('close', () => {
  // Cancelled: put focus back on the card's Move button
  if (!dialog.returnValue && document.activeElement === document.body) {
    boardEl.querySelector(`[data-card-id="${dialogCardId}"] [data-action="move"]`)?.focus();
  }
});

// ---------- Drag and drop ----------
let draggedId = null;
const placeholder = document.createElement('li');
placeholder.className = 'placeholder';
placeholder.setAttribute('aria-hidden', 'true');

boardEl.addEventListener('dragstart', (event) => {
  const cardEl = event.target.closest('.card');
  if (!cardEl) return;
  draggedId = cardEl.dataset.cardId;
  event.dataTransfer.setData('text/plain', draggedId);
  event.dataTransfer.effectAllowed = 'move';
  placeholder.style.height = `${cardEl.offsetHeight}px`;
  requestAnimationFrame(() => cardEl.classList.add('is-dragging'));
});

// Where the card would land: before the first card whose middle is below the pointer.
function dropIndex(list, clientY) {
  const cards = [...list.querySelectorAll('.card:not(.is-dragging)')];
  const next = cards.findIndex((card) => {
    const box = card.getBoundingClientRect();
    return clientY < box.top + box.height / 2;
  });
  return next === -1 ? cards.length : next;
}

let lastDrop = null;
boardEl.addEventListener('dragover', (event) => {
  const column = event.target.closest('.column');
  if (!column || !draggedId) return;
  event.preventDefault(); // allow dropping here
  event.dataTransfer.dropEffect = 'move';
  const list = column.querySelector('.column__list');
  const index = dropIndex(list, event.clientY);
  // dragover fires constantly: only touch the DOM when the slot changes
  if (lastDrop?.list === list && lastDrop.index === index) return;
  lastDrop = { list, index };
  const cards = [...list.querySelectorAll('.card:not(.is-dragging)')];
  list.querySelector('.column__empty')?.setAttribute('hidden', '');
  list.insertBefore(placeholder, cards[index] ?? null);
  column.classList.add('is-drop-target');
});

boardEl.addEventListener('dragleave', (event) => {
  const column = event.target.closest('.column');
  if (!column || column.contains(event.relatedTarget)) return;
  column.classList.remove('is-drop-target');
  if (placeholder.parentNode === column.querySelector('.column__list')) {
    placeholder.remove();
    column.querySelector('.column__empty')?.removeAttribute('hidden');
    lastDrop = null;
  }
});

boardEl.addEventListener('drop', (event) => {
  const column = event.target.closest('.column');
  if (!column) return;
  event.preventDefault();
  const cardId = event.dataTransfer.getData('text/plain'); // the ID travels with the drag
  if (!board.cards[cardId]) return;
  const list = column.querySelector('.column__list');
  let index = [...list.children].filter((el) => el === placeholder || (el.classList.contains('card') && !el.classList.contains('is-dragging'))).indexOf(placeholder);
  if (index === -1) index = dropIndex(list, event.clientY);
  const place = moveCard(cardId, column.dataset.columnId, index);
  save();
  render({ focusCardId: cardId });
  announce(`Moved ${describePlace(board.cards[cardId], place)}`);
});

boardEl.addEventListener('dragend', () => {
  draggedId = null;
  lastDrop = null;
  placeholder.remove();
  boardEl.querySelectorAll('.is-dragging, .is-drop-target').forEach((el) => el.classList.remove('is-dragging', 'is-drop-target'));
});

document.getElementById('reset-board').addEventListener('click', () => {
  board = structuredClone(DEFAULT_BOARD);
  localStorage.removeItem(STORAGE_KEY);
  render();
  announce('Board reset to its starting cards.');
});

render();
