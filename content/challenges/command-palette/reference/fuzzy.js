// Fuzzy matching and ranking for the command palette.
// The brief asks for TypeScript; this reference is plain JavaScript with JSDoc
// type annotations so it runs without a build step.

/** @typedef {{ score: number, indices: number[] }} Match */

const WORD_START_BONUS = 10; // "p" in "New project"
const CAMEL_BONUS = 8; // "P" in "newProject"
const CONSECUTIVE_BONUS = 6; // "pro" in "project"
const MAX_GAP_PENALTY = 4;

/** @param {string} text @param {number} j */
function positionBonus(text, j) {
  if (j === 0 || /[\s\-_/.:]/.test(text[j - 1])) return WORD_START_BONUS;
  const isUpper = (c) => c !== c.toLowerCase();
  if (isUpper(text[j]) && !isUpper(text[j - 1])) return CAMEL_BONUS;
  return 0;
}

/**
 * Finds the best-scoring way to match `query` as a subsequence of `text`.
 * Dynamic programming over (query char, text position), so "nwp" prefers the
 * word starts of "New project" over the letters inside "renewal plan".
 * @param {string} query one token, no whitespace
 * @param {string} text
 * @returns {Match | null} null when the characters are not all present in order
 */
export function fuzzyMatch(query, text) {
  const q = query.toLowerCase();
  const t = text.toLowerCase();
  const m = q.length;
  const n = t.length;
  if (m === 0) return { score: 0, indices: [] };
  if (m > n) return null;

  // score[i][j]: best score with q[i] matched at t[j]; from[i][j]: where q[i-1] was.
  const score = Array.from({ length: m }, () => new Array(n).fill(-Infinity));
  const from = Array.from({ length: m }, () => new Array(n).fill(-1));

  for (let j = 0; j < n; j++) {
    // A small penalty for starting late keeps "Go to…" below "Goals" for "go".
    if (t[j] === q[0]) score[0][j] = 1 + positionBonus(text, j) - Math.min(j * 0.2, 3);
  }
  for (let i = 1; i < m; i++) {
    for (let j = i; j < n; j++) {
      if (t[j] !== q[i]) continue;
      for (let k = i - 1; k < j; k++) {
        if (score[i - 1][k] === -Infinity) continue;
        const link = k === j - 1 ? CONSECUTIVE_BONUS : -Math.min((j - k - 1) * 0.5, MAX_GAP_PENALTY);
        const candidate = score[i - 1][k] + link + 1 + positionBonus(text, j);
        if (candidate > score[i][j]) {
          score[i][j] = candidate;
          from[i][j] = k;
        }
      }
    }
  }

  let bestJ = -1;
  for (let j = 0; j < n; j++) if (score[m - 1][j] > (bestJ < 0 ? -Infinity : score[m - 1][bestJ])) bestJ = j;
  if (bestJ < 0 || score[m - 1][bestJ] === -Infinity) return null;

  const indices = [];
  for (let i = m - 1, j = bestJ; i >= 0; j = from[i][j], i--) indices.unshift(j);
  return { score: score[m - 1][bestJ], indices };
}

/**
 * Scores a command for a whole query. Each whitespace-separated token must
 * match the label (or, at half weight, one of the keywords), in any order,
 * so "project new" also finds "New project".
 * @param {string} query
 * @param {{ label: string, keywords?: string[] }} command
 * @returns {Match | null}
 */
export function scoreCommand(query, command) {
  const tokens = query.trim().split(/\s+/).filter(Boolean);
  let total = 0;
  const indices = new Set();
  for (const token of tokens) {
    const onLabel = fuzzyMatch(token, command.label);
    if (onLabel) {
      total += onLabel.score;
      onLabel.indices.forEach((i) => indices.add(i));
      continue;
    }
    const onKeyword = (command.keywords ?? [])
      .map((keyword) => fuzzyMatch(token, keyword))
      .filter(Boolean)
      .sort((a, b) => b.score - a.score)[0];
    if (!onKeyword) return null;
    total += onKeyword.score / 2;
  }
  if (command.label.toLowerCase().startsWith(query.trim().toLowerCase())) total += 15;
  return { score: total, indices: [...indices].sort((a, b) => a - b) };
}
