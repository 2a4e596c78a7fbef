import { useId, type RefObject } from 'react'
import { GitHubIcon } from '@/components/icons/github-icon'
import { buttonClasses } from '@/components/ui/button-classes'
import { Modal } from '@/components/ui/modal'

interface LoginRequiredModalProps {
  open: boolean
  onClose: () => void
  onContinueWithGithub: () => void
  returnFocusRef?: RefObject<HTMLElement | null>
}

/** Shown when an anonymous visitor tries to act on a challenge. */
export function LoginRequiredModal({
  open,
  onClose,
  onContinueWithGithub,
  returnFocusRef,
}: LoginRequiredModalProps) {
  const titleId = useId()
  const textId = useId()
  return (
    <Modal
      open={open}
      onClose={onClose}
      labelledBy={titleId}
      describedBy={textId}
      returnFocusRef={returnFocusRef}
    >
      <span
        aria-hidden="true"
        className="flex size-12 items-center justify-center rounded-full bg-indigo-100 text-indigo-700"
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
      <h2 id={titleId} className="mt-4 text-xl font-bold text-slate-900">
        Login Required
      </h2>
      <p id={textId} className="mt-2 text-slate-600">
        Please login to access this challenge and track your progress
      </p>
      <div className="mt-6 flex flex-col gap-3">
        <button
          type="button"
          onClick={onContinueWithGithub}
          className={buttonClasses('github', 'lg', 'w-full')}
        >
          <GitHubIcon />
          Continue with GitHub
        </button>
        <button
          type="button"
          onClick={onClose}
          className={buttonClasses('outline', 'lg', 'w-full')}
        >
          Continue Browsing
        </button>
      </div>
    </Modal>
  )
}
