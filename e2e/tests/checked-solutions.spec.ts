import { expect, test } from '@playwright/test'
import { expectNoAxeViolations, signInFromHeader } from '../support/fixtures'

// A completed challenge is checked in the background: the repository
// through the GitHub stub (which knows every learner who signed in), the
// live site on the site stub (support/site-stub.mjs serves the static
// audit's fixture page with known issues), then scored. The challenge page
// follows the checks and links to the solution's public report.

// Files run in name order on one server: this journey runs before
// sign-in.spec.ts, whose burst of sign-ins fills the per-address sign-in
// limit (120 a minute) that a sign-in right after it would hit.
const SLUG = 'product-preview-card'
const LOGIN = 'checked-learner'
const SITE = 'http://127.0.0.1:9878/known-issues/'

test.describe('solutions', () => {
  test('completing a challenge runs its checks, and the report shows the score and the issues', async ({
    page,
  }) => {
    await page.goto(`/challenges/${SLUG}`)
    await signInFromHeader(page, LOGIN, 9401)
    await page.getByRole('button', { name: 'Start Challenge' }).click()
    await page.getByRole('button', { name: 'Complete Challenge' }).click()
    await page.getByLabel('GitHub Repository URL').fill(`https://github.com/${LOGIN}/preview-card`)
    await page.getByLabel('GitHub Pages URL').fill(SITE)
    await page.getByRole('button', { name: 'Submit Solution' }).click()
    await expect(page.getByText('Challenge Completed!')).toBeVisible()

    // The challenge page follows the checks until they finish.
    const panel = page.getByRole('region', { name: 'Solution checks' })
    await expect(panel).toBeVisible()
    const checks = panel.getByRole('list', { name: 'Checks' }).getByRole('listitem')
    await expect(checks).toHaveCount(3)
    const summary = panel.getByRole('status')
    await expect(summary).toHaveText(/^All checks finished\. Score: \d{1,3}\/100\.$/, {
      timeout: 30_000,
    })
    await expect(checks).toHaveText(['Repository:Passed', 'Live site:Passed', 'Page audit:Failed'])
    const score = (await summary.textContent())!.match(/Score: (\d{1,3})\/100/)![1]
    await expect(panel).toContainText(`Score ${score}/100`)
    await expectNoAxeViolations(page)

    // The report.
    await panel.getByRole('link', { name: 'View solution report' }).click()
    await expect(page).toHaveURL(/\/solutions\/\d+$/)
    const solutionPath = new URL(page.url()).pathname
    await expect(
      page.getByRole('heading', { level: 1, name: 'Product Preview Card' }),
    ).toBeVisible()
    await expect(page.getByTestId('solution-score')).toHaveText(`${score}/100`)
    const report = page.getByRole('region', { name: 'Checks', exact: true })
    await expect(report.getByRole('status')).toHaveText(`All checks finished. Score: ${score}/100.`)
    await expect(report.getByRole('listitem')).toHaveCount(3)
    await expect(report.getByRole('listitem').nth(0)).toContainText('Repository:Passed')
    await expect(report.getByRole('listitem').nth(0)).toContainText(
      `${LOGIN}/preview-card is your public repository.`,
    )
    await expect(report.getByRole('listitem').nth(1)).toContainText('Live site:Passed')
    await expect(report.getByRole('listitem').nth(2)).toContainText('Page audit:Failed')

    const issues = page.getByRole('region', { name: /^Issues/ })
    await expect(issues.getByText('Audits run: static HTML')).toBeVisible()
    const imageAlt = issues
      .getByRole('listitem')
      .filter({ has: page.getByRole('link', { name: 'How to fix image-alt' }) })
      .first()
    await expect(imageAlt.getByRole('link', { name: 'How to fix image-alt' })).toHaveAttribute(
      'href',
      '/docs/checks#image-alt',
    )
    await expect(imageAlt).toContainText('Element:')
    await expect(imageAlt.locator('code')).not.toBeEmpty()
    await expect(
      page.getByRole('link', { name: /^127\.0\.0\.1:9878\/known-issues/ }),
    ).toHaveAttribute('href', SITE)
    // The author may run the checks again, once five minutes have passed.
    const rerun = page.getByRole('button', { name: 'Run checks again' })
    await expect(rerun).toBeDisabled()
    await expect(rerun).toHaveAccessibleDescription(/^You can run the checks again at /)
    await expectNoAxeViolations(page)

    // A full load of the page, as a shared link opens it.
    await page.reload()
    await expect(page.getByTestId('solution-score')).toHaveText(`${score}/100`)

    // The profile links each completion to its report.
    await page.goto('/profile')
    const completed = page.getByRole('region', { name: /^Completed/ })
    const scoreLink = completed.getByRole('link', { name: new RegExp(`^Score ${score}`) })
    await expect(scoreLink).toHaveAttribute('href', solutionPath)
  })
})
