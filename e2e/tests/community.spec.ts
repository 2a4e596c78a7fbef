import { expect, test } from '@playwright/test'
import { apiAs, taskId } from '../support/api'
import { expectNoAxeViolations, signInFromHeader } from '../support/fixtures'

test.describe('the community', () => {
  test('share with code → in the feed → like → comment → a second learner sees it all', async ({
    page,
    request,
  }) => {
    const dialogs: string[] = []
    page.on('dialog', async (dialog) => {
      dialogs.push(dialog.message())
      await dialog.dismiss()
    })
    await page.goto('/community')
    await signInFromHeader(page, 'sharer', 9201)
    const task = await taskId(request, 'theme-switcher')
    await apiAs(page, request, 'POST', `/api/progress/task/${task}`, { status: 'in_progress' })

    await page.getByRole('link', { name: 'Share Post' }).click()
    await expect(page).toHaveURL('/community/share')
    await expectNoAxeViolations(page)
    await page.getByRole('button', { name: 'Share Post' }).click()
    await expect(page.getByText('Please enter some content').first()).toBeVisible()
    const content = 'My theme switcher <img src=x onerror=alert(1)> respects prefers-color-scheme.'
    await page.getByRole('textbox').first().fill(content)
    await page.getByRole('button', { name: 'Share Post' }).click()
    await expect(page.getByText('Please select a task').first()).toBeVisible()
    const select = page.getByRole('combobox')
    await expect(select.locator('option', { hasText: '(In Progress)' })).toHaveCount(1)
    const option =
      (await select.locator('option', { hasText: '(In Progress)' }).textContent()) ?? ''
    expect(option).toMatch(/Theme Switcher \(In Progress\)$/)
    await select.selectOption({ label: option })
    await page.getByRole('switch', { name: 'Add code' }).click()
    await page
      .getByLabel('Code', { exact: true })
      .fill('document.documentElement.dataset.theme = "dark";')
    await page.getByRole('button', { name: 'Share Post' }).click()
    await expect(page.getByText('Post shared successfully!')).toBeVisible()
    await expect(page).toHaveURL('/community')

    const card = page.getByRole('article').filter({ hasText: 'My theme switcher' }).first()
    await expect(card).toBeVisible()
    await expect(card).toContainText('<img src=x onerror=alert(1)>')
    await card.getByRole('button', { name: /Like post/ }).click()
    await expect(page.getByText('Post liked!')).toBeVisible()
    await expect(card.getByRole('button', { name: /Unlike post/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    )

    await card.getByRole('link').first().click()
    await expect(page).toHaveURL(/\/community\/posts\/\d+$/)
    const postUrl = page.url()
    await expect(page.getByText('Shared Code')).toBeVisible()
    await expect(page.getByText('No comments yet. Be the first to comment!')).toBeVisible()
    await page
      .getByLabel('Add a comment')
      .fill('Try a transition on the background colour <b>too</b>.')
    await page.getByRole('button', { name: 'Post Comment' }).click()
    await expect(page.getByText('Comment added successfully!')).toBeVisible()
    await expect(
      page.getByText('Try a transition on the background colour <b>too</b>.'),
    ).toBeVisible()
    await expectNoAxeViolations(page)
    // The author turns comments off: the comment stays, the form goes.
    await page.getByRole('button', { name: 'Turn comments off' }).click()
    await expect(page.getByText('The author turned comments off for this post.')).toBeVisible()
    await expect(page.getByLabel('Add a comment')).toHaveCount(0)
    await expect(page.getByRole('button', { name: 'Turn comments on' })).toBeVisible()

    await page.getByRole('button', { name: 'Logout' }).click()
    await expect(page.getByRole('button', { name: 'Login with GitHub' })).toBeVisible()
    await page.goto(postUrl)
    await expect(page.getByLabel('Add a comment')).toHaveCount(0)
    await signInFromHeader(page, 'second-learner', 9202)
    await expect(page.getByText(content)).toBeVisible()
    await expect(page.getByText('document.documentElement.dataset.theme = "dark";')).toBeVisible()
    await expect(
      page.getByText('Try a transition on the background colour <b>too</b>.'),
    ).toBeVisible()
    await expect(page.getByText('The author turned comments off for this post.')).toBeVisible()
    await expect(page.getByLabel('Add a comment')).toHaveCount(0)
    await expect(page.getByRole('button', { name: 'Turn comments on' })).toHaveCount(0)
    await expect(page.getByRole('button', { name: /Like post/ })).toContainText('1')
    await page.getByRole('link', { name: 'View Task' }).click()
    await expect(page).toHaveURL('/challenges/theme-switcher')
    expect(dialogs, 'no script ran').toEqual([])
  })

  test('the feed toggles between latest and popular and says when it is empty', async ({
    page,
  }) => {
    await page.goto('/community')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await page.getByRole('button', { name: 'Popular', exact: true }).click()
    await expect(page).toHaveURL(/filter=popular/)
    await expect(page.getByRole('button', { name: 'Popular', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    await expectNoAxeViolations(page)
    const missing = await page.goto('/community/posts/999999')
    expect(missing?.status()).toBe(404)
    await expect(page.getByText('Post not found')).toBeVisible()
  })
})
