import { expect, test } from '@playwright/test'
import { expectNoAxeViolations, signInFromHeader } from '../support/fixtures'

const SLUG = 'product-preview-card'

test.describe('challenges', () => {
  test('filters and search narrow the grid and live in the URL', async ({ page }) => {
    await page.goto('/challenges')
    const cards = page.locator('main a[href^="/challenges/"]')
    await expect(cards.first()).toBeVisible()
    const all = await cards.count()
    expect(all).toBeGreaterThanOrEqual(30)
    await expectNoAxeViolations(page)

    await page.getByRole('button', { name: 'Advanced', exact: true }).click()
    await expect(page).toHaveURL(/difficulty=advanced/)
    await expect.poll(() => cards.count()).toBeLessThan(all)
    const advanced = await cards.count()
    await page.getByRole('button', { name: 'Web APIs', exact: true }).click()
    await expect(page).toHaveURL(/category=Web(\+|%20)APIs/)
    await expect.poll(() => cards.count()).toBeLessThan(advanced)
    await expect(cards.filter({ hasText: 'Offline' }).first()).toBeVisible()

    await page.reload()
    await expect(page.getByRole('button', { name: 'Web APIs', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    )

    await page.getByRole('searchbox', { name: 'Search challenges' }).fill('zzz-no-such-thing')
    await expect(page.getByText('No challenges found')).toBeVisible()
    await expect(page.getByText('Try adjusting your filters or search query.')).toBeVisible()
    await expect(page).toHaveURL(/q=zzz-no-such-thing/)

    await page.goto('/challenges?q=accordion')
    await expect(cards).toHaveCount(1)
    await expect(cards.first()).toContainText('FAQ')
  })

  test('signed out: only the first heading, blurred rest, and the login modal', async ({
    page,
  }) => {
    await page.goto(`/challenges/${SLUG}`)
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Product Preview Card')
    await expect(page.getByText('Unlock Full Challenge Details')).toBeVisible()
    await expectNoAxeViolations(page)
    const start = page.getByRole('button', { name: 'Start Challenge' })
    await start.click()
    const dialog = page.getByRole('dialog', { name: 'Login Required' })
    await expect(dialog).toBeVisible()
    await expect(dialog).toContainText(
      'Please login to access this challenge and track your progress',
    )
    await expect(dialog.getByRole('button', { name: 'Continue with GitHub' })).toBeVisible()
    await dialog.getByRole('button', { name: 'Continue Browsing' }).click()
    await expect(dialog).toBeHidden()
    await page.getByRole('button', { name: 'Save for Later' }).click()
    await expect(page.getByRole('dialog', { name: 'Login Required' })).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(page.getByRole('dialog', { name: 'Login Required' })).toBeHidden()
  })

  test('start, complete, and it stays completed after a reload', async ({ page }) => {
    await page.goto(`/challenges/${SLUG}`)
    await signInFromHeader(page, 'finisher', 9101)
    await page.getByRole('button', { name: 'Start Challenge' }).click()
    await expect(page.getByRole('button', { name: 'Complete Challenge' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Reset Progress' })).toBeVisible()
    await page.getByRole('button', { name: 'Complete Challenge' }).click()
    await page.getByRole('button', { name: 'Submit Solution' }).click()
    await expect(page.getByLabel('GitHub Repository URL')).toHaveAttribute('aria-invalid', 'true')
    await page.getByLabel('GitHub Repository URL').fill('not a url')
    await page.getByLabel('GitHub Pages URL').fill('https://finisher.github.io/card')
    await page.getByRole('button', { name: 'Submit Solution' }).click()
    await expect(page.getByLabel('GitHub Repository URL')).toHaveValue('not a url')
    await page.getByLabel('GitHub Repository URL').fill('https://github.com/finisher/card')
    await page.getByRole('button', { name: 'Submit Solution' }).click()
    await expect(page.getByText('Challenge Completed!')).toBeVisible()
    await page.reload()
    await expect(page.getByText('Challenge Completed!')).toBeVisible()
    await expect(page.getByRole('link', { name: /View Repository/ })).toHaveAttribute(
      'href',
      'https://github.com/finisher/card',
    )
    await expect(page.getByRole('link', { name: /View Live Demo/ })).toHaveAttribute(
      'href',
      'https://finisher.github.io/card',
    )
    await expectNoAxeViolations(page)
  })

  test('signed in: the user stories a solution is checked against, on a phone and a desktop', async ({
    page,
  }) => {
    await page.goto('/challenges/accessible-tabs')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.getByRole('region', { name: 'User stories we verify' })).toHaveCount(0)
    await signInFromHeader(page, 'storyreader', 9401)
    const stories = page.getByRole('region', { name: 'User stories we verify' })
    await expect(stories).toBeVisible()
    await expect(stories).toContainText(
      'Left and Right Arrow move focus and selection, wrapping at both ends',
    )
    await expect(stories).toContainText('Not verified automatically: whether a non-colour mark')
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 })
      await stories.scrollIntoViewIfNeeded()
      await page.screenshot({ path: test.info().outputPath(`stories-${width}.png`) })
      await expectNoAxeViolations(page)
    }
  })

  test('save for later, undo, start and reset', async ({ page }) => {
    await page.goto('/challenges/faq-accordion')
    await signInFromHeader(page, 'saver', 9102)
    await page.getByRole('button', { name: 'Save for Later' }).click()
    const saved = page.getByRole('button', { name: /Saved/ })
    await expect(saved).toHaveAttribute('aria-pressed', 'true')
    await page.reload()
    await page.getByRole('button', { name: /Saved/ }).click()
    await expect(page.getByRole('button', { name: 'Start Challenge' })).toBeVisible()
    await page.getByRole('button', { name: 'Start Challenge' }).click()
    await page.getByRole('button', { name: 'Reset Progress' }).click()
    await expect(page.getByRole('button', { name: 'Start Challenge' })).toBeVisible()
    await page.reload()
    await expect(page.getByRole('button', { name: 'Start Challenge' })).toBeVisible()
  })

  test('the profile after one completion', async ({ page }) => {
    await page.goto('/challenges/tip-splitter')
    await signInFromHeader(page, 'profiler', 9103)
    await page.getByRole('button', { name: 'Start Challenge' }).click()
    await page.getByRole('button', { name: 'Complete Challenge' }).click()
    await page.getByLabel('GitHub Repository URL').fill('https://github.com/profiler/tips')
    await page.getByLabel('GitHub Pages URL').fill('https://profiler.github.io/tips')
    await page.getByRole('button', { name: 'Submit Solution' }).click()
    await expect(page.getByText('Challenge Completed!')).toBeVisible()
    await page.goto('/challenges/faq-accordion')
    await page.getByRole('button', { name: 'Start Challenge' }).click()
    await expect(page.getByRole('button', { name: 'Reset Progress' })).toBeVisible()

    await page.getByRole('link', { name: /avatar/ }).click()
    await expect(page).toHaveURL('/profile')
    await expect(page.getByText('1 day of continuous learning')).toBeVisible()
    await expect(page.getByText('Successfully completed')).toBeVisible()
    await expect(page.getByText(/^Started /).first()).toBeVisible()
    await expect(page.getByRole('link', { name: 'Continue Learning' })).toHaveAttribute(
      'href',
      '/challenges',
    )
    await expect(page.getByRole('link', { name: 'View All' })).toHaveAttribute(
      'href',
      '/achievements',
    )
    await expect(page.locator('main a[href="/challenges/tip-splitter"]').first()).toBeVisible()
    await expectNoAxeViolations(page)
  })
})
