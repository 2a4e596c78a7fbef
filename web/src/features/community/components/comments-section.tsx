import { useId, useRef, useState } from 'react'
import toast from 'react-hot-toast'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { useComments } from '../api/get-comments'
import { useDeleteComment } from '../api/delete-comment'
import { useSetCommentsEnabled } from '../api/set-comments-enabled'
import { useViewer } from '../hooks/use-viewer'
import { CommentForm } from './comment-form'
import { CommentItem } from './comment-item'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'

interface CommentsSectionProps {
  postId: number
  count: number
  /** Whether new comments are accepted (the author can turn them off). */
  commentsEnabled: boolean
  /** Whether the viewer wrote the post (and may turn comments off or on). */
  isOwner: boolean
}

/**
 * A post's comments, oldest first, with the form for signed-in members
 * while comments are on; the post's author turns them off or on.
 */
export function CommentsSection({ postId, count, commentsEnabled, isOwner }: CommentsSectionProps) {
  const titleId = useId()
  const headingRef = useRef<HTMLHeadingElement>(null)
  const { signedIn, sessionLoading, signIn } = useViewer()
  const comments = useComments(postId)
  const deleteComment = useDeleteComment(postId)
  const [confirming, setConfirming] = useState<number | null>(null)
  const items = comments.data?.pages.flatMap((page) => page.items) ?? []

  const confirmDelete = () => {
    if (confirming === null) return
    deleteComment.mutate(confirming, {
      onSuccess: () => {
        setConfirming(null)
        toast.success('Comment deleted')
      },
      onError: () => {
        toast.error('Failed to delete comment')
      },
    })
  }

  return (
    <section aria-labelledby={titleId} className="mt-10">
      <h2
        id={titleId}
        ref={headingRef}
        tabIndex={-1}
        className="text-xl font-bold text-slate-900 focus:outline-none"
      >
        Comments <span className="font-semibold text-slate-500">({count})</span>
      </h2>

      {isOwner && <CommentsSwitch postId={postId} enabled={commentsEnabled} />}

      {!commentsEnabled ? (
        <p className="mt-4 rounded-xl border border-slate-200 bg-slate-50 px-4 py-3 text-sm text-slate-700">
          The author turned comments off for this post.
        </p>
      ) : signedIn ? (
        <CommentForm postId={postId} />
      ) : (
        !sessionLoading && (
          <p className="mt-4 rounded-xl border border-slate-200 bg-slate-50 px-4 py-3 text-sm text-slate-700">
            <button
              type="button"
              onClick={signIn}
              className="font-semibold text-indigo-700 underline underline-offset-2 hover:text-indigo-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
            >
              Sign in
            </button>{' '}
            to join the conversation.
          </p>
        )
      )}

      <div className="mt-6">
        {comments.isPending ? (
          <div className="flex justify-center py-10">
            <Spinner label="Loading comments" />
          </div>
        ) : !comments.data ? (
          <p className="text-slate-600">
            The comments could not be loaded.{' '}
            <button
              type="button"
              onClick={() => void comments.refetch()}
              className="font-semibold text-indigo-700 underline underline-offset-2 hover:text-indigo-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
            >
              Try again
            </button>
          </p>
        ) : items.length === 0 ? (
          <p className="rounded-2xl border border-dashed border-slate-300 px-6 py-10 text-center text-slate-600">
            No comments yet. Be the first to comment!
          </p>
        ) : (
          <ol className="space-y-4">
            {items.map((comment) => (
              <li key={comment.id}>
                <CommentItem
                  comment={comment}
                  onDelete={comment.is_owner ? () => setConfirming(comment.id) : undefined}
                  signedIn={signedIn}
                  fallbackFocusRef={headingRef}
                />
              </li>
            ))}
          </ol>
        )}

        {comments.hasNextPage && (
          <div className="mt-6 flex justify-center">
            <Button
              variant="outline"
              onClick={() => void comments.fetchNextPage()}
              disabled={comments.isFetchingNextPage}
            >
              {comments.isFetchingNextPage ? 'Loading...' : 'Load more comments'}
            </Button>
          </div>
        )}
      </div>

      <ConfirmDialog
        open={confirming !== null}
        title="Delete this comment?"
        description="Your comment will be removed for everyone. This cannot be undone."
        confirmLabel="Delete comment"
        pendingLabel="Deleting..."
        pending={deleteComment.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setConfirming(null)}
        fallbackFocusRef={headingRef}
      />
    </section>
  )
}

/** The author's switch: turns new comments off, or back on. */
function CommentsSwitch({ postId, enabled }: { postId: number; enabled: boolean }) {
  const toggle = useSetCommentsEnabled(postId)
  return (
    <div className="mt-3 flex flex-wrap items-center gap-3">
      <Button
        variant="outline"
        size="sm"
        disabled={toggle.isPending}
        onClick={() =>
          toggle.mutate(!enabled, {
            onSuccess: () => toast.success(enabled ? 'Comments turned off' : 'Comments turned on'),
            onError: (error) => toast.error(error.message || 'Failed to change comments'),
          })
        }
      >
        {enabled ? 'Turn comments off' : 'Turn comments on'}
      </Button>
      <span className="text-sm text-slate-600">
        {enabled
          ? 'Turning them off keeps the comments already here.'
          : 'Nobody can comment until you turn comments on.'}
      </span>
    </div>
  )
}
