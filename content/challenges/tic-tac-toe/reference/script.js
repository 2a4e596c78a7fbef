// Tic-tac-toe: all state lives in plain data; render() paints the DOM from it.

const LINES = [
  [0, 1, 2], [3, 4, 5], [6, 7, 8], // rows
  [0, 3, 6], [1, 4, 7], [2, 5, 8], // columns
  [0, 4, 8], [2, 4, 6],            // diagonals
];

const state = {
  board: Array(9).fill(null), // 'X', 'O' or null
  player: 'X',
  winner: null,    // 'X' or 'O' once someone has three in a row
  winningLine: [], // indices of that row
  draw: false,
  scores: { X: 0, O: 0, draw: 0 },
};

const boardEl = document.getElementById('board');
const statusEl = document.getElementById('status');
const scoreEls = {
  X: document.getElementById('score-x'),
  O: document.getElementById('score-o'),
  draw: document.getElementById('score-draw'),
};
const confirmDialog = document.getElementById('confirm-reset');
const resetButton = document.getElementById('reset-scores');

// Build the nine buttons once; render() only updates them.
const squares = Array.from({ length: 9 }, (_, index) => {
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'square';
  button.dataset.index = index;
  boardEl.append(button);
  return button;
});

const isOver = () => Boolean(state.winner) || state.draw;

function render() {
  squares.forEach((button, index) => {
    const mark = state.board[index];
    const row = Math.floor(index / 3) + 1;
    const column = (index % 3) + 1;
    button.textContent = mark ?? '';
    button.dataset.mark = mark ?? '';
    button.setAttribute('aria-label', `Row ${row}, column ${column}, ${mark ?? 'empty'}`);
    button.classList.toggle('win', state.winningLine.includes(index));
    // Finished squares stay focusable but announce that they cannot be used.
    if (isOver()) button.setAttribute('aria-disabled', 'true');
    else button.removeAttribute('aria-disabled');
  });

  if (state.winner) statusEl.textContent = `${state.winner} wins!`;
  else if (state.draw) statusEl.textContent = "It's a draw";
  else statusEl.textContent = `${state.player}'s turn`;
  statusEl.dataset.player = state.winner || state.draw ? '' : state.player;

  scoreEls.X.textContent = state.scores.X;
  scoreEls.O.textContent = state.scores.O;
  scoreEls.draw.textContent = state.scores.draw;
}

function play(index) {
  if (isOver() || state.board[index]) return; // occupied or finished: ignore
  state.board[index] = state.player;

  const line = LINES.find(([a, b, c]) =>
    state.board[a] && state.board[a] === state.board[b] && state.board[a] === state.board[c]);
  if (line) {
    state.winner = state.player;
    state.winningLine = line;
    state.scores[state.player] += 1;
  } else if (state.board.every(Boolean)) {
    state.draw = true;
    state.scores.draw += 1;
  } else {
    state.player = state.player === 'X' ? 'O' : 'X';
  }
  render();
}

function newRound() {
  state.board = Array(9).fill(null);
  state.player = 'X';
  state.winner = null;
  state.winningLine = [];
  state.draw = false;
  render();
  squares[0].focus();
}

// Event delegation: one listener for all nine squares.
boardEl.addEventListener('click', (event) => {
  const button = event.target.closest('.square');
  if (button) play(Number(button.dataset.index));
});

document.getElementById('new-round').addEventListener('click', newRound);

resetButton.addEventListener('click', () => {
  confirmDialog.returnValue = 'cancel';
  confirmDialog.showModal();
});
confirmDialog.addEventListener('close', () => {
  if (confirmDialog.returnValue === 'confirm') {
    state.scores = { X: 0, O: 0, draw: 0 };
    render();
  }
  resetButton.focus();
});

render();
