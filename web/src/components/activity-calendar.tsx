import { useEffect, useId, useRef } from 'react'
import {
  buildActivityCalendar,
  type ActivityDay,
  type ActivityLevel,
} from '@/lib/activity-calendar'

const CELL = 12
const GAP = 3
const STEP = CELL + GAP
const LEFT = 30
const TOP = 18

// Tailwind classes rather than literal colours, so that the dark theme's
// palette (index.css) applies to the calendar too.
const LEVEL_FILL: Record<ActivityLevel, string> = {
  0: 'fill-slate-100',
  1: 'fill-indigo-200',
  2: 'fill-indigo-400',
  3: 'fill-indigo-600',
  4: 'fill-indigo-900',
}
const LEVEL_BACKGROUND: Record<ActivityLevel, string> = {
  0: 'bg-slate-100',
  1: 'bg-indigo-200',
  2: 'bg-indigo-400',
  3: 'bg-indigo-600',
  4: 'bg-indigo-900',
}

const WEEKDAY_LABELS = [
  { row: 1, label: 'Mon' },
  { row: 3, label: 'Wed' },
  { row: 5, label: 'Fri' },
]

interface ActivityCalendarProps {
  activity: readonly ActivityDay[]
  /** The learner's today, YYYY-MM-DD. */
  today: string
}

/**
 * Completions per day over the last 52 weeks, like GitHub's contribution
 * graph: the learner's profile and their public portfolio show it.
 */
export function ActivityCalendar({ activity, today }: ActivityCalendarProps) {
  const titleId = useId()
  const calendar = buildActivityCalendar(activity, today)
  const width = LEFT + calendar.weeks.length * STEP
  const height = TOP + 7 * STEP
  const scroller = useRef<HTMLDivElement>(null)

  // On a narrow screen the newest weeks are the ones in view.
  useEffect(() => {
    const element = scroller.current
    if (element) element.scrollLeft = element.scrollWidth
  }, [])

  return (
    <section
      aria-labelledby={titleId}
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={titleId} className="text-lg font-semibold text-slate-900">
          Activity
        </h2>
        <p className="text-sm text-slate-600">{calendar.summary}</p>
      </div>
      {/* Scrolls sideways on a phone; focusable so the keyboard can scroll it too. */}
      <div
        ref={scroller}
        // oxlint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        role="region"
        aria-label="Activity calendar"
        className="mt-4 overflow-x-auto rounded-lg pb-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
      >
        <svg
          viewBox={`0 0 ${width} ${height}`}
          width={width}
          height={height}
          role="img"
          aria-label={calendar.summary}
          // Fills a wide card; keeps its size (and scrolls) on a narrow one.
          className="block h-auto w-full"
          style={{ minWidth: width }}
        >
          {calendar.months.map((month) => (
            <text
              key={month.column}
              x={LEFT + month.column * STEP}
              y={11}
              fontSize="10"
              className="fill-slate-600"
            >
              {month.label}
            </text>
          ))}
          {WEEKDAY_LABELS.map((day) => (
            <text
              key={day.label}
              x={0}
              y={TOP + day.row * STEP + CELL - 2}
              fontSize="10"
              className="fill-slate-600"
            >
              {day.label}
            </text>
          ))}
          {calendar.weeks.map((week, column) =>
            week.map((day, row) =>
              day ? (
                <rect
                  key={day.date}
                  x={LEFT + column * STEP}
                  y={TOP + row * STEP}
                  width={CELL}
                  height={CELL}
                  rx={2.5}
                  className={`${LEVEL_FILL[day.level]} ${
                    day.date === today
                      ? 'stroke-slate-900'
                      : day.level === 0
                        ? 'stroke-slate-200'
                        : 'stroke-none'
                  }`}
                  strokeWidth={day.date === today ? 1.5 : 1}
                  data-date={day.date}
                  data-level={day.level}
                  aria-label={day.label}
                >
                  <title>{day.label}</title>
                </rect>
              ) : null,
            ),
          )}
        </svg>
      </div>
      <div
        aria-hidden="true"
        className="mt-2 flex items-center justify-end gap-1 text-xs text-slate-500"
      >
        <span className="mr-1">Less</span>
        {([0, 1, 2, 3, 4] as const).map((level) => (
          <span
            key={level}
            className={`size-3 rounded-[3px] ring-1 ring-slate-200 ring-inset ${LEVEL_BACKGROUND[level]}`}
          />
        ))}
        <span className="ml-1">More</span>
      </div>
    </section>
  )
}
