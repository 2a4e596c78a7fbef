import { Link } from 'react-router'
import { GitHubIcon } from '@/components/icons/github-icon'
import { ButtonLink } from '@/components/ui/button'
import { safeAvatarUrl } from '@/lib/avatar-url'
import { formatDate } from '@/lib/format'
import { portfolioPath } from '@/lib/portfolio-path'
import type { CommunityStats, Profile } from '../types'

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`

interface ProfileHeaderProps {
  profile: Profile | undefined
  community: CommunityStats | undefined
}

/** Who the learner is, with the way back to the challenges. */
export function ProfileHeader({ profile, community }: ProfileHeaderProps) {
  const name = profile ? profile.name || profile.login : null
  const joined = formatDate(profile?.joined_at)
  const avatarUrl = safeAvatarUrl(profile?.avatar_url)

  return (
    <section
      aria-labelledby="profile-name"
      className="flex flex-col gap-6 rounded-2xl border border-slate-200 bg-linear-to-br from-indigo-50 via-white to-white p-6 shadow-sm sm:flex-row sm:items-center sm:p-8"
    >
      {avatarUrl ? (
        <img
          src={avatarUrl}
          alt={`${name}'s avatar`}
          width={96}
          height={96}
          className="size-20 shrink-0 rounded-full border-4 border-white bg-slate-100 object-cover shadow sm:size-24"
        />
      ) : (
        <span
          role="img"
          aria-label={name ? `${name}'s avatar` : 'Avatar'}
          className="flex size-20 shrink-0 items-center justify-center rounded-full border-4 border-white bg-indigo-100 text-3xl font-bold text-indigo-700 shadow sm:size-24"
        >
          {(name ?? '?').charAt(0).toUpperCase()}
        </span>
      )}

      <div className="min-w-0 flex-1">
        <h1
          id="profile-name"
          className="text-2xl font-bold tracking-tight break-words text-slate-900 sm:text-3xl"
        >
          {name ? (
            <>
              <span className="sr-only">Profile of</span> {name}
            </>
          ) : (
            'Your profile'
          )}
        </h1>
        {profile?.email && <p className="mt-1 break-all text-slate-600">{profile.email}</p>}
        <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-600">
          {profile?.html_url && /^https?:\/\//i.test(profile.html_url) && (
            <a
              href={profile.html_url}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex items-center gap-1.5 rounded font-medium text-slate-800 hover:text-indigo-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
            >
              <GitHubIcon className="size-4" />
              GitHub profile
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          )}
          {joined && <span>Joined {joined}</span>}
          {profile?.login && (
            <Link
              to={portfolioPath(profile.login)}
              className="rounded font-medium text-indigo-700 underline underline-offset-2 hover:text-indigo-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
            >
              View public profile
            </Link>
          )}
        </div>
        {community && (
          <p className="mt-2 text-sm text-slate-600">
            {plural(community.postsCount, 'post', 'posts')} ·{' '}
            {plural(community.commentsCount, 'comment', 'comments')} · helped{' '}
            {plural(community.helpedUsers, 'learner', 'learners')}
          </p>
        )}
      </div>

      <ButtonLink to="/challenges" className="self-start sm:self-center">
        Continue Learning
      </ButtonLink>
    </section>
  )
}
