import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { Link, useNavigate, useParams } from 'react-router'
import { ActivityCalendar } from '@/components/activity-calendar'
import { PageMeta } from '@/components/page-meta'
import { PAGES } from '@/app/pages'
import { absoluteUrl, socialCard } from '@/lib/meta'
import { Button, ButtonLink } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { ApiError } from '@/lib/api-client'
import { portfolioPath } from '@/lib/portfolio-path'
import { portfolioQueryKey, usePortfolio } from '../api/get-portfolio'
import { AchievementList } from '../components/achievement-list'
import { RecentPosts, ReviewsGiven } from '../components/activity-lists'
import { PortfolioHeader } from '../components/portfolio-header'
import { EmptyState, PortfolioSection } from '../components/portfolio-section'
import { PortfolioStats } from '../components/portfolio-stats'
import { SolutionCard } from '../components/solution-card'
import { portfolioMeta } from '../lib/portfolio-text'
import type { PortfolioBody } from '../types'

const NOT_FOUND = 'This profile does not exist or is private.'

/** /u/:login: a learner's public portfolio (docs/screens.md). */
export function PortfolioPage() {
  const login = useParams().login ?? ''
  if (!login) return <PortfolioNotFound />
  return <PortfolioView key={login} login={login} />
}

function PortfolioView({ login }: { login: string }) {
  const portfolio = usePortfolio(login)
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const current = portfolio.data?.user.login

  // A renamed GitHub account: the old login answers the new one's
  // portfolio, whose address replaces the old one in history.
  useEffect(() => {
    if (!portfolio.data || !current || current === login) return
    queryClient.setQueryData(portfolioQueryKey(current), portfolio.data)
    void navigate(portfolioPath(current), { replace: true })
  }, [portfolio.data, current, login, navigate, queryClient])

  if (portfolio.data) return <Portfolio portfolio={portfolio.data} />
  if (portfolio.isPending) return <PortfolioSkeleton login={login} />
  if (portfolio.error instanceof ApiError && portfolio.error.status === 404) {
    return <PortfolioNotFound />
  }
  return (
    <>
      <PageMeta
        title={`@${login}`}
        description="A front-end portfolio on Frontloop."
        canonicalPath={portfolioPath(login)}
        noindex
      />
      <div className="mx-auto max-w-3xl px-4 py-24 text-center sm:px-6">
        <h1 className="text-2xl font-bold text-slate-900">This profile could not be loaded</h1>
        <p className="mt-3 text-slate-600">Check your connection and try again.</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Button onClick={() => void portfolio.refetch()} disabled={portfolio.isFetching}>
            {portfolio.isFetching ? 'Trying again…' : 'Try again'}
          </Button>
          <ButtonLink to="/community" variant="outline">
            Back to community
          </ButtonLink>
        </div>
      </div>
    </>
  )
}

/** The same `ProfilePage` the server renders into the page's head. */
function profileJsonLd(portfolio: PortfolioBody, title: string, description: string) {
  const { user } = portfolio
  const url = absoluteUrl(portfolioPath(user.login))
  return {
    '@context': 'https://schema.org',
    '@type': 'ProfilePage',
    url,
    name: title,
    description,
    dateCreated: user.joined_at,
    mainEntity: {
      '@type': 'Person',
      name: user.name?.trim() || user.login,
      alternateName: user.login,
      identifier: user.login,
      image: user.avatar_url,
      url,
      sameAs: [user.html_url],
    },
  }
}

function Portfolio({ portfolio }: { portfolio: PortfolioBody }) {
  const { title, description } = portfolioMeta(portfolio)
  const privateToOwner = portfolio.is_owner && portfolio.profile_visibility === 'private'
  return (
    <>
      <PageMeta
        title={title}
        description={description}
        canonicalPath={portfolioPath(portfolio.user.login)}
        noindex={portfolio.profile_visibility === 'private'}
        type="profile"
        // The server links the card with its revision; without one it is
        // served with a short cache.
        image={socialCard('u', portfolio.user.login)}
        jsonLd={profileJsonLd(portfolio, title, description)}
      />
      <div className="mx-auto max-w-7xl space-y-6 px-4 py-8 sm:px-6 sm:py-12 lg:px-8">
        {privateToOwner && (
          <p className="rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900">
            Your profile is private: only you can see this page.{' '}
            <Link
              to="/settings"
              className="rounded font-semibold underline underline-offset-2 hover:text-amber-950 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-700"
            >
              Change it in your settings
            </Link>
          </p>
        )}
        <PortfolioHeader portfolio={portfolio} />
        <PortfolioStats stats={portfolio.stats} />
        <ActivityCalendar activity={portfolio.activity} today={portfolio.today} />
        <AchievementList achievements={portfolio.achievements} />
        <PortfolioSection title="Completed solutions" count={portfolio.solutions.length}>
          {portfolio.solutions.length === 0 ? (
            <EmptyState>No completed solutions yet.</EmptyState>
          ) : (
            <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {portfolio.solutions.map((solution) => (
                <li key={solution.id}>
                  <SolutionCard solution={solution} />
                </li>
              ))}
            </ul>
          )}
        </PortfolioSection>
        <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
          <RecentPosts posts={portfolio.posts} />
          <ReviewsGiven reviews={portfolio.reviews} />
        </div>
      </div>
    </>
  )
}

function PortfolioSkeleton({ login }: { login: string }) {
  return (
    <>
      <PageMeta
        title={`@${login}`}
        description="A front-end portfolio on Frontloop."
        canonicalPath={portfolioPath(login)}
      />
      <div className="mx-auto max-w-7xl space-y-6 px-4 py-8 sm:px-6 sm:py-12 lg:px-8">
        <p role="status" className="sr-only">
          Loading the portfolio of @{login}
        </p>
        <div aria-hidden="true" className="space-y-6 text-slate-900">
          <div className="flex items-center gap-6 rounded-2xl border border-slate-200 p-6 sm:p-8">
            <Skeleton className="size-20 rounded-full sm:size-24" />
            <div className="flex-1 space-y-3">
              <Skeleton className="h-8 w-56" />
              <Skeleton className="h-4 w-32" />
              <Skeleton className="h-4 w-48" />
            </div>
          </div>
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
            {[0, 1, 2].map((index) => (
              <Skeleton key={index} className="h-24 rounded-2xl" />
            ))}
          </div>
          <Skeleton className="h-48 rounded-2xl" />
          <div className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {[0, 1, 2].map((index) => (
              <Skeleton key={index} className="aspect-[4/3] rounded-xl" />
            ))}
          </div>
        </div>
      </div>
    </>
  )
}

function PortfolioNotFound() {
  return (
    <>
      <PageMeta {...PAGES.portfolio.missing} />
      <div className="mx-auto max-w-3xl px-4 py-24 text-center sm:px-6">
        <h1 className="text-3xl font-bold text-slate-900">Profile not found</h1>
        <p className="mt-3 text-slate-600">{NOT_FOUND}</p>
        <ButtonLink to="/community" className="mt-8">
          Back to community
        </ButtonLink>
      </div>
    </>
  )
}
