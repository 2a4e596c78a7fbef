import { vi } from 'vitest'

type Handler = (init: RequestInit | undefined, url: string) => Response | Promise<Response>

/** A JSON response as the server would send it. */
export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  })
}

/**
 * Replaces global fetch with routes keyed by "METHOD /path" (query ignored).
 * Unknown routes answer 404, so a test fails loudly on an unexpected call.
 */
export function mockFetch(routes: Record<string, Handler | unknown>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url
    const path = url.replace(/^https?:\/\/[^/]+/, '').split('?')[0]
    const key = `${(init?.method ?? 'GET').toUpperCase()} ${path}`
    if (!(key in routes)) {
      return jsonResponse({ success: false, code: 'not_found', message: `No mock for ${key}` }, 404)
    }
    const route = routes[key]
    return typeof route === 'function' ? (route as Handler)(init, url) : jsonResponse(route)
  })
  vi.stubGlobal('fetch', fetchMock)
  return fetchMock
}

/** A route answering each call with the next body, and the last one again once they run out. */
export function inSequence(...bodies: unknown[]) {
  let call = 0
  return () => jsonResponse(bodies[Math.min(call++, bodies.length - 1)])
}
