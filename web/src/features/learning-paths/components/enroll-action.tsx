import { useEffect, useRef } from 'react'
import { Link } from 'react-router'
import { Button } from '@/components/ui/button'
import { buttonClasses } from '@/components/ui/button-classes'
import { setPrevPath } from '@/lib/storage'

interface EnrollActionProps {
  signedIn: boolean
  sessionLoading: boolean
  enrolled: boolean
  /** The viewer's progress, 0-100. */
  progress: number
  /** The path was completed once: it stays completed when items are added later. */
  completed?: boolean
  enrolling: boolean
  onEnroll: () => void
  /** Where sign-in comes back to. */
  returnPath: string
}

function CheckIcon() {
  return (
    <svg
      viewBox="0 0 20 20"
      width="18"
      height="18"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M4.5 10.5l3.5 3.5 7.5-8" />
    </svg>
  )
}

/**
 * 'Login to Enroll' (signed out), 'Enroll Now' / 'Enrolling...' (signed in),
 * then the viewer's status: 'Enrolled', or 'Completed!' at 100% (and after,
 * once completed, even when items are added).
 */
export function EnrollAction({
  signedIn,
  sessionLoading,
  enrolled,
  progress,
  completed: completedOnce = false,
  enrolling,
  onEnroll,
  returnPath,
}: EnrollActionProps) {
  const statusRef = useRef<HTMLParagraphElement>(null)
  const wasEnrolling = useRef(false)

  // 'Enroll Now' becomes the 'Enrolled' status: keep keyboard focus here
  // instead of losing it to the page.
  useEffect(() => {
    if (enrolling) wasEnrolling.current = true
    else if (wasEnrolling.current && enrolled) {
      wasEnrolling.current = false
      const active = document.activeElement
      if (!active || active === document.body) statusRef.current?.focus()
    }
  }, [enrolling, enrolled])

  if (sessionLoading) {
    return (
      <span
        aria-hidden="true"
        className="inline-block h-12 w-40 rounded-lg bg-slate-100 motion-safe:animate-pulse"
      />
    )
  }

  if (!signedIn) {
    return (
      <Link
        to="/login"
        onClick={() => setPrevPath(returnPath)}
        className={buttonClasses('primary', 'lg')}
      >
        Login to Enroll
      </Link>
    )
  }

  if (enrolled) {
    const completed = completedOnce || progress >= 100
    return (
      <p
        ref={statusRef}
        tabIndex={-1}
        className={`inline-flex h-12 items-center gap-2 rounded-lg px-5 font-semibold ring-1 ring-inset focus:outline-none focus-visible:outline-2 focus-visible:outline-indigo-600 ${
          completed
            ? 'bg-emerald-50 text-emerald-800 ring-emerald-600/30'
            : 'bg-indigo-50 text-indigo-800 ring-indigo-600/30'
        }`}
      >
        <CheckIcon />
        {completed ? 'Completed!' : 'Enrolled'}
      </p>
    )
  }

  return (
    <Button size="lg" onClick={onEnroll} disabled={enrolling} aria-busy={enrolling || undefined}>
      {enrolling ? 'Enrolling...' : 'Enroll Now'}
    </Button>
  )
}
