import { expect, test } from '@playwright/test'
import { expectNoAxeViolations, signInFromHeader } from '../support/fixtures'

// The review loop between two learners, each in a browser context of their
// own: A finishes a challenge and asks for feedback; B finds the request in
// /reviews and reviews it; A hears of it through the bell, reads the review
// and marks it helpful; B's profile then counts one helped learner.
// (Named to run before sign-in.spec.ts, whose burst fills the per-address
// sign-in limit.)
const SLUG = 'semantic-recipe-page'
const TITLE = 'Semantic Recipe Page'
const AUTHOR = 'review-author'
const REVIEWER = 'review-giver'
const SITE = 'http://127.0.0.1:9878/known-issues/'
const QUESTION = 'Is my form accessible to screen reader users?'

test('a learner asks for feedback, another reviews it, and the review is marked helpful', async ({
  browser,
}) => {
  const authorContext = await browser.newContext()
  const author = await authorContext.newPage()
  await author.goto(`/challenges/${SLUG}`)
  await signInFromHeader(author, AUTHOR, 9501)
  await author.getByRole('button', { name: 'Start Challenge' }).click()
  await author.getByRole('button', { name: 'Complete Challenge' }).click()
  await author.getByLabel('GitHub Repository URL').fill(`https://github.com/${AUTHOR}/recipe`)
  await author.getByLabel('GitHub Pages URL').fill(SITE)
  await author.getByRole('button', { name: 'Submit Solution' }).click()
  await expect(author.getByText('Challenge Completed!')).toBeVisible()
  await author.getByRole('link', { name: 'View solution report' }).click()
  await expect(author).toHaveURL(/\/solutions\/\d+$/)
  const solutionPath = new URL(author.url()).pathname

  await author.getByLabel('Your question').fill(QUESTION)
  await author.getByRole('button', { name: 'Ask for feedback' }).click()
  const request = author.getByRole('region', { name: 'Feedback request' })
  await expect(request.getByText(QUESTION)).toBeVisible()
  await expect(request.getByRole('button', { name: 'Close request' })).toBeVisible()

  // B finds it in the queue and reviews it.
  const reviewerContext = await browser.newContext()
  const reviewer = await reviewerContext.newPage()
  await reviewer.goto('/reviews')
  await signInFromHeader(reviewer, REVIEWER, 9502)
  await expect(reviewer.getByRole('heading', { level: 1, name: 'Code reviews' })).toBeVisible()
  const entry = reviewer.getByRole('article').filter({ hasText: QUESTION })
  await expect(entry).toContainText(TITLE)
  await expectNoAxeViolations(reviewer)
  await entry.getByRole('link', { name: /Review this solution/ }).click()
  await expect(reviewer).toHaveURL(new RegExp(`${solutionPath}#reviews$`))
  await reviewer
    .getByLabel('Your review (Markdown)')
    .fill('Good labels. Add **aria-describedby** to link the error message to the input.')
  await reviewer.getByLabel('Accessibility').selectOption('4')
  await reviewer.getByRole('button', { name: 'Post review' }).click()
  const reviews = reviewer.getByRole('region', { name: /^Reviews/ })
  await expect(reviews.getByText('aria-describedby')).toBeVisible()
  await expect(reviews.getByRole('heading', { name: 'Reviews (1)' })).toBeVisible()

  // A hears of it through the bell, reads it, marks it helpful.
  await author.goto('/challenges')
  const bell = author.getByRole('button', { name: /^Notifications, \d+ unread$/ })
  await expect(bell).toBeVisible({ timeout: 15_000 })
  await bell.click()
  const menu = author.getByRole('region', { name: 'Notifications' })
  // Named by display name (the GitHub stub's "review giver"), unread.
  const heard = menu.getByRole('link', {
    name: new RegExp(`^Unread: .+ reviewed your solution to ${TITLE}`),
  })
  await expect(heard).toBeVisible()
  await expectNoAxeViolations(author)
  await heard.click()
  await expect(author).toHaveURL(new RegExp(`${solutionPath}#reviews$`))
  const review = author.getByRole('region', { name: /^Reviews/ }).getByRole('article')
  await expect(review).toContainText('aria-describedby')
  await expect(review).toContainText('4/5')
  await review.getByRole('button', { name: 'Mark as helpful' }).click()
  await expect(review.getByText('Helpful', { exact: true })).toBeVisible()
  await expect(review.getByRole('button', { name: 'Mark as helpful' })).toHaveCount(0)
  await expectNoAxeViolations(author)

  // B has helped one learner.
  await reviewer.goto('/profile')
  await expect(reviewer.getByText('helped 1 learner')).toBeVisible()

  await authorContext.close()
  await reviewerContext.close()
})
