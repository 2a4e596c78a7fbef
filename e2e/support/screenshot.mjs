// Takes full-page screenshots of Frontloop pages at mobile and desktop
// widths, for looking at what we built:
//   node support/screenshot.mjs http://127.0.0.1:8080 out-dir /path [/path …]
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
  if (process.env.TOKEN) {
    await page.goto(base)
    await page.evaluate((token) => localStorage.setItem('token', token), process.env.TOKEN)
  }
  for (const path of paths) {
    await page.goto(base + path, { waitUntil: 'networkidle' })
    await page.waitForTimeout(300)
    const name = path.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'home'
    await page.screenshot({ path: `${outDir}/${name}-${width}.png`, fullPage: true })
  }
  await page.close()
}
await browser.close()
