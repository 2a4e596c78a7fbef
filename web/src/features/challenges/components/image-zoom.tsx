import { useId, useRef, useState } from 'react'
import { TaskImage } from '@/components/task-image'
import { Modal } from '@/components/ui/modal'

interface ImageZoomProps {
  title: string
  imageUrl?: string | null
  tags: readonly string[]
}

/** The challenge picture; choosing it opens a full-screen view. */
export function ImageZoom({ title, imageUrl, tags }: ImageZoomProps) {
  const [open, setOpen] = useState(false)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const closeRef = useRef<HTMLButtonElement>(null)
  const titleId = useId()

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        onClick={() => setOpen(true)}
        aria-label={`Enlarge image: ${title}`}
        className="group relative block w-full cursor-zoom-in overflow-hidden rounded-2xl border border-slate-200 bg-slate-100 shadow-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
      >
        <TaskImage
          imageUrl={imageUrl}
          tags={tags}
          alt=""
          loading="eager"
          fetchPriority="high"
          className="aspect-[1200/630] w-full object-cover transition-transform duration-300 group-hover:scale-[1.02] motion-reduce:transition-none"
        />
        <span
          aria-hidden="true"
          className="fixed-palette absolute right-3 bottom-3 flex size-10 items-center justify-center rounded-full bg-slate-950/70 text-white"
        >
          <svg
            viewBox="0 0 24 24"
            width="20"
            height="20"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          >
            <circle cx="11" cy="11" r="6" />
            <path d="m20 20-4.5-4.5M11 8v6M8 11h6" />
          </svg>
        </span>
      </button>

      <Modal
        open={open}
        onClose={() => setOpen(false)}
        labelledBy={titleId}
        initialFocusRef={closeRef}
        returnFocusRef={buttonRef}
        overlayClassName="fixed-palette bg-slate-950/90 p-4 pt-20 sm:p-10 sm:pt-20"
        panelClassName="max-w-6xl"
      >
        <h2 id={titleId} className="sr-only">
          {title}: image
        </h2>
        <TaskImage
          imageUrl={imageUrl}
          tags={tags}
          alt={title}
          loading="eager"
          className="h-auto max-h-[calc(100svh-8rem)] w-auto max-w-full rounded-xl bg-white object-contain shadow-2xl"
        />
        <button
          ref={closeRef}
          type="button"
          onClick={() => setOpen(false)}
          className="fixed top-4 right-4 inline-flex h-11 items-center gap-2 rounded-full bg-white px-4 text-sm font-semibold text-slate-900 shadow-lg hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
        >
          <svg
            viewBox="0 0 24 24"
            width="18"
            height="18"
            aria-hidden="true"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          >
            <path d="M6 6l12 12M18 6 6 18" />
          </svg>
          Close
        </button>
      </Modal>
    </>
  )
}
