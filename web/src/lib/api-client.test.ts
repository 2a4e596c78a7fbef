import { beforeEach, describe, expect, it, vi } from 'vitest'
import { jsonResponse, mockFetch } from '@/test/fetch-mock'
import { api, ApiError } from './api-client'
import { redirectTo } from './browser'

vi.mock('./browser', () => ({ redirectTo: vi.fn() }))

describe('api client', () => {
  beforeEach(() => {
    vi.mocked(redirectTo).mockClear()
    window.history.replaceState(null, '', '/challenges')
  })

  it('sends JSON and the bearer token when one is stored', async () => {
    window.localStorage.setItem('token', 'tok-123')
    const fetchMock = mockFetch({ 'POST /api/things': { ok: true } })

    await expect(api.post('/api/things', { a: 1 })).resolves.toEqual({ ok: true })

    const [url, init] = fetchMock.mock.calls[0]
    expect(url).toBe('/api/things')
    const headers = init?.headers as Record<string, string>
    expect(headers.Authorization).toBe('Bearer tok-123')
    expect(headers['Content-Type']).toBe('application/json')
    expect(init?.body).toBe('{"a":1}')
  })

  it('sends no Authorization header without a token', async () => {
    const fetchMock = mockFetch({ 'GET /api/tasks': [] })
    await api.get('/api/tasks')
    const headers = fetchMock.mock.calls[0][1]?.headers as Record<string, string>
    expect(headers.Authorization).toBeUndefined()
  })

  it('sends the browser time zone on every signed-in request', async () => {
    window.localStorage.setItem('token', 'tok-123')
    const fetchMock = mockFetch({ 'GET /api/tasks': [], 'POST /api/things': {} })
    await api.get('/api/tasks')
    await api.post('/api/things', {})
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone
    expect(zone).toBeTruthy()
    for (const [, init] of fetchMock.mock.calls) {
      const headers = init?.headers as Record<string, string>
      expect(headers['X-Time-Zone']).toBe(zone)
    }
  })

  it('sends no time-zone header without a session', async () => {
    const fetchMock = mockFetch({ 'GET /api/tasks': [] })
    const dateTimeFormat = vi.spyOn(Intl, 'DateTimeFormat')
    await api.get('/api/tasks')
    const headers = fetchMock.mock.calls[0][1]?.headers as Record<string, string>
    expect(headers['X-Time-Zone']).toBeUndefined()
    expect(dateTimeFormat).not.toHaveBeenCalled()
  })

  it('sends no time-zone header where Intl is missing', async () => {
    window.localStorage.setItem('token', 'tok-123')
    const fetchMock = mockFetch({ 'GET /api/tasks': [] })
    vi.stubGlobal('Intl', undefined)
    await api.get('/api/tasks')
    const headers = fetchMock.mock.calls[0][1]?.headers as Record<string, string>
    expect(headers['X-Time-Zone']).toBeUndefined()
  })

  it('sends no time-zone header when Intl cannot resolve one', async () => {
    window.localStorage.setItem('token', 'tok-123')
    const fetchMock = mockFetch({ 'GET /api/tasks': [] })
    vi.spyOn(Intl, 'DateTimeFormat').mockImplementation(() => {
      throw new RangeError('no time-zone data')
    })
    await api.get('/api/tasks')
    const headers = fetchMock.mock.calls[0][1]?.headers as Record<string, string>
    expect(headers['X-Time-Zone']).toBeUndefined()
  })

  it('on 401 removes the token and sends the browser to /login', async () => {
    window.localStorage.setItem('token', 'expired')
    mockFetch({
      'GET /api/users/profile': () =>
        jsonResponse({ success: false, code: 'unauthorized', message: 'Sign in again' }, 401),
    })

    await expect(api.get('/api/users/profile')).rejects.toBeInstanceOf(ApiError)
    expect(window.localStorage.getItem('token')).toBeNull()
    expect(redirectTo).toHaveBeenCalledWith('/login')
  })

  it('does not redirect on 401 when already on /login', async () => {
    window.history.replaceState(null, '', '/login')
    mockFetch({ 'GET /api/auth/verify': () => jsonResponse({}, 401) })
    await expect(api.get('/api/auth/verify')).rejects.toBeInstanceOf(ApiError)
    expect(redirectTo).not.toHaveBeenCalled()
  })

  it('turns an error body into an ApiError and logs it', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {})
    const body = {
      success: false,
      code: 'already_enrolled',
      message: 'Already enrolled in this path',
    }
    mockFetch({ 'POST /api/learning-paths/3/enroll': () => jsonResponse(body, 409) })

    const error = await api.post('/api/learning-paths/3/enroll').catch((e: unknown) => e)

    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({
      status: 409,
      code: 'already_enrolled',
      message: 'Already enrolled in this path',
      data: body,
    })
    expect(consoleError).toHaveBeenCalledWith('API error', 409, body)
    expect(redirectTo).not.toHaveBeenCalled()
  })

  it('tolerates a non-JSON error body', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    mockFetch({ 'GET /api/tasks': () => new Response('Bad Gateway', { status: 502 }) })

    const error = await api.get('/api/tasks').catch((e: unknown) => e)

    expect(error).toMatchObject({ status: 502, code: 'http_error', data: 'Bad Gateway' })
    expect((error as ApiError).message).toBe('Request failed with status 502')
  })

  it('resolves an empty success body to undefined', async () => {
    mockFetch({ 'DELETE /api/things/1': () => new Response(null, { status: 204 }) })
    await expect(api.delete('/api/things/1')).resolves.toBeUndefined()
  })

  it('sends PATCH with its JSON body', async () => {
    const fetchMock = mockFetch({ 'PATCH /api/reviews/3': { id: 3 } })
    await expect(api.patch('/api/reviews/3', { body: 'Nice' })).resolves.toEqual({ id: 3 })
    const [, init] = fetchMock.mock.calls[0]
    expect(init?.method).toBe('PATCH')
    expect(init?.body).toBe('{"body":"Nice"}')
  })

  it('getIfChanged sends If-None-Match and reads a 304 as unchanged', async () => {
    window.localStorage.setItem('token', 'tok-123')
    const consoleError = vi.spyOn(console, 'error')
    const fetchMock = mockFetch({
      'GET /api/notifications/unread-count': (init: RequestInit | undefined) =>
        new Headers(init?.headers).get('If-None-Match') === '"c3"'
          ? new Response(null, { status: 304, headers: { ETag: '"c3"' } })
          : new Response(JSON.stringify({ count: 3 }), {
              status: 200,
              headers: { 'Content-Type': 'application/json', ETag: '"c3"' },
            }),
    })

    await expect(api.getIfChanged('/api/notifications/unread-count', null)).resolves.toEqual({
      modified: true,
      data: { count: 3 },
      etag: '"c3"',
    })
    const firstHeaders = fetchMock.mock.calls[0][1]?.headers as Record<string, string>
    expect(firstHeaders['If-None-Match']).toBeUndefined()
    expect(firstHeaders.Authorization).toBe('Bearer tok-123')

    await expect(api.getIfChanged('/api/notifications/unread-count', '"c3"')).resolves.toEqual({
      modified: false,
    })
    expect(consoleError).not.toHaveBeenCalled()
  })

  it('getIfChanged still throws other failures as ApiError', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    mockFetch({
      'GET /api/notifications/unread-count': () =>
        jsonResponse({ success: false, code: 'unavailable', message: 'down' }, 503),
    })
    await expect(api.getIfChanged('/api/notifications/unread-count', '"c3"')).rejects.toMatchObject(
      { status: 503, message: 'down' },
    )
  })
})
