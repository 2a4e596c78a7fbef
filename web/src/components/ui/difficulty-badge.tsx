import { DIFFICULTY_LABELS, difficultyLevel, type Difficulty } from '@/lib/challenge-taxonomy'

const STYLES: Record<Difficulty, string> = {
  beginner: 'bg-emerald-100 text-emerald-800 ring-emerald-600/20',
  intermediate: 'bg-amber-100 text-amber-800 ring-amber-600/20',
  advanced: 'bg-rose-100 text-rose-800 ring-rose-600/20',
}

/** Beginner green, intermediate amber, advanced (and anything unknown) rose. */
export function DifficultyBadge({
  difficulty,
  className = '',
}: {
  difficulty: string | null | undefined
  className?: string
}) {
  const level = difficultyLevel(difficulty)
  return (
    <span
      data-difficulty={level}
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${STYLES[level]} ${className}`}
    >
      {DIFFICULTY_LABELS[level]}
    </span>
  )
}
