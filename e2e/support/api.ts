import { expect, type APIRequestContext, type Page } from '@playwright/test'
import { stubURL } from './fixtures'

/** The session token the page holds. */
export async function tokenOf(page: Page): Promise<string> {
  const token = await page.evaluate(() => localStorage.getItem('token'))
  expect(token, 'signed in').toBeTruthy()
  return token!
}

/** Calls the API as the signed-in learner of `page`. */
export async function apiAs(
  page: Page,
  request: APIRequestContext,
  method: 'GET' | 'POST',
  path: string,
  data?: unknown,
) {
  const token = await tokenOf(page)
  const response = await request.fetch(path, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    data: data === undefined ? undefined : JSON.stringify(data),
  })
  expect(response.status(), `${method} ${path}`).toBeLessThan(300)
  return response.json()
}

/** The id of a challenge by slug. */
export async function taskId(request: APIRequestContext, slug: string): Promise<number> {
  const task = await (await request.get(`/api/tasks/by-slug/${slug}`)).json()
  return task.id
}

/**
 * Signs a learner in without a page: the whole OAuth round trip through the
 * GitHub stub (`/__next-user` picks who consents), then the login code
 * traded for a session. `base` is the server's origin.
 */
export async function signInThroughStub(
  request: APIRequestContext,
  base: string,
  user: { id: number; login: string; name: string | null; avatar_url?: string | null },
): Promise<{ token: string; userId: number }> {
  const next = await request.post(`${stubURL}/__next-user`, { data: JSON.stringify(user) })
  expect(next.ok()).toBeTruthy()
  const landed = await request.get(`${base}/api/auth/github?returnPath=%2F`)
  const code = new URL(landed.url()).searchParams.get('token')
  expect(code, `a login code for ${user.login} (landed on ${landed.url()})`).toBeTruthy()
  const session = await request.post(`${base}/api/auth/exchange`, { data: { code } })
  expect(session.status(), 'POST /api/auth/exchange').toBe(200)
  const body = await session.json()
  return { token: body.token, userId: body.user.id }
}

/**
 * Starts and completes `slug` through the API for the learner of `token`
 * with the given links; the completion's answer (with `solution_id`).
 */
export async function completeThroughApi(
  request: APIRequestContext,
  token: string,
  slug: string,
  links: { repository: string; site: string },
): Promise<{ solution_id: number }> {
  const headers = { authorization: `Bearer ${token}` }
  const task = await taskId(request, slug)
  const path = `/api/progress/task/${task}`
  const started = await request.post(path, { headers, data: { status: 'in_progress' } })
  expect(started.ok(), `start ${slug}`).toBeTruthy()
  const completed = await request.post(path, {
    headers,
    data: { status: 'completed', github_repo_url: links.repository, github_pages_url: links.site },
  })
  expect(completed.ok(), `complete ${slug}`).toBeTruthy()
  return completed.json()
}
