import { expect, test } from '@playwright/test'
import { expectNoAxeViolations, nextGithubUser, signInFromHeader } from '../support/fixtures'

test.describe('signing in with GitHub', () => {
  test('from a challenge page through the header button, back to that page, then out', async ({
    page,
  }) => {
    await page.goto('/challenges/product-preview-card')
    await signInFromHeader(page)
    await expect(page).toHaveURL('/challenges/product-preview-card')
    expect(await page.evaluate(() => sessionStorage.getItem('prevPath'))).toBe(
      '/challenges/product-preview-card',
    )
    expect(await page.evaluate(() => localStorage.getItem('token'))).toMatch(/^[A-Za-z0-9_-]{43}$/)
    const avatar = page.getByRole('link', { name: /avatar/ })
    await expect(avatar).toHaveAttribute('href', '/profile')

    // Nothing reusable stays in the history: going back does not replay the login code.
    const history = await page.evaluate(() => window.history.length)
    expect(history).toBeGreaterThan(0)
    expect(page.url()).not.toContain('token=')

    await page.getByRole('button', { name: 'Logout' }).click()
    await expect(page).toHaveURL('/')
    await expect(page.getByRole('button', { name: 'Login with GitHub' })).toBeVisible()
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull()
  })

  test('a revoked session is not usable after logout', async ({ page, request }) => {
    await page.goto('/')
    await signInFromHeader(page)
    const token = await page.evaluate(() => localStorage.getItem('token'))
    expect(
      (
        await request.get('/api/auth/verify', { headers: { authorization: `Bearer ${token}` } })
      ).status(),
    ).toBe(200)
    await page.getByRole('button', { name: 'Logout' }).click()
    await expect(page.getByRole('button', { name: 'Login with GitHub' })).toBeVisible()
    expect(
      (
        await request.get('/api/auth/verify', { headers: { authorization: `Bearer ${token}` } })
      ).status(),
    ).toBe(401)
  })

  for (const [path, heading] of [
    ['/profile', /profile/i],
    ['/achievements', /Achievement/],
    ['/community/share', /Share/],
  ] as const) {
    test(`${path} redirects to /login when signed out and opens after signing in`, async ({
      page,
    }) => {
      await page.goto(path)
      await expect(page).toHaveURL('/login')
      await nextGithubUser('guarded-learner', 777)
      await page.getByRole('main').getByRole('button', { name: 'Continue with GitHub' }).click()
      await expect(page).toHaveURL(path)
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
    })
  }

  test('the login page shows the live stats and friendly errors', async ({ page }) => {
    await page.goto('/login')
    await expect(page.getByRole('heading', { name: 'Welcome to Frontloop' })).toBeVisible()
    const stats = page.getByRole('list', { name: 'Frontloop in numbers' })
    for (const label of ['Active Users', 'Projects', 'Code Reviews']) {
      await expect(stats).toContainText(new RegExp(`\\d+\\+? ${label}`))
    }
    await expect(page.getByRole('alert')).toHaveCount(0)
    await expectNoAxeViolations(page)
    await page.goto('/login?error=auth_failed')
    await expect(page.getByRole('alert')).toContainText("Sign-in didn't work")
    await page.goto('/login?error=no_token')
    await expect(page.getByRole('alert')).toContainText('Sign-in was interrupted')
  })

  test('/auth/callback without a token goes to /login?error=no_token', async ({ page }) => {
    await page.goto('/auth/callback')
    await expect(page).toHaveURL('/login?error=no_token')
  })

  test('a forged or reused login code ends on /login?error=auth_failed', async ({ page }) => {
    await page.goto('/auth/callback?token=forged&returnPath=%2Fprofile')
    await expect(page).toHaveURL('/login?error=auth_failed')
  })

  test('a foreign returnPath never leaves the site', async ({ page }) => {
    await nextGithubUser('careful-learner', 888)
    await page.goto('/api/auth/github?returnPath=%2F%2Fevil.example%2Fx')
    await expect(page).toHaveURL('/')
    await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible()
  })
})
