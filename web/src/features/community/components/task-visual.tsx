import { useState } from 'react'
import { TASK_IMAGE_HEIGHT, TASK_IMAGE_WIDTH } from '@/lib/task-image'
import { taskGradient, taskVisualSources } from '../lib/task-visual'
import type { PostTask } from '../types'

interface TaskVisualProps {
  task: Pick<PostTask, 'id' | 'image_url'>
  className?: string
  eager?: boolean
  /** "" when the task's title is next to it, which makes it decorative. */
  alt?: string
}

/**
 * A post's challenge picture: its image, then the same file from the
 * uploads folder, then (or with no image at all) the task's own gradient.
 */
export function TaskVisual({ task, className = '', eager = false, alt = '' }: TaskVisualProps) {
  const sources = taskVisualSources(task.image_url)
  const chain = sources.join('\n')
  // How many sources of this chain have failed; a new chain starts afresh.
  const [failures, setFailures] = useState({ chain, count: 0 })
  const failed = failures.chain === chain ? failures.count : 0

  if (failed >= sources.length) {
    return (
      <div
        role={alt ? 'img' : undefined}
        aria-label={alt || undefined}
        aria-hidden={alt ? undefined : true}
        data-testid="task-gradient"
        data-gradient={taskGradient(task.id)}
        className={`bg-linear-to-br ${taskGradient(task.id)} ${className}`}
      />
    )
  }
  return (
    <img
      src={sources[failed]}
      alt={alt}
      width={TASK_IMAGE_WIDTH}
      height={TASK_IMAGE_HEIGHT}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      onError={() => setFailures({ chain, count: failed + 1 })}
      className={`bg-slate-100 object-cover ${className}`}
    />
  )
}
