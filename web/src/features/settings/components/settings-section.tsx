import { useId, type ReactNode, type RefObject } from 'react'

interface SettingsSectionProps {
  title: string
  description?: ReactNode
  /** The heading, to take the focus when what was focused inside is gone. */
  headingRef?: RefObject<HTMLHeadingElement | null>
  /** `danger`: what cannot be undone (deleting the account). */
  tone?: 'default' | 'danger'
  children: ReactNode
}

/** One card of the settings page: a heading, what it is about, its controls. */
export function SettingsSection({
  title,
  description,
  headingRef,
  tone = 'default',
  children,
}: SettingsSectionProps) {
  const titleId = useId()
  return (
    <section
      aria-labelledby={titleId}
      className={`rounded-2xl border bg-white p-5 shadow-sm sm:p-6 ${
        tone === 'danger' ? 'border-rose-300' : 'border-slate-200'
      }`}
    >
      <h2
        id={titleId}
        ref={headingRef}
        tabIndex={-1}
        className={`text-lg font-semibold focus:outline-none ${
          tone === 'danger' ? 'text-rose-800' : 'text-slate-900'
        }`}
      >
        {title}
      </h2>
      {description && <p className="mt-1 text-sm text-slate-600">{description}</p>}
      <div className="mt-4">{children}</div>
    </section>
  )
}
