import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test'
import { databasePath } from '../playwright.config'
import { completeThroughApi, signInThroughStub } from '../support/api'
import { storeScreenshots } from '../support/database'
import { expectNoAxeViolations } from '../support/fixtures'

// A learner who makes their profile private still sees the screenshots of
// their own solution (an <img> sends no bearer token: the API hands the
// owner signed, short-lived image links), and nobody else gets them.
// (Named to run before sign-in.spec.ts, whose burst fills the per-address
// sign-in limit.)

const SITE = 'http://127.0.0.1:9878/clean/'
const SLUG = 'theme-switcher'
const TITLE = 'Light, Dark and System Theme Switcher'

/** A learner with `SLUG` completed and checked: their token and solution id. */
async function learnerWithSolution(
  request: APIRequestContext,
  base: string,
  login: string,
  id: number,
): Promise<{ token: string; solutionId: number }> {
  const { token } = await signInThroughStub(request, base, { id, login, name: 'Private Learner' })
  const headers = { authorization: `Bearer ${token}` }
  const { solution_id: solutionId } = await completeThroughApi(request, token, SLUG, {
    repository: `https://github.com/${login}/switcher`,
    site: SITE,
  })
  // The screenshots go in once the checks have written their report.
  await expect
    .poll(
      async () =>
        (await (await request.get(`/api/solutions/${solutionId}`, { headers })).json())
          .checks_finished,
      {
        timeout: 30_000,
      },
    )
    .toBe(true)
  return { token, solutionId }
}

/** Whether the picture has loaded and decoded (a 404 leaves it at width 0). */
async function loaded(image: Locator): Promise<boolean> {
  await image.scrollIntoViewIfNeeded()
  return image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)
}

async function signInAs(page: Page, token: string) {
  await page.goto('/')
  await page.evaluate((t) => localStorage.setItem('token', t), token)
}

test('a private learner sees their own screenshots and another learner does not', async ({
  page,
  request,
}) => {
  const base = test.info().project.use.baseURL!
  const id = 9_700_000 + (Date.now() % 100_000)
  const login = `private-shots-${id}`
  const { token, solutionId } = await learnerWithSolution(request, base, login, id)
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto('/')
  const png = await page.screenshot()
  storeScreenshots(databasePath, solutionId, png, [
    { viewport: 'phone', width: 1280, height: 800 },
    { viewport: 'desktop', width: 1280, height: 800 },
  ])
  const made = await request.patch('/api/users/settings', {
    headers: { authorization: `Bearer ${token}` },
    data: { profile_visibility: 'private' },
  })
  expect(made.status(), 'PATCH /api/users/settings').toBe(200)

  // The owner: the report's pictures and their portfolio card load.
  await signInAs(page, token)
  await page.goto(`/solutions/${solutionId}`)
  await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible()
  const looks = page.getByRole('region', { name: 'How your page looks' })
  const phone = looks.getByRole('img', { name: /^Your page at 1,280 px wide \(phone\)$/ })
  await expect(phone).toBeVisible()
  await expect.poll(() => loaded(phone)).toBe(true)
  const src = (await phone.getAttribute('src'))!
  expect(src).toMatch(/[?&]exp=\d+&sig=[\w-]+$/)
  await looks.getByRole('tab', { name: 'Desktop' }).click()
  const desktop = looks.getByRole('img', { name: /\(desktop\)$/ })
  await expect.poll(() => loaded(desktop)).toBe(true)
  await expectNoAxeViolations(page)
  await page.setViewportSize({ width: 390, height: 844 })
  await expect.poll(() => loaded(desktop)).toBe(true)
  await expectNoAxeViolations(page)

  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto(`/u/${login}`)
  const card = page
    .getByRole('region', { name: /^Completed solutions/ })
    .getByRole('article')
    .filter({ hasText: TITLE })
  const picture = card.locator('img').first()
  await expect(picture).toHaveAttribute(
    'src',
    /\/api\/solutions\/\d+\/screenshots\/desktop\?exp=\d+&sig=/,
  )
  await expect.poll(() => loaded(picture)).toBe(true)

  // Another learner: no solution page, and the plain picture URL answers 404.
  const other = await signInThroughStub(request, base, {
    id: id + 1,
    login: `${login}-other`,
    name: null,
  })
  await signInAs(page, other.token)
  await page.goto(`/solutions/${solutionId}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Solution not found' })).toBeVisible()
  const plain = src.split('?')[0]
  const answer = await page.evaluate(async (url) => (await fetch(url)).status, plain)
  expect(answer).toBe(404)
  const signedOut = await request.get(plain)
  expect(signedOut.status()).toBe(404)
})
