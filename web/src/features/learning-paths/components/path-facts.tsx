import { countLabel } from '../lib/paths'

function ClockIcon() {
  return (
    <svg
      viewBox="0 0 20 20"
      width="16"
      height="16"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinecap="round"
    >
      <circle cx="10" cy="10" r="7.25" />
      <path d="M10 6v4l2.5 1.5" />
    </svg>
  )
}

function ListIcon() {
  return (
    <svg
      viewBox="0 0 20 20"
      width="16"
      height="16"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinecap="round"
    >
      <path d="M7 5.5h9M7 10h9M7 14.5h9" />
      <circle cx="3.75" cy="5.5" r=".75" fill="currentColor" />
      <circle cx="3.75" cy="10" r=".75" fill="currentColor" />
      <circle cx="3.75" cy="14.5" r=".75" fill="currentColor" />
    </svg>
  )
}

/** "14 hours · 8 items". */
export function PathFacts({ hours, items }: { hours: number; items: number }) {
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600">
      <li className="flex items-center gap-1.5">
        <ClockIcon />
        {countLabel(hours, 'hour')}
      </li>
      <li className="flex items-center gap-1.5">
        <ListIcon />
        {countLabel(items, 'item')}
      </li>
    </ul>
  )
}
