import { useState } from 'react'

/** Path pictures are 1200×630, like every sharing image of the catalogue. */
export const PATH_IMAGE_WIDTH = 1200
export const PATH_IMAGE_HEIGHT = 630

interface PathImageProps {
  title: string
  imageUrl?: string | null
  loading?: 'eager' | 'lazy'
  className?: string
}

/**
 * A path's picture, or (without one, or when it fails to load) a block with
 * the title's initial. Decorative: the title is always next to it.
 */
export function PathImage({ title, imageUrl, loading = 'lazy', className = '' }: PathImageProps) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null)

  if (!imageUrl || failedUrl === imageUrl) {
    return (
      <div
        aria-hidden="true"
        data-testid="path-initial"
        className={`flex aspect-[1200/630] w-full items-center justify-center bg-gradient-to-br from-indigo-500 to-violet-600 text-6xl font-bold text-white ${className}`}
      >
        {title.trim().charAt(0).toUpperCase() || '?'}
      </div>
    )
  }

  return (
    <img
      src={imageUrl}
      alt=""
      width={PATH_IMAGE_WIDTH}
      height={PATH_IMAGE_HEIGHT}
      loading={loading}
      decoding="async"
      onError={() => setFailedUrl(imageUrl)}
      className={`aspect-[1200/630] w-full bg-slate-100 object-cover ${className}`}
    />
  )
}
