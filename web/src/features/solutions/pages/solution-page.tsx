import { Fragment } from 'react'
import { Link, useParams } from 'react-router'
import { PageMeta } from '@/components/page-meta'
import { socialCard } from '@/lib/meta'
import { PAGES } from '@/app/pages'
import { ReportButton } from '@/components/report-dialog'
import { CheckList } from '@/components/solution-checks'
import { Button, ButtonLink } from '@/components/ui/button'
import { DifficultyBadge } from '@/components/ui/difficulty-badge'
import { Skeleton } from '@/components/ui/skeleton'
import { TagList } from '@/components/ui/tag-chip'
import { AuthorLink } from '@/components/author-link'
import { UserAvatar } from '@/components/user-avatar'
import { ApiError } from '@/lib/api-client'
import { formatDate } from '@/lib/format'
import type { SolutionWithReviews } from '@/lib/reviews-types'
import { checksSummary, formatScore, useSolution, type Solution } from '@/lib/solutions'
import { useAuth } from '@/lib/use-auth'
import { FeedbackRequestSection } from '../components/feedback-request'
import { IssueList } from '../components/issue-list'
import { PageScreenshots } from '../components/page-screenshots'
import { ReviewsSection } from '../components/reviews-section'
import { ScoreCard } from '../components/score-card'
import { displayUrl, httpUrl } from '../lib/report'

const BACK_LINK =
  'inline-flex items-center gap-1.5 rounded text-sm font-medium text-slate-600 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600'

const CARD = 'rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6'

/** A solution id from the URL: a positive whole number, else null (nothing to ask for). */
function parseSolutionId(value: string | undefined): number | null {
  if (!value || !/^\d{1,15}$/.test(value)) return null
  const id = Number(value)
  return id > 0 ? id : null
}

const authorName = (solution: Solution) => solution.author.name || solution.author.login

/** The same title and description as the server renders into the page's head. */
function describe(solution: Solution) {
  const author = authorName(solution)
  const score = formatScore(solution.score)
  const outcome = score
    ? `scored ${score} by Frontloop's checks`
    : 'checked by Frontloop: repository, live site and page audit'
  return {
    title: `${solution.task.title} by ${author}`,
    description: `${author}'s solution to the ${solution.task.title} challenge, ${outcome}.`,
  }
}

/** /solutions/:id: a completed challenge's links, checks, score and audit report (public). */
export function SolutionPage() {
  const id = parseSolutionId(useParams().id)
  if (id === null) return <SolutionNotFound />
  return <SolutionView key={id} id={id} />
}

function SolutionView({ id }: { id: number }) {
  const solution = useSolution(id)

  // Data already shown stays, even if a later poll fails. The answer carries
  // `feedback_request` and `reviews_count` (docs/reviews.md), which the
  // generated types do not have yet.
  if (solution.data) return <SolutionReport solution={solution.data} />
  if (solution.isPending) return <SolutionSkeleton id={id} />
  if (solution.error instanceof ApiError && solution.error.status === 404) {
    return <SolutionNotFound />
  }
  return (
    <>
      <PageMeta
        title="Solution"
        description="A checked Frontloop solution."
        canonicalPath={`/solutions/${id}`}
        noindex
      />
      <div className="mx-auto max-w-3xl px-4 py-24 text-center sm:px-6">
        <h1 className="text-2xl font-bold text-slate-900">This solution could not be loaded</h1>
        <p className="mt-3 text-slate-600">Check your connection and try again.</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Button onClick={() => void solution.refetch()} disabled={solution.isFetching}>
            {solution.isFetching ? 'Trying again…' : 'Try again'}
          </Button>
          <ButtonLink to="/challenges" variant="outline">
            Browse challenges
          </ButtonLink>
        </div>
      </div>
    </>
  )
}

function SolutionReport({ solution }: { solution: SolutionWithReviews }) {
  const { title, description } = describe(solution)
  const completedOn = formatDate(solution.completed_at)
  const { user } = useAuth()
  const links = [
    { label: 'Repository', url: httpUrl(solution.github_repo_url) },
    { label: 'Live site', url: httpUrl(solution.github_pages_url) },
  ]

  return (
    <>
      <PageMeta
        title={title}
        description={description}
        image={socialCard('solutions', solution.id)}
        canonicalPath={`/solutions/${solution.id}`}
        type="article"
        jsonLd={{
          '@context': 'https://schema.org',
          '@type': 'CreativeWork',
          author: { '@type': 'Person', name: authorName(solution) },
          dateCreated: solution.completed_at,
          description,
          isBasedOn: `${window.location.origin}/challenges/${solution.task.slug}`,
          name: title,
          url: `${window.location.origin}/solutions/${solution.id}`,
        }}
      />
      <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-12 lg:px-8">
        <Link to="/challenges" className={BACK_LINK}>
          <span aria-hidden="true">←</span> All challenges
        </Link>

        <header className="mt-6">
          <p className="text-sm font-semibold text-indigo-700">Solution report</p>
          <h1 className="mt-2 text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-4xl">
            <Link
              to={`/challenges/${encodeURIComponent(solution.task.slug)}`}
              className="rounded underline decoration-slate-300 decoration-2 underline-offset-4 hover:text-indigo-700 hover:decoration-indigo-400 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
            >
              {solution.task.title}
            </Link>
          </h1>
          <div className="mt-4 flex flex-wrap items-center gap-2">
            <DifficultyBadge difficulty={solution.task.difficulty} />
            <TagList tags={solution.task.tags} />
          </div>

          <div className="mt-6 flex flex-wrap items-center justify-between gap-3">
            <div className="flex min-w-0 items-center gap-3">
              <UserAvatar user={solution.author} size="md" />
              <div className="min-w-0">
                <p className="truncate font-semibold text-slate-900">
                  <span className="sr-only">By </span>
                  <AuthorLink login={solution.author.login}>
                    {authorName(solution)}{' '}
                    <span className="font-normal text-slate-600">@{solution.author.login}</span>
                  </AuthorLink>
                </p>
                {completedOn && (
                  <p className="text-sm text-slate-600">
                    Completed <time dateTime={solution.completed_at}>{completedOn}</time>
                  </p>
                )}
              </div>
            </div>
            {user && !solution.is_owner && (
              <ReportButton itemType="solution" itemId={solution.id} label="Report solution" />
            )}
          </div>

          <dl className="mt-6 grid gap-3 sm:grid-cols-2">
            {links.map(({ label, url }) => (
              <div key={label} className="min-w-0 rounded-xl border border-slate-200 bg-white p-4">
                <dt className="text-sm font-medium text-slate-600">{label}</dt>
                <dd className="mt-1">
                  {url ? (
                    <a
                      href={url}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="rounded font-medium [overflow-wrap:anywhere] text-indigo-700 underline underline-offset-2 hover:text-indigo-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
                    >
                      <BreakableUrl url={displayUrl(url)} />
                      <span className="sr-only"> (opens in a new tab)</span>
                    </a>
                  ) : (
                    <span className="text-slate-600">Not a web address</span>
                  )}
                </dd>
              </div>
            ))}
          </dl>
        </header>

        {/* The score comes first on a phone; on wide screens it is the right column. */}
        <div className="mt-8 grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
          <div className="lg:sticky lg:top-24 lg:col-start-2 lg:row-start-1">
            <ScoreCard solution={solution} />
          </div>
          <div className="min-w-0 space-y-6 lg:col-start-1 lg:row-start-1">
            <FeedbackRequestSection solution={solution} />
            <section aria-labelledby="checks-title" className={CARD}>
              <h2 id="checks-title" className="text-lg font-semibold text-slate-900">
                Checks
              </h2>
              <p role="status" className="mt-1 text-sm text-slate-600">
                {checksSummary(solution)}
              </p>
              <CheckList checks={solution.checks} className="mt-4" />
            </section>
            <IssueList solution={solution} />
            <PageScreenshots solution={solution} />
            <ReviewsSection solution={solution} />
          </div>
        </div>
      </div>
    </>
  )
}

/** A long address that wraps after its slashes rather than mid-word. */
function BreakableUrl({ url }: { url: string }) {
  const parts = url.split('/')
  return parts.map((part, index) => (
    <Fragment key={index}>
      {part}
      {index < parts.length - 1 && (
        <>
          /<wbr />
        </>
      )}
    </Fragment>
  ))
}

function SolutionSkeleton({ id }: { id: number }) {
  return (
    <>
      <PageMeta
        title="Solution"
        description="A checked Frontloop solution."
        canonicalPath={`/solutions/${id}`}
      />
      <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-12 lg:px-8">
        <p role="status" className="sr-only">
          Loading solution
        </p>
        <div className="text-slate-900">
          <Skeleton className="h-4 w-28" />
          <Skeleton className="mt-8 h-4 w-32" />
          <Skeleton className="mt-3 h-9 w-3/4 max-w-md" />
          <div className="mt-6 flex items-center gap-3">
            <Skeleton className="size-10 rounded-full" />
            <div className="space-y-2">
              <Skeleton className="h-4 w-40" />
              <Skeleton className="h-3 w-28" />
            </div>
          </div>
          <div className="mt-6 grid gap-3 sm:grid-cols-2">
            <Skeleton className="h-20 rounded-xl" />
            <Skeleton className="h-20 rounded-xl" />
          </div>
          <div className="mt-8 grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
            <Skeleton className="h-40 rounded-2xl lg:col-start-2 lg:row-start-1" />
            <Skeleton className="h-72 rounded-2xl lg:col-start-1 lg:row-start-1" />
          </div>
        </div>
      </div>
    </>
  )
}

function SolutionNotFound() {
  return (
    <>
      <PageMeta {...PAGES.solution.missing} />
      <div className="mx-auto max-w-3xl px-4 py-24 text-center sm:px-6">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">Solution not found</h1>
        <p className="mt-3 text-slate-600">
          There is no solution at this address. Its link may not be quite right.
        </p>
        <ButtonLink to="/challenges" className="mt-8">
          Browse challenges
        </ButtonLink>
      </div>
    </>
  )
}
