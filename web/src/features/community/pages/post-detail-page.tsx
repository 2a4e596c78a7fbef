import { useEffect } from 'react'
import { LinkifiedText } from '@/components/linkified-text'
import toast from 'react-hot-toast'
import { Link, useNavigate, useParams } from 'react-router'
import { BlockButton } from '@/components/block-button'
import { PageMeta } from '@/components/page-meta'
import { socialCard } from '@/lib/meta'
import { PAGES } from '@/app/pages'
import { ReportButton } from '@/components/report-dialog'
import { ButtonLink } from '@/components/ui/button'
import { DifficultyBadge } from '@/components/ui/difficulty-badge'
import { Spinner } from '@/components/ui/spinner'
import { TagList } from '@/components/ui/tag-chip'
import { ApiError } from '@/lib/api-client'
import { blockedMessage } from '@/lib/moderation'
import { absoluteTaskImageUrl } from '@/lib/task-image'
import { postQueryKey, usePost } from '../api/get-post'
import { CommentsSection } from '../components/comments-section'
import { DeletePostButton } from '../components/delete-post-button'
import { CommentCount } from '../components/like-button'
import { PostDate } from '../components/post-date'
import { PostLikeButton } from '../components/post-like-button'
import { SharedCode } from '../components/shared-code'
import { TaskVisual } from '../components/task-visual'
import { useViewer } from '../hooks/use-viewer'
import { AuthorLink } from '@/components/author-link'
import { UserAvatar } from '@/components/user-avatar'
import { hasCode, postDescription, postPageTitle } from '../lib/post-text'
import type { CommunityPost } from '../types'

const BACK_LINK =
  'inline-flex items-center gap-1 rounded text-sm font-semibold text-indigo-700 hover:text-indigo-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600'

/** A post id from the URL: a positive whole number, else null (nothing to ask for). */
function parsePostId(value: string | undefined): number | null {
  if (!value || !/^\d{1,15}$/.test(value)) return null
  const id = Number(value)
  return id > 0 ? id : null
}

/** /community/posts/:postId: one post with its code, likes and comments. */
export function PostDetailPage() {
  const postId = parsePostId(useParams().postId)
  if (postId === null) return <PostNotFound />
  // A new post starts afresh (its own queries and dialogs).
  return <PostDetail key={postId} postId={postId} />
}

function PostDetail({ postId }: { postId: number }) {
  const post = usePost(postId)
  const notFound = post.error instanceof ApiError && post.error.status === 404
  const failed = post.isError && !notFound

  useEffect(() => {
    if (failed) toast.error('Failed to load post details', { id: `post-error-${postId}` })
  }, [failed, post.errorUpdatedAt, postId])

  if (post.isPending) {
    return (
      <>
        <PageMeta
          title="Community post"
          description="A post shared in the Frontloop community."
          canonicalPath={`/community/posts/${postId}`}
        />
        <div className="flex min-h-[50vh] items-center justify-center">
          <Spinner label="Loading post" />
        </div>
      </>
    )
  }
  if (notFound) return <PostNotFound />
  if (!post.data) {
    return (
      <>
        <PageMeta
          title="Community post"
          description="A post shared in the Frontloop community."
          canonicalPath={`/community/posts/${postId}`}
          noindex
        />
        <div className="mx-auto max-w-3xl px-4 py-24 text-center sm:px-6">
          <h1 className="text-2xl font-bold text-slate-900">This post could not be loaded</h1>
          <p className="mt-3 text-slate-600">Check your connection and try again.</p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <button
              type="button"
              onClick={() => void post.refetch()}
              className="inline-flex h-11 items-center rounded-lg bg-indigo-600 px-5 text-sm font-semibold text-white hover:bg-indigo-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
            >
              Try again
            </button>
            <ButtonLink to="/community" variant="outline">
              Back to community
            </ButtonLink>
          </div>
        </div>
      </>
    )
  }
  return <PostArticle post={post.data} />
}

function PostArticle({ post }: { post: CommunityPost }) {
  const author = post.user.name || post.user.login
  const postImage = absoluteTaskImageUrl(post.image_url)
  const { signedIn } = useViewer()
  const navigate = useNavigate()

  return (
    <>
      <PageMeta
        title={postPageTitle(post)}
        description={
          postDescription(post.content) || `${author} shared their work on ${post.task.title}.`
        }
        image={socialCard('posts', post.id)}
        canonicalPath={`/community/posts/${post.id}`}
        type="article"
        jsonLd={{
          '@context': 'https://schema.org',
          '@type': 'SocialMediaPosting',
          articleBody: post.content,
          author: { '@type': 'Person', name: author },
          datePublished: post.created_at,
          headline: postPageTitle(post),
          url: `${window.location.origin}/community/posts/${post.id}`,
        }}
      />
      <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
        <Link to="/community" className={BACK_LINK}>
          <span aria-hidden="true">←</span> Back to community
        </Link>

        <article className="mt-6 overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
          {/* Decorative: the heading below names the challenge. */}
          <TaskVisual task={post.task} eager className="aspect-[1200/630] w-full" />
          <div className="p-5 sm:p-8">
            <div className="flex flex-wrap items-center justify-between gap-3">
              <div className="flex flex-wrap items-center gap-2">
                <DifficultyBadge difficulty={post.task.difficulty} />
                <TagList tags={post.task.tags} />
              </div>
              <ButtonLink
                to={`/challenges/${encodeURIComponent(post.task.slug)}`}
                variant="outline"
                size="sm"
              >
                View Task
              </ButtonLink>
            </div>
            <h1 className="mt-4 text-2xl font-bold tracking-tight text-balance text-slate-900 sm:text-3xl">
              {post.task.title}
            </h1>

            <div className="mt-5 flex flex-wrap items-center justify-between gap-3">
              <div className="flex min-w-0 items-center gap-3">
                <UserAvatar user={post.user} size="md" />
                <div className="min-w-0">
                  <p className="truncate font-semibold text-slate-900">
                    <span className="sr-only">Shared by </span>
                    <AuthorLink login={post.user.login}>{author}</AuthorLink>
                  </p>
                  <PostDate value={post.created_at} className="text-sm text-slate-600" />
                </div>
              </div>
              {post.is_owner ? (
                <DeletePostButton postId={post.id} />
              ) : (
                signedIn && (
                  <div className="flex flex-wrap items-center gap-1">
                    <ReportButton itemType="post" itemId={post.id} label="Report post" />
                    <BlockButton
                      login={post.user.login}
                      leaving={postQueryKey(post.id)}
                      onBlocked={(login) => {
                        // Their post is gone for the viewer: back to the feed.
                        toast.success(blockedMessage(login))
                        void navigate('/community', { replace: true })
                      }}
                    />
                  </div>
                )
              )}
            </div>

            <p className="mt-6 text-base leading-relaxed break-words whitespace-pre-wrap text-slate-800">
              <LinkifiedText text={post.content} />
            </p>

            {postImage && (
              <img
                src={postImage}
                alt={`Screenshot shared by ${author}`}
                loading="lazy"
                decoding="async"
                className="mt-6 w-full rounded-xl border border-slate-200 object-contain"
              />
            )}

            {hasCode(post.code) && <SharedCode code={post.code} />}

            <div className="mt-8 flex items-center gap-4 border-t border-slate-100 pt-5">
              <PostLikeButton post={post} />
              <CommentCount count={post.comments_count} />
            </div>
          </div>
        </article>

        <CommentsSection
          postId={post.id}
          count={post.comments_count}
          commentsEnabled={post.comments_enabled}
          isOwner={post.is_owner}
        />
      </div>
    </>
  )
}

function PostNotFound() {
  return (
    <>
      <PageMeta {...PAGES.communityPost.missing} />
      <div className="mx-auto max-w-3xl px-4 py-24 text-center sm:px-6">
        <h1 className="text-3xl font-bold text-slate-900">Post not found</h1>
        <p className="mt-3 text-slate-600">
          It may have been deleted by its author, or the link is not quite right.
        </p>
        <ButtonLink to="/community" className="mt-8">
          Back to community
        </ButtonLink>
      </div>
    </>
  )
}
