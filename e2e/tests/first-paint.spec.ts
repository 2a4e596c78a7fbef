import { expect, test } from '@playwright/test'
import { expectNoAxeViolations } from '../support/fixtures'

// A visitor's challenge, blog post and learning path pages paint from the
// API answer the server embeds in the HTML (docs/performance.md): no call
// for it before the page shows, and the page is the same as when fetched.

const pages = [
  {
    path: '/challenges/theme-switcher',
    api: '/api/tasks/by-slug/theme-switcher',
    h1: /Theme Switcher/,
  },
  {
    path: '/blog/css-grid-vs-flexbox',
    api: '/api/posts/by-slug/css-grid-vs-flexbox',
    h1: /Grid/,
  },
  {
    path: '/learning-paths/html-css-foundations',
    api: '/api/learning-paths/html-css-foundations',
    h1: /HTML/,
  },
]

for (const { path, api, h1 } of pages) {
  test(`${path} paints from its embedded answer, without a call for it`, async ({ page }) => {
    const asked: string[] = []
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === api) asked.push(request.url())
    })
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1, name: h1 })).toBeVisible()
    expect(asked, 'the first answer came with the page').toEqual([])
    // The block is taken once: nothing of it stays in the document.
    await expect(page.locator('#initial-data')).toHaveCount(0)
    await expectNoAxeViolations(page)
  })
}
