import { Link } from 'react-router'
import { AuthorLink } from '@/components/author-link'
import { DifficultyBadge } from '@/components/ui/difficulty-badge'
import { TagList } from '@/components/ui/tag-chip'
import type { CommunityPost } from '../types'
import { CommentCount } from './like-button'
import { PostLikeButton } from './post-like-button'
import { TaskVisual } from './task-visual'
import { UserAvatar } from '@/components/user-avatar'

interface PostCardProps {
  post: CommunityPost
  /** Cards in the first row load their picture at once. */
  eager?: boolean
}

/**
 * A post in the feed. The title is the link to the post and stretches over
 * the whole card; the like button sits above it as a control of its own.
 */
export function PostCard({ post, eager = false }: PostCardProps) {
  const author = post.user.name || post.user.login
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition hover:-translate-y-0.5 hover:shadow-md has-[h2_a:focus-visible]:outline-2 has-[h2_a:focus-visible]:outline-offset-2 has-[h2_a:focus-visible]:outline-indigo-600 motion-reduce:transition-none motion-reduce:hover:translate-y-0">
      {/* Decorative: the title below names the challenge. */}
      <TaskVisual task={post.task} eager={eager} className="aspect-[1200/630] w-full" />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <DifficultyBadge difficulty={post.task.difficulty} className="self-start" />
        <h2 className="text-lg leading-snug font-semibold text-slate-900">
          <Link
            to={`/community/posts/${post.id}`}
            className="after:absolute after:inset-0 group-hover:text-indigo-700 focus-visible:outline-none"
          >
            {post.task.title}
            <span className="sr-only">, shared by {author}</span>
          </Link>
        </h2>
        <TagList tags={post.task.tags} />
        <p className="line-clamp-3 text-sm break-words text-slate-600">{post.content}</p>
        <div className="mt-auto flex items-center justify-between gap-3 border-t border-slate-100 pt-4">
          {/* Above the title's stretched link, like the like button. */}
          <AuthorLink
            login={post.user.login}
            className="relative z-10 flex min-w-0 items-center gap-2 text-sm font-medium text-slate-800"
          >
            <UserAvatar user={post.user} />
            <span className="truncate">{author}</span>
          </AuthorLink>
          <div className="flex shrink-0 items-center gap-3">
            <PostLikeButton post={post} />
            <CommentCount count={post.comments_count} />
          </div>
        </div>
      </div>
    </article>
  )
}
