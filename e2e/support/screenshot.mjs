// Takes full-page screenshots of Frontloop pages at mobile and desktop
// widths, for looking at what we built:
//   node support/screenshot.mjs http://127.0.0.1:8080 out-dir /path [/path …]
// TOKEN=… signs the pages in; THEME=dark (or light) picks the theme.
import { chromium } from '@playwright/test'

const [base, outDir, ...paths] = process.argv.slice(2)
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
})
for (const width of [390, 1280]) {
  const page = await browser.newPage({ viewport: { width, height: width < 600 ? 844 : 800 } })
  if (process.env.TOKEN || process.env.THEME) {
    await page.goto(base)
    await page.evaluate(
      ([token, theme]) => {
        if (token) localStorage.setItem('token', token)
        if (theme) localStorage.setItem('frontloop.theme', theme)
      },
      [process.env.TOKEN, process.env.THEME],
    )
  }
  for (const path of paths) {
    await page.goto(base + path, { waitUntil: 'networkidle' })
    await page.waitForTimeout(300)
    const name = path.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'home'
    const suffix = process.env.THEME ? `-${process.env.THEME}` : ''
    await page.screenshot({ path: `${outDir}/${name}${suffix}-${width}.png`, fullPage: true })
  }
  await page.close()
}
await browser.close()
