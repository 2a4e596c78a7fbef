import type { Story } from '../types'

interface ChallengeStoriesProps {
  stories: Story[]
}

/**
 * The challenge's user stories as a solution is checked against them: a
 * browser opens the learner's live site and runs each verifiable story,
 * so nothing on the solution page is a surprise. Shown to signed-in
 * learners (visitors see the blurred brief instead).
 */
export function ChallengeStories({ stories }: ChallengeStoriesProps) {
  if (stories.length === 0) return null
  const verifiable = stories.filter((story) => story.verifiable).length
  return (
    <section
      aria-labelledby="challenge-stories-heading"
      className="mt-10 rounded-xl border border-slate-200 bg-slate-50 p-5 sm:p-6"
    >
      <h2 id="challenge-stories-heading" className="text-lg font-semibold text-slate-900">
        User stories we verify
      </h2>
      <p className="mt-2 text-sm text-slate-700">
        When you complete this challenge, a browser opens your live site and checks{' '}
        {verifiable === 1 ? 'this story' : `these ${verifiable} stories`} with real clicks and key
        presses. A solution that passes every required one is <strong>Verified</strong>.
      </p>
      <ol className="mt-4 space-y-3">
        {stories.map((story) => (
          <li key={story.id} className="flex gap-3 text-sm">
            <span
              aria-hidden="true"
              className={`mt-0.5 inline-flex size-5 shrink-0 items-center justify-center rounded-full text-xs font-semibold ${
                story.verifiable ? 'bg-indigo-100 text-indigo-800' : 'bg-slate-200 text-slate-700'
              }`}
            >
              {story.verifiable ? '✓' : '–'}
            </span>
            <div className="min-w-0">
              <p className="text-slate-900">
                {story.story}
                {story.verifiable && !story.required && (
                  <span className="ml-2 rounded bg-amber-100 px-1.5 py-0.5 text-xs font-medium text-amber-900">
                    Advisory
                  </span>
                )}
              </p>
              {!story.verifiable && (
                <p className="mt-1 text-slate-600">
                  Not verified automatically: {story.not_verifiable_reason}
                </p>
              )}
            </div>
          </li>
        ))}
      </ol>
    </section>
  )
}
