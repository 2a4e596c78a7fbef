import { useState } from 'react'
import { safeAvatarUrl } from '@/lib/avatar-url'
import type { Schemas } from '@/lib/api/types'

const SIZES = {
  sm: 'size-8 text-xs',
  md: 'size-10 text-sm',
} as const

interface UserAvatarProps {
  user: Pick<Schemas['AuthorBody'], 'name' | 'login' | 'avatar_url'>
  size?: keyof typeof SIZES
}

/**
 * A member's picture, or their initial when they have none (or it fails).
 * Decorative: their name is always written beside it.
 */
export function UserAvatar({ user, size = 'sm' }: UserAvatarProps) {
  const [failed, setFailed] = useState<string | null>(null)
  const name = user.name || user.login
  const src = safeAvatarUrl(user.avatar_url)

  if (src && failed !== src) {
    return (
      <img
        src={src}
        alt=""
        width={40}
        height={40}
        loading="lazy"
        decoding="async"
        onError={() => setFailed(src)}
        className={`${SIZES[size]} shrink-0 rounded-full border border-slate-200 bg-slate-100 object-cover`}
      />
    )
  }
  return (
    <span
      aria-hidden="true"
      className={`${SIZES[size]} flex shrink-0 items-center justify-center rounded-full bg-indigo-100 font-bold text-indigo-700`}
    >
      {Array.from(name.trim())[0]?.toUpperCase() ?? '?'}
    </span>
  )
}
