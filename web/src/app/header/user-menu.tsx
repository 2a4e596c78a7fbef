import { Link, NavLink } from 'react-router'
import { Button } from '@/components/ui/button'
import { useAuth } from '@/lib/use-auth'
import { displayName, type User } from '@/features/auth/types'
import { safeAvatarUrl } from '@/lib/avatar-url'
import { NotificationBell } from './notification-bell'
import { useProfileAvatar } from './use-profile-avatar'

/**
 * Signed-in controls: the notification bell, Settings (a link to /settings;
 * in the menu on a phone), the avatar (a link to /profile) and Logout.
 */
export function UserMenu({ user }: { user: User }) {
  const { logout } = useAuth()
  const profileAvatar = useProfileAvatar(!user.avatar_url)
  const avatarUrl = safeAvatarUrl(user.avatar_url) || safeAvatarUrl(profileAvatar.data)
  const name = displayName(user)

  return (
    <div className="flex items-center gap-1.5 sm:gap-3">
      <NotificationBell />
      {/* From sm up; on a phone, Settings is in the menu (the bar is full). */}
      <NavLink
        to="/settings"
        aria-label="Settings"
        title="Settings"
        className={({ isActive }) =>
          `hidden size-10 items-center justify-center rounded-full hover:bg-slate-100 sm:inline-flex hover:text-slate-950 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 ${
            isActive ? 'bg-indigo-50 text-indigo-700' : 'text-slate-700'
          }`
        }
      >
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
        >
          <path d="M12.22 2h-.44a2 2 0 0 0-2 2v.18a2 2 0 0 1-1 1.73l-.43.25a2 2 0 0 1-2 0l-.15-.08a2 2 0 0 0-2.73.73l-.22.38a2 2 0 0 0 .73 2.73l.15.1a2 2 0 0 1 1 1.72v.51a2 2 0 0 1-1 1.74l-.15.09a2 2 0 0 0-.73 2.73l.22.38a2 2 0 0 0 2.73.73l.15-.08a2 2 0 0 1 2 0l.43.25a2 2 0 0 1 1 1.73V20a2 2 0 0 0 2 2h.44a2 2 0 0 0 2-2v-.18a2 2 0 0 1 1-1.73l.43-.25a2 2 0 0 1 2 0l.15.08a2 2 0 0 0 2.73-.73l.22-.39a2 2 0 0 0-.73-2.73l-.15-.08a2 2 0 0 1-1-1.74v-.5a2 2 0 0 1 1-1.74l.15-.09a2 2 0 0 0 .73-2.73l-.22-.38a2 2 0 0 0-2.73-.73l-.15.08a2 2 0 0 1-2 0l-.43-.25a2 2 0 0 1-1-1.73V4a2 2 0 0 0-2-2z" />
          <circle cx="12" cy="12" r="3" />
        </svg>
      </NavLink>
      <Link
        to="/profile"
        className="rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
        title="Your profile"
      >
        {avatarUrl ? (
          <img
            src={avatarUrl}
            alt={`${name}'s avatar`}
            width={36}
            height={36}
            className="size-9 rounded-full border border-slate-200 bg-slate-100 object-cover"
          />
        ) : (
          <span
            role="img"
            aria-label={`${name}'s avatar`}
            className="flex size-9 items-center justify-center rounded-full bg-indigo-100 text-sm font-bold text-indigo-700"
          >
            {name.charAt(0).toUpperCase()}
          </span>
        )}
      </Link>
      <Button variant="outline" size="sm" onClick={() => void logout()}>
        Logout
      </Button>
    </div>
  )
}
