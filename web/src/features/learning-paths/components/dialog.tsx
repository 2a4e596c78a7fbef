import { useEffect, useRef, type ReactNode, type RefObject } from 'react'
import { createPortal } from 'react-dom'

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',')

interface DialogProps {
  onClose: () => void
  /** Id of the dialog's title. */
  labelledBy: string
  describedBy?: string
  /** Receives focus on open; defaults to the first focusable element. */
  initialFocusRef?: RefObject<HTMLElement | null>
  /**
   * Receives focus on close when the element focused before the dialog is
   * gone (the 'Mark as Read' button that opened it turns into a status).
   */
  fallbackFocusRef?: RefObject<HTMLElement | null>
  children: ReactNode
}

/**
 * A modal dialog (WAI-ARIA dialog pattern), mounted while open: the page
 * behind becomes inert, focus moves in and Tab cycles inside, Escape or a
 * click on the backdrop closes it, and focus returns where it was.
 */
export function Dialog({ onClose, labelledBy, describedBy, initialFocusRef, fallbackFocusRef, children }: DialogProps) {
  const overlayRef = useRef<HTMLDivElement>(null)
  const panelRef = useRef<HTMLDivElement>(null)
  const onCloseRef = useRef(onClose)
  // A press that starts inside the panel and ends on the backdrop (say,
  // selecting text) must not close the dialog.
  const pressStartedOnBackdrop = useRef(false)

  useEffect(() => {
    onCloseRef.current = onClose
  })

  useEffect(() => {
    const overlay = overlayRef.current
    const panel = panelRef.current
    if (!overlay || !panel) return
    const active = document.activeElement
    const previouslyFocused = active instanceof HTMLElement && active !== document.body ? active : null

    // Everything beside the dialog is out of reach while it is open.
    const madeInert: Element[] = []
    for (const sibling of Array.from(document.body.children)) {
      if (sibling !== overlay && !sibling.hasAttribute('inert')) {
        sibling.setAttribute('inert', '')
        madeInert.push(sibling)
      }
    }
    const { overflow } = document.body.style
    document.body.style.overflow = 'hidden'

    const first = initialFocusRef?.current ?? panel.querySelector<HTMLElement>(FOCUSABLE) ?? panel
    first.focus()

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation()
        onCloseRef.current()
        return
      }
      if (event.key !== 'Tab') return
      const focusable = Array.from(panel.querySelectorAll<HTMLElement>(FOCUSABLE))
      if (focusable.length === 0) {
        event.preventDefault()
        panel.focus()
        return
      }
      const firstItem = focusable[0]
      const lastItem = focusable[focusable.length - 1]
      const current = document.activeElement
      if (event.shiftKey && (current === firstItem || !panel.contains(current))) {
        event.preventDefault()
        lastItem.focus()
      } else if (!event.shiftKey && (current === lastItem || !panel.contains(current))) {
        event.preventDefault()
        firstItem.focus()
      }
    }
    document.addEventListener('keydown', onKeyDown)

    return () => {
      document.removeEventListener('keydown', onKeyDown)
      for (const element of madeInert) element.removeAttribute('inert')
      document.body.style.overflow = overflow
      // Read at close on purpose: the fallback is whatever it points to then.
      // eslint-disable-next-line react-hooks/exhaustive-deps
      const target = previouslyFocused?.isConnected ? previouslyFocused : fallbackFocusRef?.current
      target?.focus()
    }
    // Runs once per opening; the refs are read when it opens and closes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  return createPortal(
    // The backdrop's click is a pointer shortcut; Escape and the dialog's
    // own button are the keyboard way out.
    // oxlint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
    <div
      ref={overlayRef}
      className="fixed inset-0 z-50 flex items-center justify-center overflow-y-auto bg-slate-950/60 p-4"
      onMouseDown={(event) => {
        pressStartedOnBackdrop.current = event.target === event.currentTarget
      }}
      onClick={(event) => {
        if (pressStartedOnBackdrop.current && event.target === event.currentTarget) onCloseRef.current()
        pressStartedOnBackdrop.current = false
      }}
    >
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        tabIndex={-1}
        className="relative w-full max-w-md rounded-2xl bg-white p-6 shadow-2xl focus:outline-none sm:p-8"
      >
        {children}
      </div>
    </div>,
    document.body,
  )
}
