import { useEffect, useRef, type MouseEvent, type ReactNode, type RefObject } from 'react'
import { createPortal } from 'react-dom'

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',')

interface ModalProps {
  open: boolean
  onClose: () => void
  /** Id of the element that names the dialog (its title). */
  labelledBy: string
  describedBy?: string
  /** Receives focus on open; defaults to the first focusable element. */
  initialFocusRef?: RefObject<HTMLElement | null>
  /** Receives focus on close; defaults to whatever had focus on open. */
  returnFocusRef?: RefObject<HTMLElement | null>
  /**
   * Receives focus on close when the element to return to is gone (say, the
   * button that opened the dialog was removed) or nothing had focus on open.
   * Read when the dialog closes.
   */
  fallbackFocusRef?: RefObject<HTMLElement | null>
  /** The backdrop: covers the viewport and centres the panel. */
  overlayClassName?: string
  panelClassName?: string
  children: ReactNode
}

/**
 * An accessible modal dialog (WAI-ARIA dialog pattern): rendered over the
 * page, which becomes inert; focus moves in, Tab cycles inside, Escape or a
 * click on the backdrop closes it, and focus returns where it was.
 */
export function Modal({ open, ...props }: ModalProps) {
  if (!open) return null
  return createPortal(<ModalContent {...props} />, document.body)
}

function ModalContent({
  onClose,
  labelledBy,
  describedBy,
  initialFocusRef,
  returnFocusRef,
  fallbackFocusRef,
  overlayClassName = 'bg-slate-950/60 p-4 dark:bg-black/70',
  panelClassName = 'w-full max-w-md rounded-2xl bg-white p-6 shadow-2xl sm:p-8',
  children,
}: Omit<ModalProps, 'open'>) {
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
    const previouslyFocused =
      active instanceof HTMLElement && active !== document.body ? active : null
    const returnTarget = returnFocusRef?.current ?? previouslyFocused

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
      // The fallback is read at close on purpose: whatever it points to then.
      // eslint-disable-next-line react-hooks/exhaustive-deps
      const target = returnTarget?.isConnected ? returnTarget : fallbackFocusRef?.current
      target?.focus()
    }
    // Runs once per opening; the refs are read when it opens (the fallback when it closes).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  const onMouseDown = (event: MouseEvent<HTMLDivElement>) => {
    pressStartedOnBackdrop.current = event.target === event.currentTarget
  }
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (pressStartedOnBackdrop.current && event.target === event.currentTarget) onClose()
    pressStartedOnBackdrop.current = false
  }

  return (
    // The backdrop's click is a pointer shortcut; Escape and the dialog's
    // own buttons are the keyboard way out.
    // oxlint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
    <div
      ref={overlayRef}
      className={`fixed inset-0 z-50 flex items-center justify-center overflow-y-auto ${overlayClassName}`}
      onMouseDown={onMouseDown}
      onClick={onClick}
    >
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        tabIndex={-1}
        className={`relative focus:outline-none ${panelClassName}`}
      >
        {children}
      </div>
    </div>
  )
}
