import { useState } from 'react'
import { POST_IMAGE_HEIGHT, POST_IMAGE_WIDTH, postImageSources } from '../lib/post-image'

interface PostImageProps {
  featuredImage: string | null | undefined
  /**
   * What shows once every source has failed, or when there is no image:
   * nothing (cards) or a placeholder block with an icon (the post page).
   */
  fallback: 'hide' | 'placeholder'
  loading?: 'eager' | 'lazy'
  className?: string
}

/**
 * A post's featured image. Decorative (alt=""): the title is always next to
 * it. A broken image is retried once from /uploads/posts/ (docs/screens.md).
 */
export function PostImage({
  featuredImage,
  fallback,
  loading = 'lazy',
  className = '',
}: PostImageProps) {
  const sources = postImageSources(featuredImage)
  const chain = sources.join('\n')
  // How many sources of this chain have failed; another post starts afresh.
  const [failures, setFailures] = useState({ chain, count: 0 })
  const failed = failures.chain === chain ? failures.count : 0

  if (failed >= sources.length) {
    return fallback === 'placeholder' ? <ImagePlaceholder className={className} /> : null
  }

  return (
    <img
      src={sources[failed]}
      alt=""
      width={POST_IMAGE_WIDTH}
      height={POST_IMAGE_HEIGHT}
      loading={loading}
      // An eager image is the post page's hero, its largest paint.
      fetchPriority={loading === 'eager' ? 'high' : 'auto'}
      decoding="async"
      className={`bg-slate-100 object-cover ${className}`}
      onError={() => setFailures({ chain, count: failed + 1 })}
    />
  )
}

function ImagePlaceholder({ className }: { className: string }) {
  return (
    <div
      data-testid="post-image-placeholder"
      aria-hidden="true"
      className={`flex items-center justify-center bg-linear-to-br from-indigo-50 to-slate-100 text-indigo-300 ${className}`}
    >
      <svg
        viewBox="0 0 24 24"
        width="48"
        height="48"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
        strokeLinecap="round"
        strokeLinejoin="round"
        focusable="false"
      >
        <rect x="3" y="4" width="18" height="16" rx="2" />
        <circle cx="9" cy="10" r="2" />
        <path d="m21 16-5-5-9 9" />
      </svg>
    </div>
  )
}
