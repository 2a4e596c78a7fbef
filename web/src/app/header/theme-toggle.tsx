import type { ReactNode } from 'react'
import { nextThemeChoice, useTheme, type ThemeChoice } from '@/lib/theme'
import { useAuth } from '@/lib/use-auth'

const LABELS: Record<ThemeChoice, string> = { system: 'System', light: 'Light', dark: 'Dark' }

const ICONS: Record<ThemeChoice, ReactNode> = {
  // A screen: the system decides.
  system: (
    <>
      <rect x="3" y="4" width="18" height="12" rx="2" />
      <path d="M8 20h8M12 16v4" />
    </>
  ),
  light: (
    <>
      <circle cx="12" cy="12" r="4" />
      <path d="M12 2v2M12 20v2M4.93 4.93l1.41 1.41M17.66 17.66l1.41 1.41M2 12h2M20 12h2M4.93 19.07l1.41-1.41M17.66 6.34l1.41-1.41" />
    </>
  ),
  dark: <path d="M20.5 14.1A8.5 8.5 0 1 1 9.9 3.5a6.6 6.6 0 0 0 10.6 10.6z" />,
}

const iconOf = (choice: ThemeChoice) => (
  <svg
    viewBox="0 0 24 24"
    width="22"
    height="22"
    aria-hidden="true"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    strokeLinecap="round"
    strokeLinejoin="round"
    className="shrink-0"
  >
    {ICONS[choice]}
  </svg>
)

/**
 * The header's theme button: its name says the current choice ("Theme:
 * System"); each press moves to the next one, system → light → dark.
 *
 * In the bar at every width, except on a phone with a learner signed in
 * (the bar is full, as for Settings): there it is a row of the menu
 * (`placement="menu"`, rendered only then).
 */
export function ThemeToggle({ placement = 'bar' }: { placement?: 'bar' | 'menu' }) {
  const { choice, setChoice } = useTheme()
  const { user, loading } = useAuth()
  const next = nextThemeChoice(choice)
  const name = `Theme: ${LABELS[choice]}`
  const title = `${name} (switch to ${LABELS[next]})`

  if (placement === 'menu') {
    if (!user) return null
    return (
      <li>
        <button
          type="button"
          title={title}
          onClick={() => setChoice(next)}
          className="flex w-full items-center gap-3 rounded-lg px-3 py-3 text-left text-base font-medium text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-600"
        >
          {iconOf(choice)}
          {name}
        </button>
      </li>
    )
  }

  return (
    <button
      type="button"
      aria-label={name}
      title={title}
      onClick={() => setChoice(next)}
      className={`size-10 shrink-0 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100 hover:text-slate-950 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 ${
        user || loading ? 'hidden sm:inline-flex' : 'inline-flex'
      }`}
    >
      {iconOf(choice)}
    </button>
  )
}
