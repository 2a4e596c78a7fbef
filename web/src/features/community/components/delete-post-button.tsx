import { useState } from 'react'
import toast from 'react-hot-toast'
import { useNavigate } from 'react-router'
import { useDeletePost } from '../api/delete-post'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'

/** The author's Delete control for their post: asks, deletes, returns to the feed. */
export function DeletePostButton({ postId }: { postId: number }) {
  const navigate = useNavigate()
  const deletePost = useDeletePost()
  const [confirming, setConfirming] = useState(false)

  const confirm = () => {
    deletePost.mutate(postId, {
      onSuccess: () => {
        toast.success('Post deleted')
        void navigate('/community', { replace: true })
      },
      onError: () => {
        toast.error('Failed to delete post')
      },
    })
  }

  return (
    <>
      <button
        type="button"
        onClick={() => setConfirming(true)}
        aria-label="Delete post"
        className="inline-flex h-9 items-center gap-1.5 rounded-lg border border-rose-200 bg-white px-3 text-sm font-semibold text-rose-700 transition-colors hover:bg-rose-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-rose-700"
      >
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
          <path d="M3 6h18M8 6V4a2 2 0 0 1 2-2h4a2 2 0 0 1 2 2v2m3 0v14a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2V6" />
        </svg>
        Delete
      </button>
      <ConfirmDialog
        open={confirming}
        title="Delete this post?"
        description="The post, its comments and its likes will be removed for everyone. This cannot be undone."
        confirmLabel="Delete post"
        pendingLabel="Deleting..."
        pending={deletePost.isPending}
        onConfirm={confirm}
        onCancel={() => setConfirming(false)}
      />
    </>
  )
}
