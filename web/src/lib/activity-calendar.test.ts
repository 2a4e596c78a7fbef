import { describe, expect, it } from 'vitest'
import { activityLevel, buildActivityCalendar, dayLabel } from './activity-calendar'

describe('activityLevel', () => {
  it.each([
    [0, 0],
    [1, 1],
    [2, 2],
    [3, 3],
    [4, 3],
    [5, 4],
    [40, 4],
  ])('%i completions → level %i', (count, level) => {
    expect(activityLevel(count)).toBe(level)
  })
})

describe('dayLabel', () => {
  it('says how many completions on which day', () => {
    expect(dayLabel('2026-11-22', 3)).toBe('3 completions on Nov 22, 2026')
    expect(dayLabel('2026-11-22', 1)).toBe('1 completion on Nov 22, 2026')
    expect(dayLabel('2026-11-22', 0)).toBe('No completions on Nov 22, 2026')
  })
})

describe('buildActivityCalendar', () => {
  // 2026-11-22 is a Sunday.
  const today = '2026-11-22'

  it('is 53 week columns of Sunday → Saturday ending with the week of today', () => {
    const calendar = buildActivityCalendar([], today)
    expect(calendar.weeks).toHaveLength(53)
    for (const week of calendar.weeks) expect(week).toHaveLength(7)
    expect(calendar.weeks[0][0]?.date).toBe('2025-11-23')
    const last = calendar.weeks[52]
    expect(last[0]?.date).toBe('2026-11-22')
    // Nothing after today.
    expect(last.slice(1)).toEqual([null, null, null, null, null, null])
  })

  it('ends mid-week on a Wednesday', () => {
    const calendar = buildActivityCalendar([], '2026-11-25')
    const last = calendar.weeks[52]
    expect(last.map((day) => day?.date ?? null)).toEqual([
      '2026-11-22',
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      null,
      null,
      null,
    ])
  })

  it('places counts, levels and labels on their days and sums them up', () => {
    const calendar = buildActivityCalendar(
      [
        { date: '2026-11-22', count: 3 },
        { date: '2026-11-20', count: 1 },
        { date: '2026-01-01', count: 6 },
      ],
      today,
    )
    const days = calendar.weeks.flat().filter((day) => day !== null)
    const byDate = new Map(days.map((day) => [day.date, day]))
    expect(byDate.get('2026-11-22')).toMatchObject({
      count: 3,
      level: 3,
      label: '3 completions on Nov 22, 2026',
    })
    expect(byDate.get('2026-11-20')).toMatchObject({
      count: 1,
      level: 1,
      label: '1 completion on Nov 20, 2026',
    })
    expect(byDate.get('2026-01-01')).toMatchObject({ count: 6, level: 4 })
    expect(byDate.get('2026-11-21')).toMatchObject({
      count: 0,
      level: 0,
      label: 'No completions on Nov 21, 2026',
    })
    expect(calendar.total).toBe(10)
    expect(calendar.activeDays).toBe(3)
    expect(calendar.summary).toBe('10 completions on 3 days in the last year')
  })

  it('ignores days outside the grid', () => {
    const calendar = buildActivityCalendar([{ date: '2024-01-01', count: 4 }], today)
    expect(calendar.total).toBe(0)
    expect(calendar.summary).toBe('No completions in the last year')
  })

  it('labels the months where they start, without crowding the left edge', () => {
    const calendar = buildActivityCalendar([], today)
    const labels = calendar.months.map((m) => m.label)
    // The first column (Nov 23) is dropped: December starts two columns later.
    expect(labels).toEqual([
      'Dec',
      'Jan',
      'Feb',
      'Mar',
      'Apr',
      'May',
      'Jun',
      'Jul',
      'Aug',
      'Sep',
      'Oct',
      'Nov',
    ])
    const december = calendar.months[0]
    expect(calendar.weeks[december.column][0]?.date).toBe('2025-12-07')
  })
})
