import type { ReactNode } from 'react'

const TONES = {
  amber: 'bg-amber-100 text-amber-900 ring-amber-600/30',
  rose: 'bg-rose-100 text-rose-800 ring-rose-600/30',
} as const

/** A small status pill: "Hidden", "Suspended". */
export function Badge({ tone, children }: { tone: keyof typeof TONES; children: ReactNode }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${TONES[tone]}`}
    >
      {children}
    </span>
  )
}
