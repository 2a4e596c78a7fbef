import { expect, test } from '@playwright/test'
import { expectNoAxeViolations } from '../support/fixtures'

test.describe('the blog', () => {
  test('the list, its category filter and the empty state', async ({ page }) => {
    await page.goto('/blog')
    await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible()
    const readMore = page.getByRole('link', { name: /Read more/ })
    await expect(readMore.first()).toBeVisible()
    expect(await readMore.count()).toBeGreaterThanOrEqual(12)
    await expect(page.getByText('Customizable select', { exact: false })).toHaveCount(0)
    await expectNoAxeViolations(page)

    await page.getByRole('button', { name: 'Career', exact: true }).click()
    await expect(page).toHaveURL('/blog?category=Career')
    await expect.poll(() => readMore.count()).toBe(2)
    await page.getByRole('button', { name: 'All', exact: true }).click()
    await expect(page).toHaveURL('/blog')

    await page.goto('/blog?category=Nothing')
    await expect(page.getByText('No posts found')).toBeVisible()
    await expect(page.getByText('Try adjusting your filters or check back later.')).toBeVisible()
  })

  test('a post with its sidebar, related posts and share links', async ({ page }) => {
    await page.goto('/blog')
    await page.getByRole('link', { name: /Read more.*CSS Grid vs Flexbox/ }).click()
    await expect(page).toHaveURL('/blog/css-grid-vs-flexbox')
    await expect(
      page.getByRole('heading', { level: 1, name: 'CSS Grid vs Flexbox, and When to Use Each' }),
    ).toBeVisible()
    await expect(page).toHaveTitle(/Frontloop/)
    await expect(page.getByText(/\d+ min read/)).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Popular Posts' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Categories' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Related Posts' })).toBeVisible()
    await expect(page.getByRole('link', { name: /Share on X/ })).toHaveAttribute(
      'href',
      /twitter\.com\/intent\/tweet/,
    )
    await expect(page.getByRole('link', { name: /Share on Facebook/ })).toBeVisible()
    await expect(page.getByRole('link', { name: /Share on LinkedIn/ })).toBeVisible()
    const related = page
      .locator('section', { has: page.getByRole('heading', { name: 'Related Posts' }) })
      .getByRole('link')
    await expect(related.first()).toBeVisible()
    await expectNoAxeViolations(page)
    await related.first().click()
    await expect(page).toHaveURL(/\/blog\/[a-z0-9-]+$/)
    await expect(page).not.toHaveURL('/blog/css-grid-vs-flexbox')
  })

  test('an unknown post says so with 404', async ({ page }) => {
    const response = await page.goto('/blog/no-such-post')
    expect(response?.status()).toBe(404)
    await expect(page.getByText('Post not found')).toBeVisible()
  })

  test("a shared link's HTML carries the post's title and image before any script runs", async ({
    request,
  }) => {
    const html = await (await request.get('/blog/core-web-vitals-explained')).text()
    const head = html.split('</head>')[0]
    expect(head).toMatch(/<title>[^<]*Core Web Vitals[^<]*<\/title>/)
    // The post's social card (a PNG drawn from its title), its picture preloaded.
    const card = head.match(
      /<meta property="og:image" content="http:\/\/127\.0\.0\.1:9876(\/social\/blog\/core-web-vitals-explained\.png\?v=\w+)">/,
    )
    expect(card).not.toBeNull()
    expect(head).toContain('<meta property="og:image:type" content="image/png">')
    expect(head).toContain('href="http://127.0.0.1:9876/media/blog/core-web-vitals-explained.svg"')
    const image = await request.get(card![1])
    expect(image.headers()['content-type']).toBe('image/png')
    expect(head).toContain('<meta property="og:type" content="article">')
    expect(head).toContain('"@type":"BlogPosting"')
    const feed = await (await request.get('/blog/feed.xml')).text()
    expect(feed).toContain('<title>Core Web Vitals')
  })
})
