import { readFile } from 'node:fs/promises'
import { expect, test } from '@playwright/test'
import { apiAs, taskId } from '../support/api'
import { expectNoAxeViolations, signInFromHeader } from '../support/fixtures'

// The learner's own data (issue 18): /settings exports everything Frontloop
// holds about them as a JSON file, then deletes the account, which signs
// them out at once; the same GitHub user signing in again starts afresh.
// (Named to run before sign-in.spec.ts, whose burst fills the per-address
// sign-in limit.)

const SLUG = 'product-preview-card'

test('a learner exports and then deletes their account', async ({ page, request }) => {
  const id = 9_600_000 + (Date.now() % 100_000)
  const login = `leaving-learner-${id}`

  await page.goto('/')
  await signInFromHeader(page, login, id)
  const task = await taskId(request, SLUG)
  await apiAs(page, request, 'POST', `/api/progress/task/${task}`, { status: 'in_progress' })
  await apiAs(page, request, 'POST', `/api/progress/task/${task}`, {
    status: 'completed',
    github_repo_url: `https://github.com/${login}/card`,
    github_pages_url: 'http://127.0.0.1:9878/clean/',
  })
  const token = await page.evaluate(() => localStorage.getItem('token'))

  await page.goto('/settings')
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Profile visibility' })).toBeVisible()
  await expect(page.getByRole('radio', { name: 'Public' })).toBeChecked()
  await expectNoAxeViolations(page)

  // Export: a JSON file named after the login, with the profile and the progress.
  const data = page.getByRole('region', { name: 'Your data' })
  const downloading = page.waitForEvent('download')
  await data.getByRole('button', { name: 'Export my data' }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toBe(`frontloop-${login}.json`)
  const exported = JSON.parse(await readFile(await download.path(), 'utf8'))
  expect(exported.profile.login).toBe(login)
  expect(Array.isArray(exported.progress)).toBe(true)
  expect(exported.progress.length).toBeGreaterThan(0)
  await expect(data.getByRole('status')).toHaveText(`Downloaded frontloop-${login}.json.`)

  // Delete: the button waits for the login.
  const danger = page.getByRole('region', { name: 'Delete account' })
  const remove = danger.getByRole('button', { name: 'Delete my account' })
  await expect(remove).toBeDisabled()
  const confirm = danger.getByLabel(`Type your login (${login}) to confirm`)
  await confirm.fill('someone-else')
  await expect(remove).toBeDisabled()
  await confirm.fill(login.toUpperCase())
  await expect(remove).toBeEnabled()
  await expectNoAxeViolations(page)
  await remove.click()

  await expect(page).toHaveURL('/')
  await expect(page.getByText('Your account was deleted.')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Login with GitHub' })).toBeVisible()
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull()
  // The session was revoked on the server too.
  expect(
    (
      await request.get('/api/auth/verify', { headers: { authorization: `Bearer ${token}` } })
    ).status(),
  ).toBe(401)
  // The portfolio is gone.
  expect((await request.get(`/api/users/${login}/portfolio`)).status()).toBe(404)

  // The same GitHub user signing in again gets a fresh account.
  await signInFromHeader(page, login, id)
  await page.goto('/profile')
  await expect(page.getByRole('heading', { level: 1, name: /Profile of/ })).toBeVisible()
  await expect(page.getByRole('region', { name: /^Completed/ })).toContainText('No completed tasks')
  const progress = await apiAs(page, request, 'GET', '/api/users/progress')
  expect(progress).toEqual([])
})
