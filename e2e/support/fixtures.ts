import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'

export const stubURL = 'http://127.0.0.1:9877'

/** Tells the GitHub stub who consents next. */
export async function nextGithubUser(login: string, id: number): Promise<void> {
  const response = await fetch(`${stubURL}/__next-user`, {
    method: 'POST',
    body: JSON.stringify({ id, login, name: login.replace(/-/g, ' ') }),
  })
  expect(response.ok).toBeTruthy()
}

/** Signs in through the header button and the GitHub stub, from the current page. */
export async function signInFromHeader(
  page: Page,
  login = 'octo-learner',
  id = 4242,
): Promise<void> {
  await nextGithubUser(login, id)
  const returnTo = new URL(page.url()).pathname
  await page.getByRole('button', { name: 'Login with GitHub' }).click()
  await page.waitForURL((url) => url.pathname === returnTo && !url.search.includes('token'))
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible()
}

/**
 * Runs axe-core on the page: one line per violation, with the elements at
 * fault. Animations (a toast sliding and fading in) are let finish first:
 * mid-fade, text has not reached its colour and axe would measure a
 * contrast that no reader ever sees.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every(
            (animation) =>
              animation.playState !== 'running' ||
              animation.effect?.getTiming().iterations === Infinity,
          ),
      undefined,
      { timeout: 5_000 },
    )
    .catch(() => undefined)
  const results = await new AxeBuilder({ page }).analyze()
  return results.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  )
}

/** Runs axe-core on the page and expects no violations. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  expect(await axeViolations(page), 'axe-core violations').toEqual([])
}
