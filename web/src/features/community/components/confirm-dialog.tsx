import { useEffect, useId, useRef, type RefObject } from 'react'
import { createPortal } from 'react-dom'
import { buttonClasses } from '@/components/ui/button-classes'

const DANGER_BUTTON =
  'inline-flex h-11 items-center justify-center gap-2 rounded-lg bg-rose-700 px-5 text-sm font-semibold text-white transition-colors ' +
  'hover:bg-rose-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-rose-700 disabled:cursor-not-allowed disabled:opacity-60'

const FOCUSABLE = 'a[href], button:not([disabled]), textarea:not([disabled]), input:not([disabled]), select:not([disabled]), [tabindex]:not([tabindex="-1"])'

interface ConfirmDialogProps {
  open: boolean
  title: string
  description: string
  confirmLabel: string
  /** Shown on the confirm button while the action runs. */
  pendingLabel: string
  pending?: boolean
  onConfirm: () => void
  onCancel: () => void
  /** Receives focus on close when the opener is gone (say, the deleted comment's button). */
  fallbackFocusRef?: RefObject<HTMLElement | null>
}

/**
 * Asks before a destructive action (WAI-ARIA modal dialog): the page
 * behind is inert, focus starts on Cancel, Tab stays inside, Escape or a
 * click on the backdrop cancels, and focus returns where it was.
 */
export function ConfirmDialog({ open, ...props }: ConfirmDialogProps) {
  if (!open) return null
  return createPortal(<ConfirmDialogPanel {...props} />, document.body)
}

function ConfirmDialogPanel({
  title,
  description,
  confirmLabel,
  pendingLabel,
  pending = false,
  onConfirm,
  onCancel,
  fallbackFocusRef,
}: Omit<ConfirmDialogProps, 'open'>) {
  const titleId = useId()
  const descriptionId = useId()
  const overlayRef = useRef<HTMLDivElement>(null)
  const panelRef = useRef<HTMLDivElement>(null)
  const cancelRef = useRef<HTMLButtonElement>(null)
  const onCancelRef = useRef(onCancel)
  const pendingRef = useRef(pending)

  useEffect(() => {
    onCancelRef.current = onCancel
    pendingRef.current = pending
  })

  useEffect(() => {
    const overlay = overlayRef.current
    const panel = panelRef.current
    if (!overlay || !panel) return
    const returnTarget = document.activeElement instanceof HTMLElement ? document.activeElement : null
    const fallbackTarget = fallbackFocusRef?.current ?? null

    const madeInert: Element[] = []
    for (const sibling of Array.from(document.body.children)) {
      if (sibling !== overlay && !sibling.hasAttribute('inert')) {
        sibling.setAttribute('inert', '')
        madeInert.push(sibling)
      }
    }
    const { overflow } = document.body.style
    document.body.style.overflow = 'hidden'
    cancelRef.current?.focus()

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation()
        if (!pendingRef.current) onCancelRef.current()
        return
      }
      if (event.key !== 'Tab') return
      const focusable = Array.from(panel.querySelectorAll<HTMLElement>(FOCUSABLE))
      if (focusable.length === 0) {
        event.preventDefault()
        panel.focus()
        return
      }
      const first = focusable[0]
      const last = focusable[focusable.length - 1]
      const active = document.activeElement
      if (event.shiftKey && (active === first || !panel.contains(active))) {
        event.preventDefault()
        last.focus()
      } else if (!event.shiftKey && (active === last || !panel.contains(active))) {
        event.preventDefault()
        first.focus()
      }
    }
    document.addEventListener('keydown', onKeyDown)

    return () => {
      document.removeEventListener('keydown', onKeyDown)
      for (const element of madeInert) element.removeAttribute('inert')
      document.body.style.overflow = overflow
      if (returnTarget?.isConnected) returnTarget.focus()
      else fallbackTarget?.focus()
    }
    // Runs once per opening; the refs are read when it opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  return (
    // The backdrop's click is a pointer shortcut; Escape and Cancel are the keyboard way out.
    // oxlint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
    <div
      ref={overlayRef}
      className="fixed inset-0 z-50 flex items-center justify-center overflow-y-auto bg-slate-950/60 p-4"
      onClick={(event) => {
        if (event.target === event.currentTarget && !pending) onCancel()
      }}
    >
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={descriptionId}
        tabIndex={-1}
        className="w-full max-w-md rounded-2xl bg-white p-6 shadow-2xl focus:outline-none sm:p-8"
      >
        <h2 id={titleId} className="text-xl font-bold text-slate-900">
          {title}
        </h2>
        <p id={descriptionId} className="mt-2 text-slate-600">
          {description}
        </p>
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <button ref={cancelRef} type="button" onClick={onCancel} disabled={pending} className={buttonClasses('outline')}>
            Cancel
          </button>
          <button
            type="button"
            onClick={onConfirm}
            disabled={pending}
            className={DANGER_BUTTON}
          >
            {pending ? pendingLabel : confirmLabel}
          </button>
        </div>
      </div>
    </div>
  )
}
