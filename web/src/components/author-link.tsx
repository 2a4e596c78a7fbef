import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { portfolioPath } from '@/lib/portfolio-path'

interface AuthorLinkProps {
  /** The learner's GitHub login: the link goes to `/u/{login}`. */
  login: string
  /** What is shown: their name, often beside their (decorative) avatar. */
  children: ReactNode
  className?: string
  /** A name for the link when its text alone does not say enough. */
  'aria-label'?: string
}

const BASE =
  'rounded hover:text-indigo-700 hover:underline hover:underline-offset-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600'

/**
 * A learner's name (and avatar) as a link to their public portfolio, with
 * a visible focus ring. Used wherever the app names the author of a post,
 * comment, review or solution.
 */
export function AuthorLink({ login, children, className = '', ...props }: AuthorLinkProps) {
  return (
    <Link to={portfolioPath(login)} className={`${BASE} ${className}`} {...props}>
      {children}
    </Link>
  )
}
