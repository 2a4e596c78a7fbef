import toast from 'react-hot-toast'
import { useLikeComment } from '../api/like-comment'
import { useViewer } from '../hooks/use-viewer'
import { actionErrorMessage } from '../lib/post-text'
import type { PostComment } from '../types'
import { LikeButton } from './like-button'

/** Likes or unlikes a comment; a signed-out visitor is sent to sign in. */
export function CommentLikeButton({ comment }: { comment: PostComment }) {
  const { signedIn, signIn } = useViewer()
  const likeComment = useLikeComment(comment.post_id)

  const toggle = () => {
    if (!signedIn) {
      signIn()
      return
    }
    likeComment.mutate(comment.id, {
      onError: (error) => {
        toast.error(actionErrorMessage(error, 'Failed to like comment'))
      },
    })
  }

  return (
    <LikeButton
      subject="comment"
      size="sm"
      liked={comment.liked_by_user}
      count={comment.likes_count}
      pending={likeComment.isPending}
      onToggle={toggle}
    />
  )
}
