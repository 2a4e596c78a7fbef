import { expect, test, type Page } from '@playwright/test'
import { signInThroughStub, taskId } from '../support/api'
import { axeViolations, expectNoAxeViolations } from '../support/fixtures'

// axe-core on every route of docs/screens.md, signed out and signed in,
// on a desktop screen and on a 390px phone: zero violations everywhere.
// A few states that only appear on interaction (the mobile menu, the login
// modal, the completion form, form errors) are checked too.

interface Route {
  path: string
  /** The page's h1, proving the right page (not an error) rendered. */
  h1: RegExp
  /** Only for signed-in learners (signed out, these redirect to /login). */
  signedInOnly?: boolean
  /**
   * The page itself changes once signed in (not only the header): checked
   * in both states. Others are checked signed out, the header's signed-in
   * controls being covered by these.
   */
  differsSignedIn?: boolean
}

const BLOG_SLUG = 'css-grid-vs-flexbox'
const CHALLENGE_SLUG = 'theme-switcher'
const PATH_SLUG = 'html-css-foundations'

// Filled in beforeAll: a post of the signed-in learner.
let postId = 0
let token = ''

const routes = (): Route[] => [
  { path: '/', h1: /./, differsSignedIn: true },
  { path: '/login', h1: /Welcome to Frontloop/ },
  { path: '/login?error=auth_failed', h1: /Welcome to Frontloop/ },
  { path: '/login?error=no_token', h1: /Welcome to Frontloop/ },
  { path: '/login?error=suspended', h1: /Welcome to Frontloop/ },
  { path: '/challenges', h1: /^Challenges$/ },
  { path: `/challenges/${CHALLENGE_SLUG}`, h1: /Theme Switcher/, differsSignedIn: true },
  { path: '/challenges/no-such-challenge', h1: /Task not found/ },
  { path: '/profile', h1: /A11y Learner/, signedInOnly: true },
  { path: '/achievements', h1: /Achievement Gallery/, signedInOnly: true },
  { path: '/blog', h1: /^Blog$/ },
  { path: '/blog?category=CSS', h1: /^Blog$/ },
  { path: `/blog/${BLOG_SLUG}`, h1: /CSS Grid vs Flexbox/ },
  { path: '/blog/no-such-post', h1: /Post not found/ },
  { path: '/community', h1: /^Community$/, differsSignedIn: true },
  { path: '/community/share', h1: /Share a post/, signedInOnly: true },
  { path: `/community/posts/${postId}`, h1: /Theme Switcher/, differsSignedIn: true },
  { path: '/community/posts/999999', h1: /Post not found/ },
  { path: '/learning-paths', h1: /Learning paths/, differsSignedIn: true },
  { path: `/learning-paths/${PATH_SLUG}`, h1: /HTML & CSS Foundations/, differsSignedIn: true },
  { path: '/learning-paths/no-such-path', h1: /Learning Path Not Found/ },
  { path: '/reviews', h1: /^Code reviews$/, differsSignedIn: true },
  { path: '/notifications', h1: /^Notifications$/, signedInOnly: true },
  { path: '/settings', h1: /^Settings$/, signedInOnly: true },
  // A learner who is not a moderator (the moderator's page: moderation.spec.ts).
  { path: '/admin', h1: /^Admin$/, signedInOnly: true },
  { path: '/privacy', h1: /Privacy/ },
  { path: '/terms', h1: /Terms/ },
  { path: '/no-such-page', h1: /Page not found/ },
  // Named only in the structured data; not a page of its own.
  { path: '/search?q=grid', h1: /Page not found/ },
]

/** Waits until the page has its heading, its footer and no loading state left. */
async function ready(page: Page, h1: RegExp): Promise<void> {
  // Generous: the debug server on a busy machine can be slow.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1, { timeout: 20_000 })
  await expect(page.getByRole('contentinfo')).toBeVisible()
  await expect(page.getByText(/^\s*Loading\b/)).toHaveCount(0)
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
}

test.beforeAll(async ({ playwright }, testInfo) => {
  const base = testInfo.project.use.baseURL!
  const request = await playwright.request.newContext({ baseURL: base })
  // A learner of their own per worker start (beforeAll runs again after a failure).
  const id = 9_700_000 + (Date.now() % 1_000_000)
  const session = await signInThroughStub(request, base, {
    id,
    login: `a11y-learner-${id}`,
    name: 'A11y Learner',
  })
  token = session.token
  const headers = { authorization: `Bearer ${token}` }
  // Some progress and a post, so the profile, the share form and a post page have content.
  const task = await taskId(request, CHALLENGE_SLUG)
  expect(
    (
      await request.post(`/api/progress/task/${task}`, { headers, data: { status: 'in_progress' } })
    ).ok(),
  ).toBeTruthy()
  const done = await taskId(request, 'product-preview-card')
  expect(
    (
      await request.post(`/api/progress/task/${done}`, { headers, data: { status: 'in_progress' } })
    ).ok(),
  ).toBeTruthy()
  const completed = await request.post(`/api/progress/task/${done}`, {
    headers,
    data: {
      status: 'completed',
      github_repo_url: 'https://github.com/a11y/card',
      github_pages_url: 'https://a11y.github.io/card/',
    },
  })
  expect(completed.ok()).toBeTruthy()
  const post = await request.post('/api/community/posts', {
    headers,
    data: {
      content: 'A theme switcher that follows the system until told otherwise.',
      taskId: task,
      code: ':root { color-scheme: light dark; }',
    },
  })
  expect(post.status()).toBe(201)
  postId = (await post.json()).data.id
  const comment = await request.post(`/api/community/posts/${postId}/comments`, {
    headers,
    data: { content: 'Looks great with reduced motion too.' },
  })
  expect(comment.ok()).toBeTruthy()
  await request.dispose()
})

const viewports = [
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: 'mobile 390px', viewport: { width: 390, height: 844 } },
]

for (const { name: screen, viewport } of viewports) {
  test.describe(`axe on ${screen}`, () => {
    test.use({ viewport })

    test('every route, signed out', async ({ page }) => {
      test.setTimeout(300_000)
      const violations: string[] = []
      for (const route of routes().filter((r) => !r.signedInOnly)) {
        await test.step(route.path, async () => {
          await page.goto(route.path)
          await ready(page, route.h1)
          await expect(page.getByRole('button', { name: 'Login with GitHub' })).toBeVisible()
          for (const violation of await axeViolations(page))
            violations.push(`${route.path} → ${violation}`)
        })
      }
      expect(violations, 'axe-core violations').toEqual([])
    })

    test('every route, signed in', async ({ page }) => {
      test.setTimeout(300_000)
      await page.addInitScript((t) => localStorage.setItem('token', t), token)
      const violations: string[] = []
      for (const route of routes().filter((r) => r.signedInOnly || r.differsSignedIn)) {
        await test.step(route.path, async () => {
          await page.goto(route.path)
          await ready(page, route.h1)
          await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible()
          for (const violation of await axeViolations(page))
            violations.push(`${route.path} → ${violation}`)
        })
      }
      expect(violations, 'axe-core violations').toEqual([])
    })

    test('states that open on interaction', async ({ page }) => {
      test.setTimeout(60_000)
      // Signed out: the login-required modal of a challenge.
      await page.goto(`/challenges/${CHALLENGE_SLUG}`)
      await ready(page, /Theme Switcher/)
      await page.getByRole('button', { name: 'Start Challenge' }).click()
      await expect(page.getByRole('dialog', { name: 'Login Required' })).toBeVisible()
      await expectNoAxeViolations(page)
      await page.keyboard.press('Escape')
      await expect(page.getByRole('dialog')).toHaveCount(0)

      if (viewport.width < 768) {
        await page.getByRole('button', { name: 'Open menu' }).click()
        await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible()
        await expectNoAxeViolations(page)
        await page.keyboard.press('Escape')
      }

      // Signed in: the completion form with its errors, the share form with its errors.
      await page.evaluate((t) => localStorage.setItem('token', t), token)
      await page.goto(`/challenges/${CHALLENGE_SLUG}`)
      await ready(page, /Theme Switcher/)
      await page.getByRole('button', { name: 'Complete Challenge' }).click()
      await page.getByRole('button', { name: 'Submit Solution' }).click()
      await expect(page.getByLabel('GitHub Repository URL')).toHaveAttribute('aria-invalid', 'true')
      await expectNoAxeViolations(page)

      await page.goto('/community/share')
      await ready(page, /Share a post/)
      await page.getByRole('button', { name: 'Share Post' }).click()
      await expect(page.getByLabel('What did you build?')).toHaveAttribute('aria-invalid', 'true')
      // The two error toasts belong to this state. The toast area mounts once
      // the page is idle, so wait for them: axe must not run while they slide in.
      for (const text of ['Please enter some content', 'Please select a task'])
        await expect(page.getByRole('status').filter({ hasText: text })).toBeVisible()
      await page.getByRole('switch', { name: 'Add code' }).click()
      await expect(page.getByLabel('Code', { exact: true })).toBeVisible()
      await expectNoAxeViolations(page)
    })
  })
}
