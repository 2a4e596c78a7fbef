/**
 * Keys of the values the client keeps in browser storage (docs/screens.md), and
 * small wrappers that never throw: storage can be unavailable (private
 * modes, disabled cookies), and losing a value there must not break a page.
 */
export const STORAGE_KEYS = {
  /** Session token, localStorage. */
  token: 'token',
  /** Path to return to after sign-in, localStorage. */
  returnPath: 'returnPath',
  /** Path the visitor was on when they chose to sign in, sessionStorage. */
  prevPath: 'prevPath',
} as const

function read(storage: () => Storage, key: string): string | null {
  try {
    return storage().getItem(key)
  } catch {
    return null
  }
}

function write(storage: () => Storage, key: string, value: string): void {
  try {
    storage().setItem(key, value)
  } catch {
    // Storage full or blocked: the app keeps working without persistence.
  }
}

function remove(storage: () => Storage, key: string): void {
  try {
    storage().removeItem(key)
  } catch {
    // Nothing to remove when storage is unavailable.
  }
}

const local = () => window.localStorage
const session = () => window.sessionStorage

export const getToken = () => read(local, STORAGE_KEYS.token)
export const setToken = (token: string) => write(local, STORAGE_KEYS.token, token)
export const removeToken = () => remove(local, STORAGE_KEYS.token)

export const setReturnPath = (path: string) => write(local, STORAGE_KEYS.returnPath, path)
export const removeReturnPath = () => remove(local, STORAGE_KEYS.returnPath)

export const getPrevPath = () => read(session, STORAGE_KEYS.prevPath)
export const setPrevPath = (path: string) => write(session, STORAGE_KEYS.prevPath, path)
