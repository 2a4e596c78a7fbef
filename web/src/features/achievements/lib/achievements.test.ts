import { describe, expect, it } from 'vitest'
import { makeAchievement } from '../testing/achievements'
import { achievementPercent, achievementsIn, unlockedSummary } from './achievements'
import { colourClasses } from './colours'

describe('gallery helpers', () => {
  const list = [
    makeAchievement('a', 'Streaks', { unlocked: true, progress: 100 }),
    makeAchievement('b', 'Community'),
    makeAchievement('c', 'Streaks'),
  ]

  it('keeps every achievement for All, else those of the group', () => {
    expect(achievementsIn(list, 'All').map((a) => a.id)).toEqual(['a', 'b', 'c'])
    expect(achievementsIn(list, 'Streaks').map((a) => a.id)).toEqual(['a', 'c'])
    expect(achievementsIn(list, 'Special')).toEqual([])
    expect(unlockedSummary(list)).toBe('1 of 3 unlocked')
  })

  it('shows whole percents within 0-100, and 100 once unlocked', () => {
    expect(achievementPercent({ progress: 33.4, unlocked: false })).toBe(33)
    expect(achievementPercent({ progress: 140, unlocked: false })).toBe(100)
    expect(achievementPercent({ progress: -3, unlocked: false })).toBe(0)
    expect(achievementPercent({ progress: 99, unlocked: true })).toBe(100)
  })

  it('colours by name, indigo for an unknown colour', () => {
    expect(colourClasses('rose').bar).toBe('bg-rose-500')
    expect(colourClasses(' Amber ').edge).toBe('border-t-amber-500')
    expect(colourClasses('chartreuse').bar).toBe('bg-indigo-500')
    expect(colourClasses(undefined).bar).toBe('bg-indigo-500')
  })
})
