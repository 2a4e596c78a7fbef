import { tagChipClasses } from './tag-chip-classes'

export function TagChip({ tag }: { tag: string }) {
  return (
    <span
      className={`inline-flex items-center rounded-md px-2 py-0.5 text-xs font-medium ${tagChipClasses(tag)}`}
    >
      {tag}
    </span>
  )
}

/** A challenge's tags as a list of coloured chips. */
export function TagList({
  tags,
  className = '',
  label = 'Tags',
}: {
  tags: readonly string[]
  className?: string
  label?: string
}) {
  if (tags.length === 0) return null
  return (
    <ul aria-label={label} className={`flex flex-wrap gap-1.5 ${className}`}>
      {tags.map((tag) => (
        <li key={tag}>
          <TagChip tag={tag} />
        </li>
      ))}
    </ul>
  )
}
