import { useId, type ReactNode, type RefObject } from 'react'

interface AdminSectionProps {
  /** The fragment that jumps to it. */
  id: string
  title: string
  description?: string
  headingRef?: RefObject<HTMLHeadingElement | null>
  children: ReactNode
}

/** One part of the moderation page, under its h2. */
export function AdminSection({ id, title, description, headingRef, children }: AdminSectionProps) {
  const titleId = useId()
  return (
    <section id={id} aria-labelledby={titleId} className="scroll-mt-24">
      <h2
        id={titleId}
        ref={headingRef}
        tabIndex={-1}
        className="text-2xl font-bold tracking-tight text-slate-900 focus:outline-none"
      >
        {title}
      </h2>
      {description && <p className="mt-1 text-slate-600">{description}</p>}
      <div className="mt-5">{children}</div>
    </section>
  )
}
