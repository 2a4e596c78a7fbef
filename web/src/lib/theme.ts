// The colour theme (docs/screens.md, Themes): the learner's choice ("system",
// "light" or "dark"), kept in localStorage and, when signed in, on the
// account. The inline script in `index.html` reads the stored choice before
// the first paint and puts it on <html data-theme>; the CSS does the rest
// (src/index.css).
import { useCallback, useContext, useEffect, useSyncExternalStore } from 'react'
import { api } from './api-client'
import { AuthContext } from './use-auth'

export type ThemeChoice = 'system' | 'light' | 'dark'
export type Theme = 'light' | 'dark'

/** The choices, in the order the header's button cycles through them. */
export const THEME_CHOICES: readonly ThemeChoice[] = ['system', 'light', 'dark']

/** localStorage key of an explicit choice; also read by the inline script in index.html. */
export const THEME_STORAGE_KEY = 'frontloop.theme'

/** The browser's bar colour in each theme (index.html has both, by media query). */
export const THEME_COLORS: Record<Theme, string> = { light: '#1e1b4b', dark: '#060d20' }

const DARK_QUERY = '(prefers-color-scheme: dark)'

export function isThemeChoice(value: unknown): value is ThemeChoice {
  return value === 'system' || value === 'light' || value === 'dark'
}

// Where storage throws (blocked), the choice lasts until the page is left.
let unstoredChoice: ThemeChoice = 'system'

/** The learner's choice on this browser: "system" unless they picked one. */
export function getThemeChoice(): ThemeChoice {
  try {
    const stored = window.localStorage.getItem(THEME_STORAGE_KEY)
    return isThemeChoice(stored) ? stored : 'system'
  } catch {
    return unstoredChoice
  }
}

function storeThemeChoice(choice: ThemeChoice): void {
  unstoredChoice = choice
  try {
    // "system" is the default: nothing stored, the system decides.
    if (choice === 'system') window.localStorage.removeItem(THEME_STORAGE_KEY)
    else window.localStorage.setItem(THEME_STORAGE_KEY, choice)
  } catch {
    // Storage full or blocked: the choice holds for this page only.
  }
}

/** The system's theme (light where the browser cannot tell). */
export function systemTheme(): Theme {
  return typeof window.matchMedia === 'function' && window.matchMedia(DARK_QUERY).matches
    ? 'dark'
    : 'light'
}

/** The theme a choice shows. */
export function resolveTheme(choice: ThemeChoice, system: Theme = systemTheme()): Theme {
  return choice === 'system' ? system : choice
}

/**
 * Shows `choice`: <html data-theme> for an explicit one (none for "system",
 * the CSS then follows the system), and the browser bar's colour.
 */
export function applyTheme(choice: ThemeChoice, root: HTMLElement = document.documentElement) {
  if (choice === 'system') delete root.dataset.theme
  else root.dataset.theme = choice
  for (const meta of document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')) {
    const own: Theme = meta.getAttribute('media')?.includes('dark') ? 'dark' : 'light'
    meta.content = THEME_COLORS[choice === 'system' ? own : choice]
  }
}

const listeners = new Set<() => void>()
const notify = () => listeners.forEach((listener) => listener())

/** Stores `choice` on this browser and shows it at once. */
export function setThemeChoice(choice: ThemeChoice): void {
  storeThemeChoice(choice)
  applyTheme(choice)
  notify()
}

/** The choice after `choice` in the header button's cycle. */
export function nextThemeChoice(choice: ThemeChoice): ThemeChoice {
  return THEME_CHOICES[(THEME_CHOICES.indexOf(choice) + 1) % THEME_CHOICES.length]
}

/**
 * Calls `listener` when the choice or the theme it shows may have changed:
 * a choice made here or in another tab, or the system switching themes.
 */
export function subscribeTheme(listener: () => void): () => void {
  listeners.add(listener)
  const onStorage = (event: StorageEvent) => {
    if (event.key !== THEME_STORAGE_KEY && event.key !== null) return
    applyTheme(getThemeChoice())
    listener()
  }
  window.addEventListener('storage', onStorage)
  const media = typeof window.matchMedia === 'function' ? window.matchMedia(DARK_QUERY) : null
  media?.addEventListener('change', listener)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('storage', onStorage)
    media?.removeEventListener('change', listener)
  }
}

// The account's theme last taken from the server, per learner: it is
// applied when it changes (at load, at sign-in), never again after that, so
// a choice made since (whose save the session object does not reflect) stays.
let accountTheme: { user: number; theme: ThemeChoice } | null = null

/**
 * The account's choice wins when the session brings it (at load and at
 * sign-in): it is applied, and stored locally for the next first paint;
 * except an account still on `system` (no choice) meeting a device with
 * one: the device's choice is kept and saved to the account.
 * `null` (signed out) forgets it, so the next sign-in applies it again.
 */
export function followAccountTheme(user: { id: number; theme?: unknown } | null): void {
  if (!user) {
    accountTheme = null
    return
  }
  if (!isThemeChoice(user.theme)) return
  if (accountTheme?.user === user.id && accountTheme.theme === user.theme) return
  const local = getThemeChoice()
  if (accountTheme?.user !== user.id && user.theme === 'system' && local !== 'system') {
    // The account has no choice of its own (system is the default) and this
    // device has one, made before signing in: it is kept and becomes the
    // account's, rather than undone by the sign-in.
    accountTheme = { user: user.id, theme: local }
    void saveAccountTheme(local)
    return
  }
  accountTheme = { user: user.id, theme: user.theme }
  if (user.theme !== local) setThemeChoice(user.theme)
}

export const ACCOUNT_THEME_ERROR = 'Your theme could not be saved to your account.'

// Saves go one at a time, so the account ends on the last choice even when
// the button is pressed several times quickly; one still waiting when a
// newer choice comes is dropped.
let saving: Promise<void> = Promise.resolve()
let latestSave = 0

/** Saves the choice on the account; a failure is a toast, the local choice stays. */
export function saveAccountTheme(theme: ThemeChoice): Promise<void> {
  const ticket = ++latestSave
  saving = saving.then(async () => {
    if (ticket !== latestSave) return
    try {
      await api.patch('/api/users/settings', { theme })
    } catch {
      // react-hot-toast stays off the first route: loaded when needed.
      const { toast } = await import('react-hot-toast')
      toast.error(ACCOUNT_THEME_ERROR)
    }
  })
  return saving
}

const serverChoice = (): ThemeChoice => 'system'
const serverTheme = (): Theme => 'light'
const currentTheme = () => resolveTheme(getThemeChoice())

export interface UseTheme {
  /** The learner's choice. */
  choice: ThemeChoice
  /** The theme shown. */
  theme: Theme
  /** Shows and keeps `choice` (on the account too when signed in). */
  setChoice: (choice: ThemeChoice) => void
}

/** The theme, kept in step with the account when a learner is signed in. */
export function useTheme(): UseTheme {
  const choice = useSyncExternalStore(subscribeTheme, getThemeChoice, serverChoice)
  const theme = useSyncExternalStore(subscribeTheme, currentTheme, serverTheme)
  const user = useContext(AuthContext)?.user ?? null
  const userId = user?.id ?? null
  const userTheme = (user as { theme?: unknown } | null)?.theme

  useEffect(() => {
    followAccountTheme(userId === null ? null : { id: userId, theme: userTheme })
  }, [userId, userTheme])

  // The page may have been opened before the theme script ran its course (or
  // without it): the DOM follows the stored choice.
  useEffect(() => applyTheme(choice), [choice])

  const setChoice = useCallback(
    (next: ThemeChoice) => {
      setThemeChoice(next)
      if (userId !== null) void saveAccountTheme(next)
    },
    [userId],
  )

  return { choice, theme, setChoice }
}
