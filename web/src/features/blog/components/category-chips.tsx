import { Link } from 'react-router'
import { categoryHref } from '../lib/urls'

const chipClasses =
  'inline-flex items-center rounded-full bg-indigo-50 px-2.5 py-0.5 text-xs font-medium text-indigo-700 ring-1 ring-indigo-100 ring-inset'

interface CategoryChipsProps {
  categories: readonly string[]
  /** Chips link to the blog filtered by their category. */
  linked?: boolean
  label?: string
  className?: string
}

/** A post's categories as small chips, plain or linking to /blog?category={name}. */
export function CategoryChips({
  categories,
  linked = false,
  label = 'Categories',
  className = '',
}: CategoryChipsProps) {
  if (categories.length === 0) return null
  return (
    <ul aria-label={label} className={`flex flex-wrap gap-1.5 ${className}`}>
      {categories.map((category) => (
        <li key={category}>
          {linked ? (
            <Link
              to={categoryHref(category)}
              className={`${chipClasses} transition-colors hover:bg-indigo-100 hover:text-indigo-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600`}
            >
              {category}
            </Link>
          ) : (
            <span className={chipClasses}>{category}</span>
          )}
        </li>
      ))}
    </ul>
  )
}
