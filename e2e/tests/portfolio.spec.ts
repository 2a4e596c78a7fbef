import { expect, test, type APIRequestContext } from '@playwright/test'
import { completeThroughApi, signInThroughStub, taskId } from '../support/api'
import { expectNoAxeViolations } from '../support/fixtures'

// A learner's public portfolio, /u/{login} (issue 18): found from the
// community feed by a signed-out visitor; answered as "not found" once the
// learner makes it private. The learners are made through the API (the
// GitHub stub signs them in), so the visitor's page stays signed out.
// (Named to run before sign-in.spec.ts, whose burst fills the per-address
// sign-in limit.)

const SITE = 'http://127.0.0.1:9878/clean/'
const SLUG = 'theme-switcher'
const TITLE = 'Light, Dark and System Theme Switcher'

/** A learner with one completed challenge (its solution) and one community post about it. */
async function learnerWithWork(
  request: APIRequestContext,
  base: string,
  login: string,
  id: number,
  name: string,
): Promise<{ token: string; postContent: string }> {
  const { token } = await signInThroughStub(request, base, { id, login, name })
  const headers = { authorization: `Bearer ${token}` }
  await completeThroughApi(request, token, SLUG, {
    repository: `https://github.com/${login}/theme-switcher`,
    site: SITE,
  })
  const task = await taskId(request, SLUG)
  const postContent = `${name}'s theme switcher remembers the choice in localStorage.`
  const post = await request.post('/api/community/posts', {
    headers,
    data: { content: postContent, taskId: task },
  })
  expect(post.status(), 'share a post').toBe(201)
  return { token, postContent }
}

test.describe('the public portfolio', () => {
  test('a visitor opens a portfolio from a community card', async ({ page, request }) => {
    const base = test.info().project.use.baseURL!
    const id = 9_800_000 + (Date.now() % 100_000)
    const login = `portfolio-learner-${id}`
    const name = 'Portfolio Learner'
    const { postContent } = await learnerWithWork(request, base, login, id, name)

    // Signed out, from the feed: the author's name on the card is the link.
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto('/community')
    await expect(page.getByRole('button', { name: 'Login with GitHub' })).toBeVisible()
    const card = page.getByRole('article').filter({ hasText: postContent }).first()
    await expect(card).toBeVisible()
    await card.getByRole('link', { name, exact: true }).click()
    await expect(page).toHaveURL(`/u/${login}`)

    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
    await expect(page.getByText(`@${login}`, { exact: true })).toBeVisible()
    await expect(page).toHaveTitle(`${name} (@${login}) | Frontloop`)
    await expect(page.getByRole('link', { name: /GitHub profile/ })).toBeVisible()
    await expect(page.getByText(/^Joined /)).toBeVisible()

    // The completed solution as a card, linked to its page.
    const solutions = page.getByRole('region', { name: /^Completed solutions/ })
    const solution = solutions.getByRole('article').filter({ hasText: TITLE })
    await expect(solution).toHaveCount(1)
    await expect(solution.getByRole('link', { name: TITLE, exact: true })).toHaveAttribute(
      'href',
      /^\/solutions\/\d+$/,
    )
    const live = solution.getByRole('link', { name: new RegExp(`^Live site of ${TITLE}`) })
    await expect(live).toHaveAttribute('href', SITE)
    await expect(live).toHaveAttribute('rel', 'noopener noreferrer ugc nofollow')
    await expect(
      solution.getByRole('link', { name: new RegExp(`^Repository of ${TITLE}`) }),
    ).toHaveAttribute('href', `https://github.com/${login}/theme-switcher`)

    // The post, linked to its page.
    const posts = page.getByRole('region', { name: 'Community posts' })
    await expect(posts.getByRole('link', { name: TITLE })).toHaveAttribute(
      'href',
      /^\/community\/posts\/\d+$/,
    )
    await expect(posts).toContainText(postContent)
    await expect(page.getByRole('region', { name: 'Reviews given' })).toContainText(
      'No reviews given yet.',
    )
    await expectNoAxeViolations(page)

    await page.setViewportSize({ width: 390, height: 844 })
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
    await expectNoAxeViolations(page)

    // The card's title link leads to the solution page, whose author line leads back.
    await page.setViewportSize({ width: 1280, height: 800 })
    await solution.getByRole('link', { name: TITLE, exact: true }).click()
    await expect(page).toHaveURL(/\/solutions\/\d+$/)
    await page.getByRole('link', { name: new RegExp(`^${name} @${login}$`) }).click()
    await expect(page).toHaveURL(`/u/${login}`)
  })

  test('a private profile answers the not-found state to a visitor, and is seen by its owner', async ({
    page,
    request,
  }) => {
    const base = test.info().project.use.baseURL!
    const id = 9_900_000 + (Date.now() % 100_000)
    const login = `private-learner-${id}`
    const name = 'Private Learner'
    const { token } = await learnerWithWork(request, base, login, id, name)
    const made = await request.patch('/api/users/settings', {
      headers: { authorization: `Bearer ${token}` },
      data: { profile_visibility: 'private' },
    })
    expect(made.status(), 'PATCH /api/users/settings').toBe(200)
    expect((await made.json()).profile_visibility).toBe('private')

    // A visitor: not found, with the way to the community.
    const missing = await request.get(`/api/users/${login}/portfolio`)
    expect(missing.status()).toBe(404)
    await page.goto(`/u/${login}`)
    await expect(page.getByRole('heading', { level: 1, name: 'Profile not found' })).toBeVisible()
    await expect(page.getByText('This profile does not exist or is private.')).toBeVisible()
    await expect(page.getByRole('link', { name: 'Back to community' })).toHaveAttribute(
      'href',
      '/community',
    )
    await expectNoAxeViolations(page)

    // Its owner, from their profile: the page, with the notice.
    await page.evaluate((t) => localStorage.setItem('token', t), token)
    await page.goto('/profile')
    await page.getByRole('link', { name: 'View public profile' }).click()
    await expect(page).toHaveURL(`/u/${login}`)
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
    await expect(
      page.getByText('Your profile is private: only you can see this page.', { exact: false }),
    ).toBeVisible()
    await expect(page.getByRole('link', { name: 'Edit settings' })).toHaveAttribute(
      'href',
      '/settings',
    )
    await expectNoAxeViolations(page)
  })
})
