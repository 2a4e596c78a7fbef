import type { ReactNode } from 'react'

/**
 * A 16 px outline icon in the current text colour, hidden from assistive
 * technology (the button or link around it carries the name). `children`
 * are the icon's paths on a 24-unit grid.
 */
export function StrokeIcon({ children }: { children: ReactNode }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      width="16"
      height="16"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  )
}
