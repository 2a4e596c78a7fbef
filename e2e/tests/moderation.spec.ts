import { expect, test, type Browser, type Page } from '@playwright/test'
import { signInThroughStub, taskId } from '../support/api'
import { expectNoAxeViolations, signInFromHeader } from '../support/fixtures'

// Trust and safety in the browser (docs/moderation.md): three learners
// report a post, each from a browser of their own; the third report hides
// it from everyone else; the moderator (FRONTLOOP_ADMINS of
// playwright.config.ts) finds it in /admin, restores it, and the audit log
// shows the automatic hide and the restore with its reason.
const BASE = 'http://127.0.0.1:9876'
const MODERATOR = { login: 'site-moderator', id: 9601 }
const TEXT = 'Cheap followers for your portfolio, visit my site today'

async function learnerPage(
  browser: Browser,
  path: string,
  login: string,
  id: number,
): Promise<Page> {
  const context = await browser.newContext()
  const page = await context.newPage()
  await page.goto(path)
  await signInFromHeader(page, login, id)
  return page
}

test('three reports hide a post until the moderator restores it from /admin', async ({
  browser,
  request,
  baseURL,
}) => {
  const base = baseURL ?? BASE
  // The post's author shares it through the API.
  const author = await signInThroughStub(request, base, {
    id: 9610,
    login: 'spammy-author',
    name: 'Spammy Author',
  })
  const auth = { authorization: `Bearer ${author.token}` }
  const task = await taskId(request, 'semantic-recipe-page')
  const started = await request.post(`/api/progress/task/${task}`, {
    headers: auth,
    data: { status: 'in_progress' },
  })
  expect(started.status()).toBe(200)
  const shared = await request.post('/api/community/posts', {
    headers: auth,
    data: { content: TEXT, taskId: task },
  })
  expect(shared.status()).toBe(201)
  const postPath = `/community/posts/${(await shared.json()).data.id}`

  for (const [n, login] of ['first-reporter', 'second-reporter', 'third-reporter'].entries()) {
    const reporter = await learnerPage(browser, postPath, login, 9611 + n)
    await expect(reporter.getByText(TEXT)).toBeVisible()
    await reporter.getByRole('button', { name: 'Report post' }).click()
    const dialog = reporter.getByRole('dialog', { name: 'Report this post' })
    await dialog.getByRole('radio', { name: 'Spam' }).check()
    if (n === 0) await expectNoAxeViolations(reporter)
    await dialog.getByRole('button', { name: 'Send report' }).click()
    await expect(dialog.getByText('Thanks, a moderator will look at it')).toBeVisible()
    await dialog.getByRole('button', { name: 'Close' }).click()
    if (n === 2) {
      // Hidden now: the reporter's next visit finds nothing.
      await reporter.reload()
      await expect(reporter.getByText('Post not found')).toBeVisible()
    }
    await reporter.context().close()
  }

  // Gone from the feed for a visitor.
  const visitor = await (await browser.newContext()).newPage()
  await visitor.goto('/community')
  await expect(visitor.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(visitor.getByText(TEXT)).toHaveCount(0)

  // The moderator restores it from /admin.
  const moderator = await learnerPage(browser, '/community', MODERATOR.login, MODERATOR.id)
  await moderator.getByRole('navigation').getByRole('link', { name: 'Admin' }).first().click()
  await expect(moderator).toHaveURL(/\/admin$/)
  await expect(moderator.getByRole('heading', { level: 1, name: 'Moderation' })).toBeVisible()
  const card = moderator.getByRole('article').filter({ hasText: TEXT })
  await expect(card.getByText('Hidden', { exact: true })).toBeVisible()
  await expect(card.getByText('3 reports')).toBeVisible()
  await expectNoAxeViolations(moderator)
  await card.getByRole('button', { name: 'Restore' }).click()
  const decision = moderator.getByRole('dialog', { name: 'Restore this post?' })
  await decision.getByLabel('Reason').fill('Reviewed: a link to their own portfolio, not spam')
  await decision.getByRole('button', { name: 'Restore' }).click()
  await expect(moderator.getByText('Post restored.')).toBeAttached()
  await expect(moderator.getByText('No open reports.')).toBeVisible()

  const log = moderator.getByRole('table')
  await expect(log.getByRole('row').filter({ hasText: 'Restored' })).toContainText(
    'Reviewed: a link to their own portfolio, not spam',
  )
  await expect(log.getByRole('row').filter({ hasText: 'Restored' })).toContainText(MODERATOR.login)
  await expect(log.getByRole('row').filter({ hasText: 'Hidden by reports' })).toContainText(
    'Automatic',
  )
  await expectNoAxeViolations(moderator)

  // Back in the feed for everyone.
  await visitor.reload()
  await expect(visitor.getByText(TEXT)).toBeVisible()
})
