import { expect, test, type Page } from '@playwright/test'

// The server's HTML carries the top of these pages (their first view),
// painted before the app's code loads; React then replaces it
// (docs/page-shell.md). The home page's and the list's come from the app's
// own build; a challenge's, a post's and a path's are drawn by the server
// from their data (crates/frontloop/src/http/web/first_view.rs), so this
// renders each both ways: every element of a first view that shows
// something must be the app's element, with the same classes and computed
// style, where the app puts it, so the replacement changes nothing.

const pages = [
  { path: '/', h1: /Level up your front-end skills/ },
  { path: '/challenges', h1: 'Challenges' },
  { path: '/challenges/faq-accordion', h1: 'FAQ Accordion with Details and Summary' },
  { path: '/blog/core-web-vitals-explained', h1: /Core Web Vitals/ },
  { path: '/learning-paths/html-css-foundations', h1: /HTML/ },
]

interface Box {
  key: string
  classes: string
  style: string
  x: number
  y: number
  width: number
  height: number
}

/** Every element of `main` that shows text or a picture, with its box. */
async function boxes(page: Page): Promise<Box[]> {
  return page.locator('main').evaluate((main) => {
    const seen = new Map<string, number>()
    const found: Box[] = []
    for (const element of main.querySelectorAll('*')) {
      const ownText = [...element.childNodes]
        .filter((node) => node.nodeType === Node.TEXT_NODE)
        .map((node) => node.textContent ?? '')
        .join('')
        .trim()
      const picture = element instanceof HTMLImageElement ? element.getAttribute('src') : null
      if (!ownText && !picture) continue
      const style = getComputedStyle(element)
      if (style.visibility === 'hidden' || style.display === 'none') continue
      const rect = element.getBoundingClientRect()
      if (rect.width === 0 || rect.height === 0) continue
      // The app writes picture addresses in full, the server from the root.
      const what = picture ? new URL(picture, location.href).pathname : ownText.slice(0, 60)
      const base = `${element.tagName.toLowerCase()} ${what}`
      const n = (seen.get(base) ?? 0) + 1
      seen.set(base, n)
      const shown = [
        'color',
        'font-size',
        'font-weight',
        'line-height',
        'font-family',
        'background-color',
      ]
      found.push({
        key: `${base} #${n}`,
        classes: (element.getAttribute('class') ?? '').trim().split(/\s+/).join(' '),
        style: shown.map((name) => `${name}: ${style.getPropertyValue(name)}`).join('; '),
        x: rect.x,
        y: rect.y,
        width: rect.width,
        height: rect.height,
      })
    }
    return found
  })
}

for (const width of [390, 1280]) {
  for (const { path, h1 } of pages) {
    test(`${path} at ${width} px: the first view is where the app draws it`, async ({
      browser,
    }) => {
      const viewport = { width, height: 900 }

      // Without the app's code: what the server's HTML paints.
      const bare = await browser.newContext({ viewport, javaScriptEnabled: false })
      const first = await bare.newPage()
      await first.goto(path)
      await expect(first.getByRole('heading', { level: 1, name: h1 })).toBeVisible()
      await first.waitForFunction(() =>
        [...document.images].every((image) => image.complete || image.loading === 'lazy'),
      )
      const served = await boxes(first)
      await bare.close()
      expect(served.length, 'the first view shows something').toBeGreaterThan(1)

      // With it: the app's own render.
      const full = await browser.newContext({ viewport })
      const app = await full.newPage()
      await app.goto(path)
      // The app's header (the server's frame is no <header>) and its data.
      await expect(app.locator('header')).toBeVisible()
      await expect(app.locator('#initial-data')).toHaveCount(0)
      await expect(app.getByRole('heading', { level: 1, name: h1 })).toBeVisible()
      await app.waitForFunction(() =>
        [...document.images].every((image) => image.complete || image.loading === 'lazy'),
      )
      const rendered = new Map((await boxes(app)).map((box) => [box.key, box]))
      await full.close()

      for (const box of served) {
        const own = rendered.get(box.key)
        expect(own, `${box.key}: the app draws it too`).toBeDefined()
        if (!own) continue
        expect(own.classes, `${box.key}: classes`).toBe(box.classes)
        expect(own.style, `${box.key}: computed style`).toBe(box.style)
        for (const side of ['x', 'y', 'width', 'height'] as const) {
          expect(Math.abs(own[side] - box[side]), `${box.key}: ${side}`).toBeLessThanOrEqual(1)
        }
      }
    })
  }
}

test('a first view stands without the code', async ({ browser }) => {
  const bare = await browser.newContext({ javaScriptEnabled: false })
  const page = await bare.newPage()
  await page.goto('/challenges/faq-accordion')
  await expect(page.getByRole('link', { name: 'All challenges' })).toHaveAttribute(
    'href',
    '/challenges',
  )
  await expect(page.getByRole('main').getByRole('img')).toHaveCount(0)
  await expect(page.locator('main img')).toHaveAttribute(
    'src',
    '/media/challenges/faq-accordion.svg',
  )
  await expect(page.getByRole('main')).toHaveCount(1)
  await bare.close()
})
