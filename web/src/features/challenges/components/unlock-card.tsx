import { GitHubIcon } from '@/components/icons/github-icon'
import { buttonClasses } from '@/components/ui/button-classes'

/** Over the blurred brief: why it is hidden and how to see it. */
export function UnlockCard({ onSignIn }: { onSignIn: () => void }) {
  return (
    <section
      aria-labelledby="unlock-title"
      className="w-full max-w-md rounded-2xl border border-slate-200 bg-white/95 p-6 text-center shadow-xl backdrop-blur sm:p-8"
    >
      <span
        aria-hidden="true"
        className="mx-auto flex size-12 items-center justify-center rounded-full bg-indigo-100 text-indigo-700"
      >
        <svg
          viewBox="0 0 24 24"
          width="24"
          height="24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <rect x="5" y="11" width="14" height="10" rx="2" />
          <path d="M8 11V7a4 4 0 0 1 8 0v4" />
        </svg>
      </span>
      <h2 id="unlock-title" className="mt-4 text-xl font-bold text-slate-900">
        Unlock Full Challenge Details
      </h2>
      <p className="mt-2 text-slate-600">
        Sign in to read the whole brief: user stories, acceptance criteria, hints and design notes,
        and to track your progress.
      </p>
      <button
        type="button"
        onClick={onSignIn}
        className={buttonClasses('github', 'lg', 'mt-6 w-full')}
      >
        <GitHubIcon />
        Continue with GitHub
      </button>
    </section>
  )
}
