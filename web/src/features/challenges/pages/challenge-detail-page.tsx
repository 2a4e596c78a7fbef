import { useRef, useState } from 'react'
import { Link, useLocation, useParams } from 'react-router'
import { PageMeta } from '@/components/page-meta'
import { PAGES } from '@/app/pages'
import { DifficultyBadge } from '@/components/ui/difficulty-badge'
import { RetiredNotice } from '@/components/retired-notice'
import { PageSpinner } from '@/components/ui/spinner'
import { TagList } from '@/components/ui/tag-chip'
import { ButtonLink } from '@/components/ui/button'
import { DIFFICULTY_LABELS, difficultyLevel } from '@/lib/challenge-taxonomy'
import { setReturnPath } from '@/lib/storage'
import { absoluteUrl, socialCard } from '@/lib/meta'
import { taskImageSources } from '@/lib/task-image'
import { useTaskBySlug } from '../api/get-task-by-slug'
import { ChallengeActions } from '../components/challenge-actions'
import { ChallengeBrief } from '../components/challenge-brief'
import { ChallengeStories } from '../components/challenge-stories'
import { ImageZoom } from '../components/image-zoom'
import { LoginRequiredModal } from '../components/login-required-modal'
import { UnlockCard } from '../components/unlock-card'
import { briefSummary } from '../lib/brief'
import type { Task } from '../types'

interface ChallengeDetailPageProps {
  /** A user is signed in: the whole brief shows. */
  signedIn: boolean
  /** The stored session is still being checked. */
  sessionLoading: boolean
  /** Starts provider sign-in, coming back to `returnPath` (the header's login). */
  onSignIn: (returnPath: string) => void
}

function describe(task: Task): string {
  return (
    briefSummary(task.description) ||
    `${task.title}: a ${DIFFICULTY_LABELS[difficultyLevel(task.difficulty)].toLowerCase()} front-end challenge on Frontloop.`
  )
}

const backLinkClass =
  'inline-flex items-center gap-1.5 rounded text-sm font-medium text-slate-600 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600'

/** /challenges/{slug}: the brief, the picture and the learner's progress. */
export function ChallengeDetailPage({
  signedIn,
  sessionLoading,
  onSignIn,
}: ChallengeDetailPageProps) {
  const { slug = '' } = useParams()
  const location = useLocation()
  const currentPath = location.pathname + location.search
  const task = useTaskBySlug(slug)
  const [loginOpen, setLoginOpen] = useState(false)
  const loginTrigger = useRef<HTMLElement | null>(null)

  if (task.isPending) {
    return (
      <>
        <PageMeta title="Challenge" description="A hands-on front-end challenge on Frontloop." />
        <PageSpinner label="Loading challenge" />
      </>
    )
  }

  if (task.isError || !task.data) {
    return (
      <>
        <PageMeta {...PAGES.challenge.missing} />
        <section className="mx-auto max-w-xl px-4 py-24 text-center">
          <h1 className="text-3xl font-bold tracking-tight text-slate-900">Task not found</h1>
          <p className="mt-4 text-slate-600">
            This challenge doesn't exist or is no longer available.
          </p>
          <ButtonLink to="/challenges" variant="outline" className="mt-8">
            Browse all challenges
          </ButtonLink>
        </section>
      </>
    )
  }

  const data = task.data
  const description = data.summary || describe(data)
  const image = taskImageSources(data.image_url, data.tags)[0]
  const locked = !signedIn

  const continueWithGithub = () => {
    setReturnPath(currentPath)
    onSignIn(currentPath)
  }

  return (
    <>
      <PageMeta
        title={`${data.title} challenge`}
        description={description}
        image={socialCard('challenges', data.slug)}
        type="article"
        noindex={data.archived}
        jsonLd={{
          '@context': 'https://schema.org',
          '@type': 'LearningResource',
          name: data.title,
          description,
          url: `${window.location.origin}/challenges/${data.slug}`,
          educationalLevel: data.difficulty,
          keywords: data.tags.join(', '),
          learningResourceType: 'Coding challenge',
          isAccessibleForFree: true,
          image: absoluteUrl(image),
        }}
      />
      <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-12 lg:px-8">
        <Link to="/challenges" className={backLinkClass}>
          <svg
            viewBox="0 0 20 20"
            width="16"
            height="16"
            aria-hidden="true"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          >
            <path d="M12 4 6 10l6 6" />
          </svg>
          All challenges
        </Link>

        {data.archived && <RetiredNotice what="challenge" className="mt-6" />}

        {/* Source order is header, picture and actions, brief (the order on a
            phone); on wide screens the picture and actions form the left column. */}
        <div className="mt-6 grid grid-cols-1 gap-8 [grid-template-areas:'header'_'media'_'brief'] lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:grid-rows-[auto_1fr] lg:gap-x-12 lg:gap-y-6 lg:[grid-template-areas:'media_header'_'media_brief']">
          <div className="[grid-area:header]">
            <div className="flex flex-wrap items-center gap-2">
              <DifficultyBadge difficulty={data.difficulty} />
              <TagList tags={data.tags} />
            </div>
            <h1 className="mt-4 text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-4xl">
              {data.title}
            </h1>
          </div>

          <div className="space-y-6 [grid-area:media]">
            <ImageZoom title={data.title} imageUrl={data.image_url} tags={data.tags} />
            <ChallengeActions
              taskId={data.id}
              signedIn={signedIn}
              retired={data.archived}
              onLoginRequired={(trigger) => {
                loginTrigger.current = trigger
                setLoginOpen(true)
              }}
            />
          </div>

          <div className="min-w-0 [grid-area:brief]">
            <ChallengeBrief
              markdown={data.description}
              title={data.title}
              locked={locked}
              lockedNotice={
                sessionLoading ? null : <UnlockCard onSignIn={() => onSignIn(currentPath)} />
              }
            />
            {signedIn && data.stories && <ChallengeStories stories={data.stories} />}
          </div>
        </div>
      </div>

      <LoginRequiredModal
        open={loginOpen}
        onClose={() => setLoginOpen(false)}
        onContinueWithGithub={continueWithGithub}
        returnFocusRef={loginTrigger}
      />
    </>
  )
}
