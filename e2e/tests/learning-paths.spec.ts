import { expect, test } from '@playwright/test'
import { apiAs, taskId } from '../support/api'
import { expectNoAxeViolations, signInFromHeader } from '../support/fixtures'

const PATH = 'html-css-foundations'

test.describe('learning paths and achievements', () => {
  test('enroll → read a post → complete the challenges → 100% → congratulations → the achievement everywhere', async ({
    page,
    request,
  }) => {
    await page.goto('/learning-paths')
    await expect(page.getByText('Total Paths')).toBeVisible()
    await expectNoAxeViolations(page)
    await page.goto(`/learning-paths/${PATH}`)
    await expect(page.getByRole('link', { name: 'Login to Enroll' })).toHaveAttribute(
      'href',
      '/login',
    )
    await signInFromHeader(page, 'pathfinder', 9301)

    await page.getByRole('button', { name: 'Enroll Now' }).click()
    await expect(page.getByText('Enrolled', { exact: true }).first()).toBeVisible()
    await expect(page.getByText('Pending').first()).toBeVisible()
    await page.getByRole('button', { name: 'Mark as Read' }).first().click()
    await expect(page.getByText('Read', { exact: true }).first()).toBeVisible()
    await expectNoAxeViolations(page)

    // Read the other posts and complete every challenge but one through the API…
    const path = await apiAs(page, request, 'GET', `/api/learning-paths/${PATH}`)
    const items: { item_type: string; item_id: number; item_slug: string }[] = path.data.items
    for (const post of items.filter((i) => i.item_type === 'post').slice(1)) {
      await apiAs(page, request, 'POST', '/api/learning-paths/mark-completed', {
        pathId: path.data.id,
        itemType: 'post',
        itemId: post.item_id,
      })
    }
    const tasks = items.filter((i) => i.item_type === 'task')
    for (const task of tasks.slice(0, -1)) {
      await apiAs(page, request, 'POST', `/api/progress/task/${task.item_id}`, {
        status: 'in_progress',
      })
      await apiAs(page, request, 'POST', `/api/progress/task/${task.item_id}`, {
        status: 'completed',
        github_repo_url: 'https://github.com/p/x',
        github_pages_url: 'https://p.github.io/x',
      })
    }
    // …and the last one on its challenge page.
    const last = tasks[tasks.length - 1]
    expect(await taskId(request, last.item_slug)).toBe(last.item_id)
    await page.goto(`/challenges/${last.item_slug}`)
    await page.getByRole('button', { name: 'Start Challenge' }).click()
    await page.getByRole('button', { name: 'Complete Challenge' }).click()
    await page.getByLabel('GitHub Repository URL').fill('https://github.com/p/last')
    await page.getByLabel('GitHub Pages URL').fill('https://p.github.io/last')
    await page.getByRole('button', { name: 'Submit Solution' }).click()
    await expect(page.getByText('Challenge Completed!')).toBeVisible()

    await page.goto(`/learning-paths/${PATH}`)
    await expect(page.getByText('Completed!')).toBeVisible()
    await expect(page.getByText('100%').first()).toBeVisible()
    const modal = page.getByRole('dialog')
    await expect(modal).toBeVisible()
    // Up to three achievements, the latest first.
    await expect(modal.getByRole('listitem')).toHaveCount(3)
    await modal.getByRole('button', { name: 'Continue Learning' }).click()
    await expect(modal).toBeHidden()
    await page.reload()
    await expect(page.getByText('Completed!')).toBeVisible()
    await expect(page.getByRole('dialog')).toHaveCount(0)

    await page.goto('/achievements')
    await expect(page.getByRole('heading', { level: 1, name: 'Achievement Gallery' })).toBeVisible()
    await expect(page.getByText('First Step').first()).toBeVisible()
    await expect(page.getByText('Task Master').first()).toBeVisible()
    await expectNoAxeViolations(page)
    await page.getByRole('tab', { name: 'Streaks' }).click()
    await expect(page.getByText('First Step')).toHaveCount(0)

    await page.goto('/profile')
    const recent = page.locator('section', {
      has: page.getByRole('heading', { name: 'Recent Achievements' }),
    })
    await expect(recent.getByText('First Step')).toBeVisible()
  })

  test('an unknown path says so with 404', async ({ page }) => {
    const response = await page.goto('/learning-paths/no-such-path')
    expect(response?.status()).toBe(404)
    await expect(page.getByText('Learning Path Not Found')).toBeVisible()
    await page.getByRole('main').getByRole('link', { name: 'Back to Learning Paths' }).click()
    await expect(page).toHaveURL('/learning-paths')
  })
})
