import { expect, type APIRequestContext, type Page } from '@playwright/test'

/** The session token the page holds. */
export async function tokenOf(page: Page): Promise<string> {
  const token = await page.evaluate(() => localStorage.getItem('token'))
  expect(token, 'signed in').toBeTruthy()
  return token!
}

/** Calls the API as the signed-in learner of `page`. */
export async function apiAs(page: Page, request: APIRequestContext, method: 'GET' | 'POST', path: string, data?: unknown) {
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
