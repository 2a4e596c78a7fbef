import { expect, test } from '@playwright/test'
import { expectNoAxeViolations } from '../support/fixtures'

test.describe('the shell and the home page', () => {
  test('home shows its sections and the signed-out buttons', async ({ page }) => {
    await page.goto('/')
    await expect(page).toHaveTitle(/Frontloop/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Continue with GitHub' }).first()).toHaveAttribute(
      'href',
      '/login',
    )
    await expect(page.getByRole('link', { name: 'Start Learning Now' })).toHaveCount(0)
    for (const tech of [
      'React',
      'JavaScript',
      'TypeScript',
      'HTML5',
      'CSS3',
      'Sass',
      'Tailwind',
      'Vue.js',
      'Git',
      'Redux',
      'Next.js',
      'Angular',
    ]) {
      await expect(page.getByText(tech, { exact: true }).first()).toBeVisible()
    }
    const footer = page.getByRole('contentinfo')
    await expect(footer).toContainText(`© ${new Date().getFullYear()} Frontloop`)
    await expect(footer.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy',
    )
    await expect(footer.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute(
      'href',
      '/terms',
    )
    await expectNoAxeViolations(page)
  })

  test('the header links lead to each section and the logo home', async ({ page }) => {
    await page.goto('/')
    const nav = page.getByRole('navigation', { name: 'Main' })
    for (const [name, path] of [
      ['Challenges', '/challenges'],
      ['Blog', '/blog'],
      ['Community', '/community'],
      ['Paths', '/learning-paths'],
    ]) {
      await nav.getByRole('link', { name }).click()
      await expect(page).toHaveURL(path)
      await expect(nav.getByRole('link', { name })).toHaveAttribute('aria-current', 'page')
    }
    await page
      .getByRole('link', { name: /Frontloop/ })
      .first()
      .click()
    await expect(page).toHaveURL('/')
  })

  test('the header looks scrolled once the page scrolls', async ({ page }) => {
    await page.goto('/')
    const header = page.getByRole('banner')
    await expect(page.getByRole('heading', { name: 'Path to mastery' })).toBeAttached()
    await expect(header).toHaveAttribute('data-scrolled', 'false')
    await page.evaluate(() => window.scrollTo(0, 400))
    await expect(header).toHaveAttribute('data-scrolled', 'true')
    await page.evaluate(() => window.scrollTo(0, 0))
    await expect(header).toHaveAttribute('data-scrolled', 'false')
  })

  test('the mobile menu opens, closes, and closes when a link is chosen', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto('/')
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden()
    const toggle = page.getByRole('button', { name: 'Open menu' })
    await toggle.click()
    const menu = page.getByRole('navigation', { name: 'Mobile' })
    await expect(menu).toBeVisible()
    await page.getByRole('button', { name: 'Close menu' }).click()
    await expect(menu).toBeHidden()
    await page.getByRole('button', { name: 'Open menu' }).click()
    await menu.getByRole('link', { name: 'Blog' }).click()
    await expect(page).toHaveURL('/blog')
    await expect(menu).toBeHidden()
    await expect(page.getByRole('button', { name: 'Login with GitHub' })).toContainText('Login')
  })

  test('a deep link to a client route loads with its own metadata', async ({ page }) => {
    const response = await page.goto('/challenges/product-preview-card')
    expect(response?.status()).toBe(200)
    const html = await response!.text()
    expect(html).toContain('<title>Product Preview Card challenge | Frontloop</title>')
    expect(html).toMatch(
      /property="og:image" content="http:\/\/127\.0\.0\.1:9876\/social\/challenges\/product-preview-card\.png\?v=\w+"/,
    )
    await expect(page.getByRole('banner')).toBeVisible()
  })

  test('an unknown path shows the not-found page with status 404', async ({ page }) => {
    const response = await page.goto('/no/such/page')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
    await expectNoAxeViolations(page)
    await page.getByRole('main').getByRole('link').first().click()
    await expect(page).toHaveURL('/')
  })

  for (const [path, heading] of [
    ['/privacy', 'Privacy Policy'],
    ['/terms', 'Terms of Service'],
  ]) {
    test(`${path} has real text`, async ({ page }) => {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
      expect((await page.getByRole('main').innerText()).length).toBeGreaterThan(1500)
      await expectNoAxeViolations(page)
    })
  }

  test('hashed assets are cached for good and index.html never', async ({ request }) => {
    const index = await request.get('/')
    expect(index.headers()['cache-control']).toBe('no-cache')
    // The app's entry, named for index.html's loader.
    const script = (await index.text()).match(
      /<meta name="frontloop-entry" content="(\/assets\/[^"]+\.js)">/,
    )?.[1]
    expect(script).toBeTruthy()
    const asset = await request.get(script!)
    expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable')
    const robots = await request.get('/robots.txt')
    expect(await robots.text()).toContain('Sitemap:')
  })
})
