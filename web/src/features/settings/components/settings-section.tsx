import { useId, type ReactNode, type RefObject } from 'react'

interface SettingsSectionProps {
  title: string
  description?: ReactNode
  /** The heading, to take the focus when what was focused inside is gone. */
  headingRef?: RefObject<HTMLHeadingElement | null>
  children: ReactNode
}

/** One card of the settings page: a heading, what it is about, its controls. */
export function SettingsSection({
  title,
  description,
  headingRef,
  children,
}: SettingsSectionProps) {
  const titleId = useId()
  return (
    <section
      aria-labelledby={titleId}
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2
        id={titleId}
        ref={headingRef}
        tabIndex={-1}
        className="text-lg font-semibold text-slate-900 focus:outline-none"
      >
        {title}
      </h2>
      {description && <p className="mt-1 text-sm text-slate-600">{description}</p>}
      <div className="mt-4">{children}</div>
    </section>
  )
}
