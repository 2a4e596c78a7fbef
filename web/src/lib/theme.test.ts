import { act, renderHook, waitFor } from '@testing-library/react'
import { createElement, type ReactNode } from 'react'
import toast from 'react-hot-toast'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { jsonResponse, mockFetch } from '@/test/fetch-mock'
import { fakeAuth, testUser } from '@/test/render'
import {
  ACCOUNT_THEME_ERROR,
  followAccountTheme,
  getThemeChoice,
  nextThemeChoice,
  resolveTheme,
  saveAccountTheme,
  setThemeChoice,
  subscribeTheme,
  THEME_STORAGE_KEY,
  useTheme,
} from './theme'
import { AuthContext, type AuthContextValue } from './use-auth'

const root = document.documentElement

/** A matchMedia whose "prefers dark" answer can be changed, telling its listeners. */
function systemPrefers(dark: boolean) {
  const listeners = new Set<() => void>()
  const state = { dark }
  vi.stubGlobal('matchMedia', (query: string) => ({
    get matches() {
      return query.includes('dark') && state.dark
    },
    media: query,
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  }))
  return {
    change(next: boolean) {
      state.dark = next
      listeners.forEach((listener) => listener())
    },
  }
}

function addThemeColorMetas() {
  document.head.innerHTML = `
    <meta name="theme-color" content="#1e1b4b" media="(prefers-color-scheme: light)">
    <meta name="theme-color" content="#060d20" media="(prefers-color-scheme: dark)">`
  return Array.from(document.head.querySelectorAll('meta')).map((meta) => () => meta.content)
}

beforeEach(() => {
  delete root.dataset.theme
  followAccountTheme(null)
})

afterEach(() => {
  document.head.innerHTML = ''
})

describe('the stored choice', () => {
  it('is "system" until the learner picks one, and ignores anything else stored', () => {
    expect(getThemeChoice()).toBe('system')
    localStorage.setItem(THEME_STORAGE_KEY, 'sepia')
    expect(getThemeChoice()).toBe('system')
  })

  it('is kept in localStorage; "system" removes it', () => {
    setThemeChoice('dark')
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark')
    expect(getThemeChoice()).toBe('dark')
    setThemeChoice('system')
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBeNull()
    expect(getThemeChoice()).toBe('system')
  })

  it('holds for the page when storage throws', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('blocked')
    })
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('blocked')
    })
    expect(() => setThemeChoice('light')).not.toThrow()
    expect(getThemeChoice()).toBe('light')
    expect(root.dataset.theme).toBe('light')
  })
})

describe('applying a choice', () => {
  it('puts an explicit choice on <html> and none for "system"', () => {
    setThemeChoice('dark')
    expect(root.dataset.theme).toBe('dark')
    setThemeChoice('light')
    expect(root.dataset.theme).toBe('light')
    setThemeChoice('system')
    expect(root).not.toHaveAttribute('data-theme')
  })

  it("sets the browser bar's colour: the chosen theme's, or each media query's own", () => {
    const [light, dark] = addThemeColorMetas()
    setThemeChoice('dark')
    expect([light(), dark()]).toEqual(['#060d20', '#060d20'])
    setThemeChoice('light')
    expect([light(), dark()]).toEqual(['#1e1b4b', '#1e1b4b'])
    setThemeChoice('system')
    expect([light(), dark()]).toEqual(['#1e1b4b', '#060d20'])
  })

  it('resolves "system" to what the system prefers', () => {
    expect(resolveTheme('system', 'dark')).toBe('dark')
    expect(resolveTheme('light', 'dark')).toBe('light')
    systemPrefers(true)
    expect(resolveTheme('system')).toBe('dark')
  })

  it('cycles system → light → dark → system', () => {
    expect(nextThemeChoice('system')).toBe('light')
    expect(nextThemeChoice('light')).toBe('dark')
    expect(nextThemeChoice('dark')).toBe('system')
  })
})

describe('subscribers', () => {
  it('hear of a choice made here, in another tab, and of the system switching', () => {
    const system = systemPrefers(false)
    const listener = vi.fn()
    const unsubscribe = subscribeTheme(listener)

    setThemeChoice('dark')
    expect(listener).toHaveBeenCalledTimes(1)

    // Another tab chose light: this one shows it too.
    localStorage.setItem(THEME_STORAGE_KEY, 'light')
    window.dispatchEvent(new StorageEvent('storage', { key: THEME_STORAGE_KEY }))
    expect(listener).toHaveBeenCalledTimes(2)
    expect(root.dataset.theme).toBe('light')

    window.dispatchEvent(new StorageEvent('storage', { key: 'token' }))
    expect(listener).toHaveBeenCalledTimes(2)

    system.change(true)
    expect(listener).toHaveBeenCalledTimes(3)

    unsubscribe()
    setThemeChoice('system')
    system.change(false)
    expect(listener).toHaveBeenCalledTimes(3)
  })
})

describe("the account's choice", () => {
  it('wins when the session brings it, and is stored for the next first paint', () => {
    setThemeChoice('light')
    followAccountTheme({ id: 7, theme: 'dark' })
    expect(getThemeChoice()).toBe('dark')
    expect(root.dataset.theme).toBe('dark')
  })

  it('is not applied again over a choice made since', () => {
    followAccountTheme({ id: 7, theme: 'dark' })
    setThemeChoice('light')
    // The session object still says "dark" (it was loaded before the change).
    followAccountTheme({ id: 7, theme: 'dark' })
    expect(getThemeChoice()).toBe('light')
    // It changed on the server: it wins again.
    followAccountTheme({ id: 7, theme: 'system' })
    expect(getThemeChoice()).toBe('system')
  })

  it('wins again at the next sign-in, and for another learner', () => {
    followAccountTheme({ id: 7, theme: 'dark' })
    setThemeChoice('light')
    followAccountTheme(null)
    followAccountTheme({ id: 7, theme: 'dark' })
    expect(getThemeChoice()).toBe('dark')
    followAccountTheme({ id: 8, theme: 'light' })
    expect(getThemeChoice()).toBe('light')
  })

  it("gives way to this device's choice when the account has none yet, and takes it", async () => {
    const fetchMock = mockFetch({ 'PATCH /api/users/settings': { theme: 'dark' } })
    setThemeChoice('dark')
    followAccountTheme({ id: 9, theme: 'system' })
    expect(getThemeChoice()).toBe('dark')
    await waitFor(() => expect(fetchMock).toHaveBeenCalledOnce())
    expect(JSON.parse(fetchMock.mock.calls[0][1]?.body as string)).toEqual({ theme: 'dark' })
  })

  it('is ignored when the session has none (or an unknown one)', () => {
    setThemeChoice('dark')
    followAccountTheme({ id: 7 })
    followAccountTheme({ id: 7, theme: 'sepia' })
    expect(getThemeChoice()).toBe('dark')
  })

  it('is saved with PATCH /api/users/settings; a failure is a toast', async () => {
    const error = vi.spyOn(toast, 'error')
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const fetchMock = mockFetch({ 'PATCH /api/users/settings': { theme: 'dark' } })
    await saveAccountTheme('dark')
    expect(fetchMock).toHaveBeenCalledOnce()
    expect(JSON.parse(fetchMock.mock.calls[0][1]?.body as string)).toEqual({ theme: 'dark' })
    expect(error).not.toHaveBeenCalled()

    mockFetch({
      'PATCH /api/users/settings': () => jsonResponse({ error: 'Database unavailable.' }, 503),
    })
    await saveAccountTheme('light')
    expect(error).toHaveBeenCalledWith(ACCOUNT_THEME_ERROR)
  })
  it('saves one choice at a time, and only the last of those made meanwhile', async () => {
    const sent: string[] = []
    let answer: () => void = () => {}
    mockFetch({
      'PATCH /api/users/settings': async (init: RequestInit | undefined) => {
        sent.push(JSON.parse(init?.body as string).theme)
        await new Promise<void>((resolve) => (answer = resolve))
        return jsonResponse({})
      },
    })
    const first = saveAccountTheme('light')
    await waitFor(() => expect(sent).toEqual(['light']))
    // Pressed twice more while the first save is under way.
    void saveAccountTheme('dark')
    const last = saveAccountTheme('system')
    answer()
    await first
    await waitFor(() => expect(sent).toEqual(['light', 'system']))
    answer()
    await last
  })
})

describe('useTheme', () => {
  const wrapperFor =
    (auth: AuthContextValue) =>
    ({ children }: { children: ReactNode }) =>
      createElement(AuthContext.Provider, { value: auth }, children)

  it('shows the choice and the theme, and follows the system', () => {
    const system = systemPrefers(false)
    const { result } = renderHook(useTheme, { wrapper: wrapperFor(fakeAuth()) })
    expect(result.current).toMatchObject({ choice: 'system', theme: 'light' })
    act(() => system.change(true))
    expect(result.current).toMatchObject({ choice: 'system', theme: 'dark' })
    act(() => result.current.setChoice('light'))
    expect(result.current).toMatchObject({ choice: 'light', theme: 'light' })
    expect(root.dataset.theme).toBe('light')
  })

  it('saves a change on the account only when signed in', async () => {
    const fetchMock = mockFetch({ 'PATCH /api/users/settings': { theme: 'dark' } })
    const signedOut = renderHook(useTheme, { wrapper: wrapperFor(fakeAuth()) })
    act(() => signedOut.result.current.setChoice('dark'))
    expect(fetchMock).not.toHaveBeenCalled()
    signedOut.unmount()

    localStorage.setItem('token', 'session-token')
    const signedIn = renderHook(useTheme, {
      wrapper: wrapperFor(fakeAuth({ user: testUser })),
    })
    act(() => signedIn.result.current.setChoice('system'))
    await waitFor(() => expect(fetchMock).toHaveBeenCalledOnce())
    expect(fetchMock.mock.calls[0][1]?.method).toBe('PATCH')
    expect(JSON.parse(fetchMock.mock.calls[0][1]?.body as string)).toEqual({ theme: 'system' })
  })

  it("applies the account's choice from the session", () => {
    setThemeChoice('light')
    const user = { ...testUser, theme: 'dark' as const }
    const { result } = renderHook(useTheme, { wrapper: wrapperFor(fakeAuth({ user })) })
    expect(result.current.choice).toBe('dark')
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark')
  })
})
