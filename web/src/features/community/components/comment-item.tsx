import type { RefObject } from 'react'
import type { PostComment } from '../types'
import { AuthorLink } from '@/components/author-link'
import { BlockButton } from '@/components/block-button'
import { LinkifiedText } from '@/components/linkified-text'
import { ReportButton } from '@/components/report-dialog'
import { CommentLikeButton } from './comment-like-button'
import { PostDate } from './post-date'
import { UserAvatar } from '@/components/user-avatar'

interface CommentItemProps {
  comment: PostComment
  /** Given when the viewer wrote it: asks before deleting. */
  onDelete?: () => void
  /** Whether a learner is signed in: others' comments get Report and Block. */
  signedIn?: boolean
  /** Takes the focus once this comment is gone (its author blocked). */
  fallbackFocusRef?: RefObject<HTMLElement | null>
}

/**
 * One comment: who, when, what (as text), its likes and, for its author,
 * Delete; for other signed-in learners, Report and Block.
 */
export function CommentItem({ comment, onDelete, signedIn, fallbackFocusRef }: CommentItemProps) {
  const author = comment.user.name || comment.user.login
  const canReport = signedIn && !comment.is_owner
  return (
    <article className="flex gap-3 rounded-2xl border border-slate-200 bg-white p-4 sm:p-5">
      <UserAvatar user={comment.user} size="md" />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
          <p className="text-sm">
            <AuthorLink login={comment.user.login} className="font-semibold text-slate-900">
              {author}
            </AuthorLink>
            <span aria-hidden="true" className="mx-1.5 text-slate-400">
              ·
            </span>
            <PostDate value={comment.created_at} className="text-slate-600" />
          </p>
          {onDelete && (
            <button
              type="button"
              onClick={onDelete}
              aria-label="Delete comment"
              className="rounded text-sm font-medium text-rose-700 hover:text-rose-800 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-rose-700"
            >
              Delete
            </button>
          )}
        </div>
        <p className="mt-2 break-words whitespace-pre-wrap text-slate-800">
          <LinkifiedText text={comment.content} />
        </p>
        <div className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-2">
          <CommentLikeButton comment={comment} />
          {canReport && (
            <div className="ml-auto flex flex-wrap items-center gap-1">
              <ReportButton
                itemType="comment"
                itemId={comment.id}
                label={`Report comment by ${author}`}
                fallbackFocusRef={fallbackFocusRef}
              />
              <BlockButton login={comment.user.login} fallbackFocusRef={fallbackFocusRef} />
            </div>
          )}
        </div>
      </div>
    </article>
  )
}
