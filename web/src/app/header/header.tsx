import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import { NavLink, useLocation } from 'react-router'
import { Logo } from '@/components/logo'
import { LoginButton } from '@/features/auth/components/login-button'
import { useAuth } from '@/lib/use-auth'
import { getToken } from '@/lib/storage'
import { MODERATOR_NAV_ITEMS, NAV_ITEMS } from './nav-items'
import { ThemeToggle } from './theme-toggle'
import { useScrolled } from './use-scrolled'

const MOBILE_MENU_ID = 'mobile-menu'

// Signed-in controls load on demand: first-time visitors never need them.
// With a stored token they are fetched at once, beside the session check.
const loadUserMenu = () => import('./user-menu')
const UserMenu = lazy(async () => ({ default: (await loadUserMenu()).UserMenu }))
if (getToken()) void loadUserMenu()

const authSlotPlaceholder = <span className="block h-9 w-24" aria-hidden="true" />

const desktopLinkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-2 py-2 text-sm font-medium whitespace-nowrap transition-colors lg:px-3 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 ${
    isActive
      ? 'bg-indigo-50 text-indigo-700'
      : 'text-slate-700 hover:bg-slate-100 hover:text-slate-950'
  }`

const mobileLinkClass = ({ isActive }: { isActive: boolean }) =>
  `block rounded-lg px-3 py-3 text-base font-medium focus-visible:outline-2 focus-visible:outline-indigo-600 ${
    isActive ? 'bg-indigo-50 text-indigo-700' : 'text-slate-800 hover:bg-slate-100'
  }`

export function Header() {
  const { user, loading } = useAuth()
  const scrolled = useScrolled()
  const { pathname } = useLocation()
  // The menu is open for the page it was opened on: any navigation (a
  // chosen link, the back button) closes it without an extra render.
  const [menuOpenOn, setMenuOpenOn] = useState<string | null>(null)
  const menuOpen = menuOpenOn === pathname
  const setMenuOpen = (open: boolean) => setMenuOpenOn(open ? pathname : null)
  const menuButtonRef = useRef<HTMLButtonElement>(null)
  const moderator = user?.is_moderator === true
  const navItems = moderator ? [...NAV_ITEMS, ...MODERATOR_NAV_ITEMS] : NAV_ITEMS
  // A moderator's six links fit the bar from lg up: below it, the menu button.
  const desktopOnly = moderator ? 'hidden lg:block' : 'hidden md:block'
  const compactOnly = moderator ? 'lg:hidden' : 'md:hidden'

  useEffect(() => {
    if (!menuOpen) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setMenuOpenOn(null)
        menuButtonRef.current?.focus()
      }
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [menuOpen])

  return (
    <header
      data-scrolled={scrolled ? 'true' : 'false'}
      className={`sticky top-0 z-40 border-b transition-[background-color,box-shadow,border-color] duration-200 ${
        scrolled
          ? 'border-slate-200 bg-white shadow-md'
          : 'border-transparent bg-white/85 backdrop-blur'
      }`}
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 sm:px-6 lg:px-8">
        <Logo />

        <nav aria-label="Main" className={`ml-2 lg:ml-6 ${desktopOnly}`}>
          <ul className="flex items-center gap-1">
            {navItems.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} className={desktopLinkClass}>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>

        <div className="ml-auto flex items-center gap-2">
          <ThemeToggle />
          {/* Fixed-width slot while the session restores, so nothing jumps. */}
          {loading ? (
            authSlotPlaceholder
          ) : user ? (
            <Suspense fallback={authSlotPlaceholder}>
              <UserMenu user={user} />
            </Suspense>
          ) : (
            <LoginButton />
          )}

          <button
            ref={menuButtonRef}
            type="button"
            className={`inline-flex size-10 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-600 ${compactOnly}`}
            aria-expanded={menuOpen}
            aria-controls={MOBILE_MENU_ID}
            aria-label={menuOpen ? 'Close menu' : 'Open menu'}
            onClick={() => setMenuOpen(!menuOpen)}
          >
            <svg
              viewBox="0 0 24 24"
              width="24"
              height="24"
              aria-hidden="true"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            >
              {menuOpen ? <path d="M6 6l12 12M18 6 6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
            </svg>
          </button>
        </div>
      </div>

      <div
        id={MOBILE_MENU_ID}
        hidden={!menuOpen}
        className={`border-t border-slate-200 bg-white ${compactOnly}`}
      >
        <nav aria-label="Mobile">
          <ul className="mx-auto max-w-7xl space-y-1 px-4 py-3">
            {navItems.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  className={mobileLinkClass}
                  onClick={() => setMenuOpen(false)}
                >
                  {item.label}
                </NavLink>
              </li>
            ))}
            {/* On a phone the bar has no room for the settings button. */}
            {user && (
              <li className="border-t border-slate-100 pt-1">
                <NavLink
                  to="/settings"
                  className={mobileLinkClass}
                  onClick={() => setMenuOpen(false)}
                >
                  Settings
                </NavLink>
              </li>
            )}
            <ThemeToggle placement="menu" />
          </ul>
        </nav>
      </div>
    </header>
  )
}
