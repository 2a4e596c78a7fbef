import { GitHubIcon } from '@/components/icons/github-icon'
import { ButtonLink } from '@/components/ui/button'
import { formatCountLong } from '@/lib/format'
import { usePlatformStats } from '@/lib/platform-stats'
import { CodeWindow } from './code-window'

interface HeroProps {
  /**
   * Whether a learner is signed in; `undefined` while nobody knows (the
   * server's first view): the buttons then hold their place, invisible.
   */
  signedIn: boolean | undefined
  /** True while the challenge list loads; shows the 'Loading...' line of docs/screens.md. */
  tasksLoading: boolean
}

export function Hero({ signedIn, tasksLoading }: HeroProps) {
  const { data: stats } = usePlatformStats()
  const users = stats?.users ?? 0

  return (
    <section
      aria-labelledby="hero-title"
      className="fixed-palette relative isolate overflow-hidden bg-slate-950 bg-[radial-gradient(ellipse_at_top_right,_rgba(99,102,241,0.35),_transparent_55%),linear-gradient(135deg,_#020617_0%,_#1e1b4b_55%,_#312e81_100%)]"
    >
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 pt-14 pb-16 sm:px-6 sm:pt-24 sm:pb-28 lg:grid-cols-[1.1fr_1fr] lg:px-8">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full border border-white/15 bg-white/5 px-3 py-1 text-sm font-medium text-indigo-100">
            <span aria-hidden="true" className="size-2 rounded-full bg-emerald-400" />
            Hands-on challenges for front-end developers
          </p>
          <h1
            id="hero-title"
            className="mt-6 text-4xl font-extrabold tracking-tight text-balance text-white sm:text-5xl lg:text-6xl"
          >
            Level up your front-end skills by{' '}
            <span className="bg-linear-to-r from-indigo-200 to-fuchsia-200 bg-clip-text text-transparent">
              building real projects
            </span>
          </h1>
          <p className="mt-6 max-w-xl text-lg text-pretty text-indigo-100">
            Practise with challenges modelled on real product work, get your code reviewed by
            experienced developers, and follow a clear path from your first layout to
            production-ready apps.
          </p>

          {signedIn === undefined ? (
            <div className="invisible mt-8 flex flex-col gap-3 sm:flex-row">
              <span className="h-12" />
              <span className="h-12" />
            </div>
          ) : (
            <div className="mt-8 flex flex-col gap-3 sm:flex-row">
              {signedIn ? (
                <ButtonLink to="/challenges" variant="light" size="lg">
                  Start Learning Now
                </ButtonLink>
              ) : (
                <ButtonLink to="/login" variant="light" size="lg">
                  <GitHubIcon />
                  Continue with GitHub
                </ButtonLink>
              )}
              <ButtonLink to="/community" variant="outline-light" size="lg">
                Explore Community
              </ButtonLink>
            </div>
          )}

          {/* Reserved height: the claim appears without moving anything. */}
          <p className="mt-6 flex min-h-6 items-center gap-2 text-sm text-indigo-100">
            {users > 0 && (
              <>
                <svg
                  aria-hidden="true"
                  viewBox="0 0 20 20"
                  width="20"
                  height="20"
                  className="size-5 text-emerald-400"
                  fill="currentColor"
                >
                  <path
                    fillRule="evenodd"
                    d="M10 18a8 8 0 1 0 0-16 8 8 0 0 0 0 16Zm3.86-9.86a.75.75 0 0 0-1.22-.88l-3.24 4.5-1.6-1.6a.75.75 0 1 0-1.06 1.06l2.22 2.22a.75.75 0 0 0 1.14-.09l3.76-5.21Z"
                    clipRule="evenodd"
                  />
                </svg>
                <span>
                  Trusted by{' '}
                  <strong className="font-semibold text-white">{formatCountLong(users)}</strong>{' '}
                  frontend developers
                </span>
              </>
            )}
          </p>
        </div>

        <CodeWindow />
      </div>

      {tasksLoading && (
        <p
          role="status"
          className="absolute bottom-3 left-1/2 -translate-x-1/2 text-xs text-indigo-100"
        >
          Loading...
        </p>
      )}
    </section>
  )
}
