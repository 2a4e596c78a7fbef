import { expect, test, type Locator, type Page } from '@playwright/test'
import { signInThroughStub, taskId } from '../support/api'
import { axeViolations, signInFromHeader } from '../support/fixtures'

// Dark mode (docs/screens.md, Themes): chosen from the header with the
// keyboard, kept across a reload with no flash of the light theme (the
// first paint is dark, before the app's code runs), the system's choice by
// default, and axe-core (colour contrast included) clean in the dark theme.

const THEME_KEY = 'frontloop.theme'
const BLOG_SLUG = 'css-grid-vs-flexbox'
const CHALLENGE_SLUG = 'theme-switcher'
const FIRST_PAINT_SCREENSHOT = '../docs/screenshots/dark-mode-first-paint-390.png'

/**
 * Whether a CSS colour (as getComputedStyle gives it: rgb(), or oklch() for
 * the palette's colours) is a dark one: its lightness under 30%.
 */
function isDark(color: string): boolean {
  const oklch = /^oklch\(([\d.]+)(%?)/.exec(color)
  if (oklch) return parseFloat(oklch[1]) / (oklch[2] ? 100 : 1) < 0.3
  const rgb = /^rgba?\(([\d.]+),?\s*([\d.]+),?\s*([\d.]+)/.exec(color)
  if (!rgb) throw new Error(`unknown colour ${color}`)
  const [r, g, b] = rgb.slice(1, 4).map((c) => {
    const v = parseFloat(c) / 255
    return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4
  })
  return 0.2126 * r + 0.7152 * g + 0.0722 * b < 0.05
}

const bodyBackground = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.body).backgroundColor)

/** Waits until the page has its heading, its footer and no loading state left. */
async function ready(page: Page, h1: RegExp): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1, { timeout: 20_000 })
  await expect(page.getByRole('contentinfo')).toBeVisible()
  await expect(page.getByText(/^\s*Loading\b/)).toHaveCount(0)
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
}

/** Presses Tab until `target` has focus. */
async function tabTo(page: Page, target: Locator, max = 30): Promise<void> {
  for (let presses = 0; presses < max; presses++) {
    if (await target.evaluate((el) => el === document.activeElement)) return
    await page.keyboard.press('Tab')
  }
  await expect(target).toBeFocused()
}

test.describe('dark mode', () => {
  test('chosen with the keyboard from the header, kept, and dark from the first paint', async ({
    page,
  }) => {
    const cspViolations: string[] = []
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) cspViolations.push(message.text())
    })
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto('/')
    await signInFromHeader(page, 'dark-learner', 9_812_001)
    const saved = (theme: string) =>
      page.waitForResponse(
        (response) =>
          response.url().endsWith('/api/users/settings') &&
          response.request().method() === 'PATCH' &&
          response.request().postData()?.includes(theme) === true,
      )

    // On a desktop the button is in the bar: Tab to it, Enter (system → light).
    const toggle = page.getByRole('banner').getByRole('button', { name: /^Theme: / })
    await expect(toggle).toHaveAccessibleName('Theme: System')
    await tabTo(page, toggle)
    const savedLight = saved('light')
    await page.keyboard.press('Enter')
    await expect(toggle).toHaveAccessibleName('Theme: Light')
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light')
    await savedLight

    // On a phone, signed in, it is in the menu: open it, Tab to it, Enter (→ dark).
    await page.setViewportSize({ width: 390, height: 844 })
    await expect(toggle).toBeHidden()
    await tabTo(page, page.getByRole('button', { name: 'Open menu' }))
    await page.keyboard.press('Enter')
    const row = page.getByRole('navigation', { name: 'Mobile' }).getByRole('button', {
      name: /^Theme: /,
    })
    await expect(row).toHaveAccessibleName('Theme: Light')
    await tabTo(page, row)
    const savedDark = saved('dark')
    await page.keyboard.press('Enter')
    await expect(row).toHaveAccessibleName('Theme: Dark')
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
    expect(isDark(await bodyBackground(page))).toBe(true)
    expect(await page.evaluate((key) => localStorage.getItem(key), THEME_KEY)).toBe('dark')
    // Kept on the account too (the next load applies the account's choice).
    // Only waited for, whatever it answers: this browser's copy is enough
    // for the first paint.
    await savedDark

    // What the page shows before any of the app's code has run: the HTML,
    // its inlined CSS and the inline theme script. The app's scripts are held back until
    // that first paint has been looked at.
    await page.addInitScript(() => {
      const record = () => {
        const w = window as unknown as { firstPaint?: { theme?: string; background: string } }
        w.firstPaint = {
          theme: document.documentElement.dataset.theme,
          background: getComputedStyle(document.body).backgroundColor,
        }
      }
      new MutationObserver((_, observer) => {
        if (!document.body) return
        observer.disconnect()
        record()
      }).observe(document, { childList: true, subtree: true })
    })
    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route(/\/assets\/.*\.js$/, async (route) => {
      await held
      await route.continue()
    })
    await page.goto('/challenges', { waitUntil: 'commit' })
    await expect(page.locator('#root')).toBeAttached()
    await page.waitForFunction(() => 'firstPaint' in window)
    const firstPaint = await page.evaluate(
      () =>
        (window as unknown as { firstPaint: { theme?: string; background: string } }).firstPaint,
    )
    expect(firstPaint.theme, 'data-theme when <body> starts').toBe('dark')
    expect(isDark(firstPaint.background), `first paint background ${firstPaint.background}`).toBe(
      true,
    )
    // No React yet: the header's frame from index.html only.
    await expect(page.getByRole('banner')).toHaveCount(0)
    expect(isDark(await bodyBackground(page))).toBe(true)
    await page.screenshot({ path: FIRST_PAINT_SCREENSHOT })

    release()
    await ready(page, /^Challenges$/)
    await page.getByRole('button', { name: 'Open menu' }).click()
    await expect(page.getByRole('button', { name: 'Theme: Dark' })).toBeVisible()
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
    expect(isDark(await bodyBackground(page))).toBe(true)
    expect(cspViolations, 'CSP violations').toEqual([])
  })

  test('follows the system when nothing is chosen, and a choice overrides it', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.emulateMedia({ colorScheme: 'dark' })
    await page.goto('/')
    await ready(page, /./)
    await expect(page.locator('html')).not.toHaveAttribute('data-theme')
    expect(isDark(await bodyBackground(page))).toBe(true)
    const toggle = page.getByRole('button', { name: /^Theme: / })
    await expect(toggle).toHaveAccessibleName('Theme: System')

    await toggle.click()
    await expect(toggle).toHaveAccessibleName('Theme: Light')
    expect(isDark(await bodyBackground(page))).toBe(false)

    await page.emulateMedia({ colorScheme: 'light' })
    await toggle.click()
    await expect(toggle).toHaveAccessibleName('Theme: Dark')
    expect(isDark(await bodyBackground(page))).toBe(true)

    // Back to the system's: light now.
    await toggle.click()
    await expect(toggle).toHaveAccessibleName('Theme: System')
    expect(isDark(await bodyBackground(page))).toBe(false)
  })
})

// axe-core in the dark theme: zero violations, colour contrast included.
test.describe('axe in the dark theme', () => {
  let token = ''
  let postId = 0

  test.beforeAll(async ({ playwright }, testInfo) => {
    const base = testInfo.project.use.baseURL!
    const request = await playwright.request.newContext({ baseURL: base })
    const id = 9_820_000 + (Date.now() % 100_000)
    const session = await signInThroughStub(request, base, {
      id,
      login: `dark-axe-${id}`,
      name: 'Dark Learner',
    })
    token = session.token
    const headers = { authorization: `Bearer ${token}` }
    // Progress and a post with code, so the profile and a post page have content.
    const task = await taskId(request, CHALLENGE_SLUG)
    const started = await request.post(`/api/progress/task/${task}`, {
      headers,
      data: { status: 'in_progress' },
    })
    expect(started.ok()).toBeTruthy()
    const done = await taskId(request, 'product-preview-card')
    for (const data of [
      { status: 'in_progress' },
      {
        status: 'completed',
        github_repo_url: 'https://github.com/dark/card',
        github_pages_url: 'https://dark.github.io/card/',
      },
    ]) {
      expect(
        (await request.post(`/api/progress/task/${done}`, { headers, data })).ok(),
      ).toBeTruthy()
    }
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
    // The account's theme wins at load: dark there too. (Before the server
    // kept it, the session had no theme and the stored one stood.)
    await request.patch('/api/users/settings', { headers, data: { theme: 'dark' } })
    await request.dispose()
  })

  const signedIn = () => [
    { path: '/', h1: /./ },
    { path: '/challenges', h1: /^Challenges$/ },
    { path: `/challenges/${CHALLENGE_SLUG}`, h1: /Theme Switcher/ },
    { path: '/blog', h1: /^Blog$/ },
    { path: `/blog/${BLOG_SLUG}`, h1: /CSS Grid vs Flexbox/ },
    { path: '/community', h1: /^Community$/ },
    { path: `/community/posts/${postId}`, h1: /Theme Switcher/ },
    { path: '/learning-paths', h1: /Learning paths/ },
    { path: '/profile', h1: /Dark Learner/ },
    { path: '/settings', h1: /^Settings$/ },
    { path: '/achievements', h1: /Achievement Gallery/ },
    { path: '/notifications', h1: /^Notifications$/ },
  ]
  const signedOut = [
    { path: '/', h1: /./ },
    { path: '/login', h1: /Welcome to Frontloop/ },
    { path: `/challenges/${CHALLENGE_SLUG}`, h1: /Theme Switcher/ },
    { path: '/community', h1: /^Community$/ },
  ]

  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    test.describe(`at ${viewport.width}px`, () => {
      test.use({ viewport })

      test('the main pages, signed in and signed out', async ({ page }) => {
        test.setTimeout(300_000)
        await page.addInitScript((key) => localStorage.setItem(key, 'dark'), THEME_KEY)
        const violations: string[] = []
        const check = async (route: { path: string; h1: RegExp }) => {
          await page.goto(route.path)
          await ready(page, route.h1)
          await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
          for (const violation of await axeViolations(page))
            violations.push(`${route.path} → ${violation}`)
        }
        for (const route of signedOut)
          await test.step(`${route.path}, signed out`, () => check(route))

        // The login-required dialog over a challenge.
        await page.goto(`/challenges/${CHALLENGE_SLUG}`)
        await ready(page, /Theme Switcher/)
        await page.getByRole('button', { name: 'Start Challenge' }).click()
        await expect(page.getByRole('dialog', { name: 'Login Required' })).toBeVisible()
        for (const violation of await axeViolations(page))
          violations.push(`login dialog → ${violation}`)

        await page.evaluate((t) => localStorage.setItem('token', t), token)
        for (const route of signedIn()) await test.step(route.path, () => check(route))
        expect(violations, 'axe-core violations in the dark theme').toEqual([])
      })
    })
  }
})
