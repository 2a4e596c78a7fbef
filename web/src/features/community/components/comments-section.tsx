import { useId, useRef, useState } from 'react'
import toast from 'react-hot-toast'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { useComments } from '../api/get-comments'
import { useDeleteComment } from '../api/delete-comment'
import { useViewer } from '../hooks/use-viewer'
import { CommentForm } from './comment-form'
import { CommentItem } from './comment-item'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'

interface CommentsSectionProps {
  postId: number
  count: number
}

/** A post's comments, oldest first, with the form for signed-in members. */
export function CommentsSection({ postId, count }: CommentsSectionProps) {
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

      {signedIn ? (
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
