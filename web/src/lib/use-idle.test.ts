import { act, renderHook } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { useIdle } from './use-idle'

describe('useIdle', () => {
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })

  it('turns true when the browser reports idle time, not before', () => {
    let callback: IdleRequestCallback | undefined
    const request = vi.fn((cb: IdleRequestCallback) => {
      callback = cb
      return 7
    })
    const cancel = vi.fn()
    vi.stubGlobal('requestIdleCallback', request)
    vi.stubGlobal('cancelIdleCallback', cancel)

    const { result, unmount } = renderHook(() => useIdle(500))
    expect(result.current).toBe(false)
    expect(request).toHaveBeenCalledWith(expect.any(Function), { timeout: 500 })

    act(() => callback?.({ didTimeout: false, timeRemaining: () => 10 }))
    expect(result.current).toBe(true)
    unmount()
    expect(cancel).toHaveBeenCalledWith(7)
  })

  it('falls back to a short timer without requestIdleCallback', () => {
    vi.useFakeTimers()
    vi.stubGlobal('requestIdleCallback', undefined)
    const { result } = renderHook(() => useIdle(2000))
    expect(result.current).toBe(false)
    act(() => vi.advanceTimersByTime(199))
    expect(result.current).toBe(false)
    act(() => vi.advanceTimersByTime(1))
    expect(result.current).toBe(true)
  })
})
