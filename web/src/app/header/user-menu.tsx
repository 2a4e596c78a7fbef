import { Link } from 'react-router'
import { Button } from '@/components/ui/button'
import { useAuth } from '@/lib/use-auth'
import { displayName, type User } from '@/features/auth/types'
import { safeAvatarUrl } from '@/lib/avatar-url'
import { NotificationBell } from './notification-bell'
import { useProfileAvatar } from './use-profile-avatar'

/** Signed-in controls: the notification bell, the avatar (a link to /profile) and Logout. */
export function UserMenu({ user }: { user: User }) {
  const { logout } = useAuth()
  const profileAvatar = useProfileAvatar(!user.avatar_url)
  const avatarUrl = safeAvatarUrl(user.avatar_url) || safeAvatarUrl(profileAvatar.data)
  const name = displayName(user)

  return (
    <div className="flex items-center gap-1.5 sm:gap-3">
      <NotificationBell />
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
