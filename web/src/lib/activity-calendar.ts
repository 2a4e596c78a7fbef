import type { Schemas } from './api/types'
import { formatCalendarDate } from './format'

/** A day (in the learner's zone) with at least one completion. */
export type ActivityDay = Schemas['ActivityDay']

export type ActivityLevel = 0 | 1 | 2 | 3 | 4

export interface CalendarDay {
  date: string
  count: number
  level: ActivityLevel
  /** "3 completions on Nov 22, 2026" / "No completions on Nov 22, 2026". */
  label: string
}

export interface ActivityCalendar {
  /** Columns from oldest to newest, each Sunday → Saturday; null after today. */
  weeks: (CalendarDay | null)[][]
  /** Month names over the column where each month starts. */
  months: { column: number; label: string }[]
  total: number
  activeDays: number
  /** "12 completions on 9 days in the last year". */
  summary: string
}

const DAY_MS = 24 * 60 * 60 * 1000
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']

const parseDay = (day: string) => Date.parse(`${day}T00:00:00Z`)
const toDay = (ms: number) => new Date(ms).toISOString().slice(0, 10)

/** Intensity of a day: none, 1, 2, 3-4, 5 or more. */
export function activityLevel(count: number): ActivityLevel {
  if (count <= 0) return 0
  if (count === 1) return 1
  if (count === 2) return 2
  if (count <= 4) return 3
  return 4
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`

export function dayLabel(date: string, count: number): string {
  const day = formatCalendarDate(date)
  return count > 0
    ? `${plural(count, 'completion', 'completions')} on ${day}`
    : `No completions on ${day}`
}

/**
 * The last 52 weeks as a GitHub-style grid: 53 week columns (Sunday to
 * Saturday) ending with the week of `today`, the learner's today.
 */
export function buildActivityCalendar(
  activity: readonly ActivityDay[],
  today: string,
  weeks = 52,
): ActivityCalendar {
  const todayMs = parseDay(today)
  const counts = new Map<string, number>()
  for (const day of activity) {
    if (day.count > 0) counts.set(day.date, (counts.get(day.date) ?? 0) + day.count)
  }

  const lastSunday = todayMs - new Date(todayMs).getUTCDay() * DAY_MS
  const firstSunday = lastSunday - weeks * 7 * DAY_MS
  const columns: (CalendarDay | null)[][] = []
  const months: { column: number; label: string }[] = []
  let total = 0
  let activeDays = 0

  for (let column = 0; column <= weeks; column++) {
    const sunday = firstSunday + column * 7 * DAY_MS
    const week: (CalendarDay | null)[] = []
    for (let weekday = 0; weekday < 7; weekday++) {
      const ms = sunday + weekday * DAY_MS
      if (ms > todayMs) {
        week.push(null)
        continue
      }
      const date = toDay(ms)
      const count = counts.get(date) ?? 0
      total += count
      if (count > 0) activeDays++
      week.push({ date, count, level: activityLevel(count), label: dayLabel(date, count) })
    }
    columns.push(week)

    const month = new Date(sunday).getUTCMonth()
    const previousMonth = column === 0 ? -1 : new Date(sunday - 7 * DAY_MS).getUTCMonth()
    if (month !== previousMonth) months.push({ column, label: MONTHS[month] })
  }
  // A month label squeezed against the next one at the left edge is dropped.
  if (months.length > 1 && months[1].column - months[0].column < 3) months.shift()

  const summary =
    total === 0
      ? 'No completions in the last year'
      : `${plural(total, 'completion', 'completions')} on ${plural(activeDays, 'day', 'days')} in the last year`

  return { weeks: columns, months, total, activeDays, summary }
}
