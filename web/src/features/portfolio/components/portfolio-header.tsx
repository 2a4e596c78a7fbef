import { Link } from 'react-router'
import { GitHubIcon } from '@/components/icons/github-icon'
import { safeAvatarUrl } from '@/lib/avatar-url'
import { formatMonthYear, httpUrl, portfolioName } from '../lib/portfolio-text'
import type { PortfolioBody } from '../types'

const LINK =
  'inline-flex items-center gap-1.5 rounded font-medium text-slate-800 hover:text-indigo-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600'

/** Who the portfolio is of: avatar, name, login, GitHub profile, joined; "Edit settings" for its owner. */
export function PortfolioHeader({ portfolio }: { portfolio: PortfolioBody }) {
  const { user } = portfolio
  const name = portfolioName(portfolio)
  const avatarUrl = safeAvatarUrl(user.avatar_url)
  const github = httpUrl(user.html_url)
  const joined = formatMonthYear(user.joined_at)

  return (
    <header className="flex flex-col gap-6 rounded-2xl border border-slate-200 bg-linear-to-br from-indigo-50 via-white to-white p-6 shadow-sm sm:flex-row sm:items-center sm:p-8">
      {avatarUrl ? (
        <img
          src={avatarUrl}
          alt=""
          width={96}
          height={96}
          className="size-20 shrink-0 rounded-full border-4 border-white bg-slate-100 object-cover shadow sm:size-24"
        />
      ) : (
        <span
          aria-hidden="true"
          className="flex size-20 shrink-0 items-center justify-center rounded-full border-4 border-white bg-indigo-100 text-3xl font-bold text-indigo-700 shadow sm:size-24"
        >
          {Array.from(name)[0]?.toUpperCase() ?? '?'}
        </span>
      )}
      <div className="min-w-0 flex-1">
        <h1 className="text-2xl font-bold tracking-tight break-words text-slate-900 sm:text-3xl">
          {name}
        </h1>
        <p className="mt-1 break-all text-slate-600">@{user.login}</p>
        <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-600">
          {github && (
            <a href={github} target="_blank" rel="noopener noreferrer" className={LINK}>
              <GitHubIcon className="size-4" />
              GitHub profile
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          )}
          {joined && (
            <span>
              Joined <time dateTime={user.joined_at}>{joined}</time>
            </span>
          )}
        </div>
      </div>
      {portfolio.is_owner && (
        <Link
          to="/settings"
          className="self-start rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-800 shadow-sm hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 sm:self-center"
        >
          Edit settings
        </Link>
      )}
    </header>
  )
}
