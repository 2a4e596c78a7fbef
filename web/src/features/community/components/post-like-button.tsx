import toast from 'react-hot-toast'
import { useLikePost } from '../api/like-post'
import { useViewer } from '../hooks/use-viewer'
import { actionErrorMessage } from '../lib/post-text'
import type { CommunityPost } from '../types'
import { LikeButton } from './like-button'

interface PostLikeButtonProps {
  post: Pick<CommunityPost, 'id' | 'liked_by_user' | 'likes_count'>
  className?: string
}

/**
 * Likes or unlikes a post (the server toggles). A signed-out visitor is
 * sent to sign in and brought back here instead.
 */
export function PostLikeButton({ post, className }: PostLikeButtonProps) {
  const { signedIn, signIn } = useViewer()
  const likePost = useLikePost()

  const toggle = () => {
    if (!signedIn) {
      signIn()
      return
    }
    likePost.mutate(post.id, {
      onSuccess: (result) => {
        // Only a new like is celebrated; taking one back is quiet.
        if (result.liked) toast.success('Post liked!')
      },
      onError: (error) => {
        toast.error(actionErrorMessage(error, 'Failed to like post'))
      },
    })
  }

  return (
    <LikeButton
      subject="post"
      liked={post.liked_by_user}
      count={post.likes_count}
      pending={likePost.isPending}
      onToggle={toggle}
      className={className}
    />
  )
}
