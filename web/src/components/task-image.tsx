import { useState, type ImgHTMLAttributes } from 'react'
import { TASK_IMAGE_HEIGHT, TASK_IMAGE_WIDTH, taskImageSources } from '@/lib/task-image'

interface TaskImageProps extends Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  'src' | 'alt' | 'onError'
> {
  imageUrl: string | null | undefined
  tags: readonly string[] | null | undefined
  /** "" when the title is next to the picture, which is then decorative. */
  alt: string
}

/**
 * A challenge's picture with its fallback chain: a picture that fails to
 * load is replaced by the next one (category, then default).
 */
export function TaskImage({ imageUrl, tags, alt, loading = 'lazy', ...props }: TaskImageProps) {
  const sources = taskImageSources(imageUrl, tags)
  const chain = sources.join('\n')
  // How many sources of this chain have failed; a new chain starts afresh.
  const [failures, setFailures] = useState({ chain, count: 0 })
  const index = failures.chain === chain ? Math.min(failures.count, sources.length - 1) : 0

  return (
    <img
      width={TASK_IMAGE_WIDTH}
      height={TASK_IMAGE_HEIGHT}
      decoding="async"
      {...props}
      loading={loading}
      src={sources[index]}
      alt={alt}
      onError={() => {
        if (index < sources.length - 1) setFailures({ chain, count: index + 1 })
      }}
    />
  )
}
