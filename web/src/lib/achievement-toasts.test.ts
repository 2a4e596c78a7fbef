import toast from 'react-hot-toast'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { announceAchievements } from './achievement-toasts'

vi.mock('react-hot-toast', () => ({ default: { success: vi.fn() } }))

describe('announceAchievements', () => {
  beforeEach(() => {
    vi.mocked(toast.success).mockClear()
  })

  it('shows one success toast per achievement, with default options', () => {
    announceAchievements([
      { icon: '🎯', title: 'First Step' },
      { icon_url: '🧭', name: 'Path Finder' },
    ])
    expect(toast.success).toHaveBeenCalledTimes(2)
    expect(toast.success).toHaveBeenNthCalledWith(1, 'Achievement unlocked: 🎯 First Step')
    expect(toast.success).toHaveBeenNthCalledWith(2, 'Achievement unlocked: 🧭 Path Finder')
  })

  it('prefers icon and title, and falls back to a trophy without an icon', () => {
    announceAchievements([
      { icon: '🔥', icon_url: '❌', title: 'On Fire', name: 'ignored' },
      { title: 'Team Player' },
    ])
    expect(vi.mocked(toast.success).mock.calls).toEqual([
      ['Achievement unlocked: 🔥 On Fire'],
      ['Achievement unlocked: 🏆 Team Player'],
    ])
  })

  it('announces nothing for an empty or missing list, or a nameless entry', () => {
    announceAchievements(undefined)
    announceAchievements([])
    announceAchievements([{ icon: '🎯' }])
    expect(toast.success).not.toHaveBeenCalled()
  })
})
