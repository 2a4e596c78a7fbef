import type { LearningPath, PathDifficulty, PathItem } from '../types'

export type DifficultyFilter = 'all' | PathDifficulty

export const DIFFICULTY_FILTERS: readonly { value: DifficultyFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'beginner', label: 'Beginner' },
  { value: 'intermediate', label: 'Intermediate' },
  { value: 'advanced', label: 'Advanced' },
]

/** The paths of one difficulty, or all of them (applied in the browser). */
export function filterPaths<T extends Pick<LearningPath, 'difficulty_level'>>(
  paths: readonly T[],
  difficulty: DifficultyFilter,
): T[] {
  return difficulty === 'all'
    ? [...paths]
    : paths.filter((path) => path.difficulty_level === difficulty)
}

export interface PathTotals {
  paths: number
  /** Sum of enrollment counts. */
  students: number
  /** Sum of completion counts. */
  completions: number
  hours: number
}

/** The list page's stat cards, over every path whatever the filter. */
export function pathTotals(paths: readonly LearningPath[]): PathTotals {
  return paths.reduce<PathTotals>(
    (totals, path) => ({
      paths: totals.paths + 1,
      students: totals.students + path.enrollment_count,
      completions: totals.completions + path.completion_count,
      hours: totals.hours + path.estimated_hours,
    }),
    { paths: 0, students: 0, completions: 0, hours: 0 },
  )
}

/** /learning-paths/{slug}, or the id for a path without one. */
export function pathHref(path: Pick<LearningPath, 'id' | 'slug'>): string {
  return `/learning-paths/${encodeURIComponent(path.slug || String(path.id))}`
}

/** The viewer's progress, 0-100 (the API sends it twice; either may be missing in older answers). */
export function pathProgress(path: Pick<LearningPath, 'user_progress' | 'progress'>): number {
  const value = path.user_progress ?? path.progress ?? 0
  return Math.min(100, Math.max(0, Math.round(value)))
}

/** The card's button: 'Completed', 'Continue Learning' (enrolled, progress above 0) or 'Start Learning'. */
export function pathActionLabel(
  path: Pick<LearningPath, 'enrollment_status' | 'is_enrolled' | 'user_progress' | 'progress'>,
): 'Completed' | 'Continue Learning' | 'Start Learning' {
  if (path.enrollment_status === 'completed') return 'Completed'
  if (path.is_enrolled && pathProgress(path) > 0) return 'Continue Learning'
  return 'Start Learning'
}

/** "1 hour", "14 hours"; "1 item", "8 items". */
export function countLabel(count: number, singular: string, plural = `${singular}s`): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? singular : plural}`
}

/** The rounded share of `part` in `whole` (0 when `whole` is 0). */
export function successRate(completions: number, enrollments: number): number {
  return enrollments > 0 ? Math.round((completions / enrollments) * 100) : 0
}

/** A rating average as shown: one decimal, "4.0". */
export function formatRating(average: number): string {
  return average.toFixed(1)
}

/** Where an item lives: /blog/{slug} for a post, /challenges/{slug} for a task (the id without a slug). */
export function itemHref(item: Pick<PathItem, 'item_type' | 'item_slug' | 'item_id'>): string {
  const key = encodeURIComponent(item.item_slug || String(item.item_id))
  return item.item_type === 'post' ? `/blog/${key}` : `/challenges/${key}`
}
