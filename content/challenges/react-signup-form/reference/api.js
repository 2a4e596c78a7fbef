// A fake back end: username availability and account creation.

const TAKEN = new Set(["admin", "ada", "chef", "julia", "larder", "marco_p", "root", "support", "tea_lover"]);

/** A delay that varies by name (350–850 ms), so answers can arrive out of order. */
function delayFor(name) {
  let hash = 0;
  for (const ch of name) hash = (hash * 31 + ch.charCodeAt(0)) % 1000;
  return 350 + (hash % 500);
}

/**
 * Resolves with whether `name` is free; rejects with an AbortError if `signal` aborts first.
 * @param {string} name
 * @param {AbortSignal} signal
 * @returns {Promise<boolean>}
 */
export function checkUsername(name, signal) {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => resolve(!TAKEN.has(name.toLowerCase())), delayFor(name));
    signal.addEventListener("abort", () => {
      clearTimeout(timer);
      reject(new DOMException("Aborted", "AbortError"));
    });
  });
}

/**
 * Pretends to create the account.
 * @param {{ username: string, email: string }} account
 * @returns {Promise<void>}
 */
export function createAccount(account) {
  void account;
  return new Promise((resolve) => setTimeout(resolve, 1200));
}
