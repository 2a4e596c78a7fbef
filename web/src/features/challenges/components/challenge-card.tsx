import { Link } from 'react-router'
import { TaskImage } from '@/components/task-image'
import { DifficultyBadge } from '@/components/ui/difficulty-badge'
import { TagList } from '@/components/ui/tag-chip'
import type { Task } from '../types'

interface ChallengeCardProps {
  task: Task
  /** Cards in the first row load their picture at once. */
  eager?: boolean
}

/** A challenge in the grid; the whole card is the link to it. */
export function ChallengeCard({ task, eager = false }: ChallengeCardProps) {
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition hover:-translate-y-0.5 hover:shadow-md has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-indigo-600 motion-reduce:transition-none motion-reduce:hover:translate-y-0">
      {/* Decorative: the title beside it names the challenge. */}
      <TaskImage
        imageUrl={task.image_url}
        tags={task.tags}
        alt=""
        loading={eager ? 'eager' : 'lazy'}
        className="aspect-[1200/630] w-full bg-slate-100 object-cover"
      />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <DifficultyBadge difficulty={task.difficulty} className="self-start" />
        <h2 className="text-lg leading-snug font-semibold text-slate-900">
          <Link
            to={`/challenges/${encodeURIComponent(task.slug)}`}
            className="after:absolute after:inset-0 group-hover:text-indigo-700 focus-visible:outline-none"
          >
            {task.title}
          </Link>
        </h2>
        <TagList tags={task.tags} className="mt-auto" />
      </div>
    </article>
  )
}
