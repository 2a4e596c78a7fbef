import type { ProgressRecord } from '../types'

/**
 * A challenge slug made from its title: lowercase, punctuation stripped,
 * spaces to hyphens. "Todo App (LocalStorage)!" → "todo-app-localstorage".
 */
export function slugFromTitle(title: string): string {
  return title
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\p{L}\p{N}\s-]+/gu, '')
    .trim()
    .replace(/[\s-]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

/** The record's title, else "Challenge {id}". */
export function recordTitle(record: ProgressRecord): string {
  return record.title.trim() || `Challenge ${record.task_id}`
}

/** The record's slug, else one derived from its title. */
export function recordSlug(record: ProgressRecord): string {
  return record.slug.trim() || slugFromTitle(recordTitle(record))
}

const newestFirst =
  (key: 'created_at' | 'completion_date') => (a: ProgressRecord, b: ProgressRecord) =>
    (Date.parse(b[key] ?? '') || 0) - (Date.parse(a[key] ?? '') || 0)

/** The in-progress (latest start first) and completed (latest completion first) records. */
export function splitProgress(records: readonly ProgressRecord[]) {
  return {
    inProgress: records
      .filter((record) => record.status === 'in_progress')
      .sort(newestFirst('created_at')),
    completed: records
      .filter((record) => record.status === 'completed')
      .sort(newestFirst('completion_date')),
  }
}

/** "1 day of continuous learning", "5 days of continuous learning"; an invitation at zero. */
export function streakMessage(days: number): string {
  if (days <= 0) return 'Start your learning streak today!'
  return `${days} ${days === 1 ? 'day' : 'days'} of continuous learning`
}
