import { ButtonLink } from '@/components/ui/button'
import { SectionHeading } from './section-heading'

const POINTS = [
  {
    title: 'Share what you build',
    text: 'Post your finished challenges with the code behind them.',
  },
  {
    title: 'Learn from feedback',
    text: 'Comments from other developers show you new ways to solve a problem.',
  },
  {
    title: 'Cheer others on',
    text: 'Like and discuss the projects of people learning alongside you.',
  },
] as const

/** Invitation to the community feed. */
export function CommunitySection() {
  return (
    <section aria-labelledby="community-title" className="bg-white py-20 sm:py-24">
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 sm:px-6 lg:grid-cols-2 lg:px-8">
        <div>
          <SectionHeading
            id="community-title"
            eyebrow="Community"
            title="Learn together, ship together"
            align="left"
          >
            Front-end development is a team sport. Share your work, ask for feedback and see how
            others approached the same challenge.
          </SectionHeading>
          <ButtonLink to="/community" variant="primary" size="lg" className="mt-8">
            Visit the community
          </ButtonLink>
        </div>

        <ul className="grid gap-4">
          {POINTS.map((point, index) => (
            <li
              key={point.title}
              className="flex gap-4 rounded-2xl border border-slate-200 bg-slate-50 p-5"
            >
              <span
                aria-hidden="true"
                className={`flex size-11 shrink-0 items-center justify-center rounded-xl text-white ${
                  ['bg-indigo-600', 'bg-fuchsia-600', 'bg-emerald-600'][index]
                }`}
              >
                <svg
                  viewBox="0 0 24 24"
                  width="22"
                  height="22"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                >
                  {index === 0 && (
                    <path d="M4 12v7a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-7M16 6l-4-4-4 4M12 2v13" />
                  )}
                  {index === 1 && (
                    <path d="M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v10Z" />
                  )}
                  {index === 2 && (
                    <path d="M20.8 4.6a5.5 5.5 0 0 0-7.8 0L12 5.7l-1-1.1a5.5 5.5 0 0 0-7.8 7.8l1 1.1L12 21l7.8-7.5 1-1.1a5.5 5.5 0 0 0 0-7.8Z" />
                  )}
                </svg>
              </span>
              <span>
                <span className="block font-semibold text-slate-900">{point.title}</span>
                <span className="mt-1 block text-slate-600">{point.text}</span>
              </span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
