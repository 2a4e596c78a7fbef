import { expect, test, type Locator, type Page } from '@playwright/test'
import { nextGithubUser } from '../support/fixtures'

// The main journey with the keyboard alone: Tab, Shift+Tab, Enter, Space,
// arrows and typing. No mouse, no .click(), no .fill(); page.goto only to
// open the site.

/** Presses Tab (or Shift+Tab) until `target` has focus; returns the presses it took. */
async function tabTo(
  page: Page,
  target: Locator,
  { backwards = false, max = 150 } = {},
): Promise<number> {
  for (let presses = 1; presses <= max; presses++) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab')
    if (
      await target.evaluateAll((elements) => elements.some((el) => el === document.activeElement))
    )
      return presses
  }
  const focused = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 200))
  throw new Error(
    `${target} not reached with ${backwards ? 'Shift+Tab' : 'Tab'} in ${max} presses (focus on ${focused})`,
  )
}

/**
 * The focused element shows where it is: an outline or a ring on itself,
 * or an outline on the card around it (cards outline themselves when their
 * link has focus).
 */
async function expectFocusVisible(page: Page, what: string): Promise<void> {
  const result = await page.evaluate(() => {
    const active = document.activeElement as HTMLElement | null
    if (!active || active === document.body) return { ok: false, on: 'nothing focused' }
    const visibleOutline = (s: CSSStyleDeclaration) =>
      s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) > 0
    const own = getComputedStyle(active)
    if (visibleOutline(own) || (own.boxShadow && own.boxShadow !== 'none')) {
      return {
        ok: true,
        on: active.tagName,
        outline: `${own.outlineStyle} ${own.outlineWidth} ${own.outlineColor}`,
        shadow: own.boxShadow,
      }
    }
    for (
      let el = active.parentElement, depth = 0;
      el && depth < 6;
      el = el.parentElement, depth++
    ) {
      const s = getComputedStyle(el)
      if (visibleOutline(s))
        return {
          ok: true,
          on: `${el.tagName} around ${active.tagName}`,
          outline: `${s.outlineStyle} ${s.outlineWidth}`,
        }
    }
    return {
      ok: false,
      on: active.outerHTML.slice(0, 200),
      outline: `${own.outlineStyle} ${own.outlineWidth}`,
      shadow: own.boxShadow,
    }
  })
  expect(result.ok, `focus indicator on ${what}: ${JSON.stringify(result)}`).toBe(true)
}

test('keyboard only: sign in, start and complete a challenge, share it with the community', async ({
  page,
}) => {
  test.setTimeout(90_000)
  const slug = 'product-preview-card'
  const title = 'Product Preview Card'
  const postText = `Finished the ${title} with nothing but a keyboard (${Date.now()}).`

  await nextGithubUser('keyboard-learner', 9601)
  await page.goto('/')
  // The app's header (the server's first view has the heading already, and
  // no skip link: that comes with the app's code).
  await expect(page.getByRole('banner')).toBeVisible()
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()

  // The skip link comes first and shows itself.
  await page.keyboard.press('Tab')
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused()
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeVisible()
  await expectFocusVisible(page, 'the skip link')

  // Sign in from the header; the GitHub stub consents at once.
  const login = page.getByRole('banner').getByRole('button', { name: 'Login with GitHub' })
  await tabTo(page, login)
  await expectFocusVisible(page, 'the login button')
  await page.keyboard.press('Enter')
  await page.waitForURL((url) => url.pathname === '/' && !url.search.includes('token'))
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible()

  // The challenges list, from the main navigation.
  const challengesLink = page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Challenges' })
  await tabTo(page, challengesLink)
  await expectFocusVisible(page, 'the Challenges link')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL('/challenges')
  const card = page.getByRole('link', { name: title, exact: true })
  await expect(card).toBeVisible()

  // One challenge: past the filters to its card, which outlines itself.
  await tabTo(page, card)
  await expectFocusVisible(page, 'a challenge card')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(`/challenges/${slug}`)
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()

  // Start it (Space this time), then complete it.
  const start = page.getByRole('button', { name: 'Start Challenge' })
  await tabTo(page, start)
  await expectFocusVisible(page, 'Start Challenge')
  await page.keyboard.press('Space')
  await expect(page.getByText('Status: In progress')).toBeVisible()
  const complete = page.getByRole('button', { name: 'Complete Challenge' })
  // Focus stays in the action area after the change; Tab onwards if needed.
  if (!(await complete.evaluate((el) => el === document.activeElement)))
    await tabTo(page, complete, { max: 10 })
  await page.keyboard.press('Enter')
  const repo = page.getByLabel('GitHub Repository URL')
  await expect(repo).toBeFocused()
  await expectFocusVisible(page, 'the repository URL field')
  await page.keyboard.type('https://github.com/keyboard-learner/product-preview-card')
  await page.keyboard.press('Tab')
  await expect(page.getByLabel('GitHub Pages URL')).toBeFocused()
  await page.keyboard.type('https://keyboard-learner.github.io/product-preview-card/')
  await tabTo(page, page.getByRole('button', { name: 'Submit Solution' }), { max: 3 })
  await page.keyboard.press('Enter')
  await expect(page.getByText('Challenge Completed!')).toBeVisible()
  await expect(page.getByText('Status: Completed')).toBeVisible()

  // To the community (Shift+Tab back up to the header), then Share Post.
  const communityLink = page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Community' })
  await tabTo(page, communityLink, { backwards: true })
  await expectFocusVisible(page, 'the Community link')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL('/community')
  const share = page.getByRole('main').getByRole('link', { name: 'Share Post' })
  await tabTo(page, share)
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL('/community/share')

  // Write the post, pick the challenge with the arrow keys, add code with Space.
  const content = page.getByLabel('What did you build?')
  await tabTo(page, content)
  await expectFocusVisible(page, 'the post text field')
  await page.keyboard.type(postText)
  const taskSelect = page.getByLabel('Task', { exact: true })
  await expect(taskSelect).toBeEnabled()
  await tabTo(page, taskSelect, { max: 5 })
  await expectFocusVisible(page, 'the task select')
  const option = `${title} (Completed)`
  for (
    let presses = 0;
    presses < 40 &&
    (await taskSelect.evaluate((s: HTMLSelectElement) => s.selectedOptions[0]?.text)) !== option;
    presses++
  ) {
    await page.keyboard.press('ArrowDown')
  }
  await expect(taskSelect.locator('option:checked')).toHaveText(option)
  const addCode = page.getByRole('switch', { name: 'Add code' })
  await tabTo(page, addCode, { max: 5 })
  await expectFocusVisible(page, 'the Add code switch')
  await page.keyboard.press('Space')
  await expect(addCode).toHaveAttribute('aria-checked', 'true')
  const code = page.getByLabel('Code', { exact: true })
  await tabTo(page, code, { max: 5 })
  await page.keyboard.type('.card { display: grid; }')
  const publish = page.getByRole('button', { name: 'Share Post' })
  await tabTo(page, publish, { max: 5 })
  await expectFocusVisible(page, 'the Share Post button')
  await page.keyboard.press('Enter')

  // Back on the feed, the post is there.
  await expect(page.getByText('Post shared successfully!')).toBeVisible()
  await expect(page).toHaveURL('/community')
  const posted = page.getByRole('article').filter({ hasText: postText })
  await expect(posted).toBeVisible()
  await expect(posted).toContainText('keyboard learner')

  // And its page opens from the keyboard too.
  await tabTo(page, posted.getByRole('link', { name: new RegExp(title) }))
  await expectFocusVisible(page, 'the new post card')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/community\/posts\/\d+$/)
  await expect(page.getByText(postText)).toBeVisible()
  await expect(page.getByText('.card { display: grid; }')).toBeVisible()
})
