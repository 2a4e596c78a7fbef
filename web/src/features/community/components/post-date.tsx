import { formatDate } from '@/lib/format'

/** When a post or comment was written: "Nov 22, 2026" in a <time>. */
export function PostDate({ value, className = '' }: { value: string; className?: string }) {
  const text = formatDate(value)
  if (!text) return null
  return (
    <time dateTime={value} className={className}>
      {text}
    </time>
  )
}
