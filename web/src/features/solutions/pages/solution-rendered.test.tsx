import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import type { RenderedReport, Solution } from '@/lib/solutions'
import { mockFetch } from '@/test/fetch-mock'
import { renderWithProviders } from '@/test/render'
import { makeSolution } from '@/test/solutions'
import { SolutionPage } from './solution-page'

function renderSolution(solution: Solution) {
  mockFetch({
    'GET /api/solutions/5': solution,
    'GET /api/solutions/5/reviews': { items: [] },
  })
  return renderWithProviders(<SolutionPage />, { route: '/solutions/5', path: '/solutions/:id' })
}

/** A rendered audit as the server reports a page it could check in a browser. */
const rendered = (overrides: Partial<RenderedReport> = {}): RenderedReport => ({
  status: 'done',
  detail: 'Rendered in Chromium and audited with axe-core 4.14.1 in 3.2 seconds.',
  axe_version: '4.14.1',
  console_errors: [],
  failed_requests: [],
  blocked_requests: [],
  screenshots: [
    { viewport: 'phone', width: 375, height: 2400 },
    { viewport: 'tablet', width: 768, height: 1600 },
    { viewport: 'desktop', width: 1440, height: 4000 },
    { viewport: 'social', width: 1200, height: 630 },
  ],
  duration_ms: 3200,
  ...overrides,
})

/** The axe-core findings of the rendered audit, linked to Deque's pages. */
const axeIssues: Solution['issues'] = [
  {
    rule: 'image-alt',
    impact: 'critical',
    message: 'Images must have alternative text',
    selector: 'header > a > img',
    help_url: 'https://dequeuniversity.com/rules/axe/4.14/image-alt?application=axeAPI',
  },
]

const audited = (overrides: Partial<RenderedReport> = {}, solution: Partial<Solution> = {}) =>
  makeSolution({
    audits: ['rendered'],
    issues: axeIssues,
    rendered: rendered(overrides),
    ...solution,
  })

const looks = () => screen.findByRole('region', { name: 'How your page looks' })
const issuesSection = () => screen.findByRole('region', { name: /^Issues/ })

describe('SolutionPage: how the page looks', () => {
  it('shows no screenshots before the rendered audit ran, nor without a page screenshot', async () => {
    const { unmount } = renderSolution(makeSolution())
    await issuesSection()
    expect(screen.queryByRole('region', { name: 'How your page looks' })).not.toBeInTheDocument()
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument()
    unmount()

    // A failed audit takes no screenshot; the social image alone is not a tab.
    renderSolution(
      audited({
        status: 'failed',
        screenshots: [{ viewport: 'social', width: 1200, height: 630 }],
      }),
    )
    await issuesSection()
    expect(screen.queryByRole('region', { name: 'How your page looks' })).not.toBeInTheDocument()
    expect(screen.queryByRole('tab')).not.toBeInTheDocument()
  })

  it('shows Phone, Tablet, Desktop and the design as tabs, the first selected', async () => {
    renderSolution(audited())
    const section = await looks()
    const tablist = within(section).getByRole('tablist', { name: 'Screenshots' })
    const tabs = within(tablist).getAllByRole('tab')
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Phone', 'Tablet', 'Desktop', 'Design'])
    expect(tabs.map((tab) => tab.getAttribute('aria-selected'))).toEqual([
      'true',
      'false',
      'false',
      'false',
    ])
    // One tab stop.
    expect(tabs.map((tab) => tab.getAttribute('tabindex'))).toEqual(['0', '-1', '-1', '-1'])

    // Only the selected panel shows; each tab controls its own panel.
    const panel = within(section).getByRole('tabpanel', { name: 'Phone' })
    expect(tabs[0]).toHaveAttribute('aria-controls', panel.id)
    expect(within(section).getAllByRole('tabpanel')).toHaveLength(1)
    expect(panel).toHaveAttribute('tabindex', '0')
    expect(panel).toHaveAccessibleDescription('375 × 2,400 px')
    expect(within(section).getByText('375 × 2,400 px')).toBeVisible()
  })

  it('shows each screenshot lazily, at its own size, described, in a scrolling frame', async () => {
    renderSolution(audited())
    const section = await looks()
    const phone = within(section).getByRole('img', { name: 'Your page at 375 px wide (phone)' })
    expect(phone).toHaveAttribute('width', '375')
    expect(phone).toHaveAttribute('height', '2400')
    expect(phone).toHaveAttribute('loading', 'lazy')
    expect(phone).toHaveAttribute(
      'src',
      `/api/solutions/5/screenshots/phone?v=${encodeURIComponent('2026-11-22T12:00:06Z')}`,
    )
    // Scaled down to fit; a tall page scrolls inside a frame of its own.
    expect(phone).toHaveClass('max-w-full', 'h-auto')
    expect(within(section).getByRole('tabpanel')).toHaveClass('max-h-[600px]', 'overflow-auto')

    const user = userEvent.setup()
    await user.click(within(section).getByRole('tab', { name: 'Desktop' }))
    const desktop = within(section).getByRole('img', {
      name: 'Your page at 1,440 px wide (desktop)',
    })
    expect(desktop).toHaveAttribute('width', '1440')
    expect(desktop).toHaveAttribute('height', '4000')
    expect(desktop).toHaveAttribute('loading', 'lazy')
    expect(within(section).getByText('1,440 × 4,000 px')).toBeVisible()
    expect(within(section).getByText('375 × 2,400 px')).not.toBeVisible()
  })

  it('moves between the tabs and selects them with the arrow keys, Home and End', async () => {
    const user = userEvent.setup()
    renderSolution(audited())
    const section = await looks()
    const tab = (name: string) => within(section).getByRole('tab', { name })
    const selectedPanel = () => within(section).getByRole('tabpanel')

    await user.click(tab('Phone'))
    await user.keyboard('{ArrowRight}')
    expect(tab('Tablet')).toHaveFocus()
    expect(tab('Tablet')).toHaveAttribute('aria-selected', 'true')
    expect(tab('Tablet')).toHaveAttribute('tabindex', '0')
    expect(tab('Phone')).toHaveAttribute('aria-selected', 'false')
    expect(tab('Phone')).toHaveAttribute('tabindex', '-1')
    expect(selectedPanel()).toHaveAccessibleName('Tablet')
    expect(
      within(selectedPanel()).getByRole('img', { name: 'Your page at 768 px wide (tablet)' }),
    ).toBeVisible()

    await user.keyboard('{ArrowRight}{ArrowRight}')
    expect(tab('Design')).toHaveFocus()
    const design = within(selectedPanel()).getByRole('img', {
      name: 'The design of the Live Character Counter challenge',
    })
    expect(design).toHaveAttribute(
      'src',
      `${window.location.origin}/media/challenges/character-counter.svg`,
    )
    expect(design).toHaveAttribute('loading', 'lazy')
    expect(
      within(section).getByText("The challenge's design, to compare with your page"),
    ).toBeVisible()

    // Round the ends.
    await user.keyboard('{ArrowRight}')
    expect(tab('Phone')).toHaveFocus()
    expect(tab('Phone')).toHaveAttribute('aria-selected', 'true')
    await user.keyboard('{ArrowLeft}')
    expect(tab('Design')).toHaveFocus()
    await user.keyboard('{Home}')
    expect(tab('Phone')).toHaveFocus()
    await user.keyboard('{End}')
    expect(tab('Design')).toHaveFocus()
    expect(tab('Design')).toHaveAttribute('aria-selected', 'true')

    // Tab leaves the tablist for the selected panel, which scrolls.
    await user.keyboard('{Tab}')
    expect(selectedPanel()).toHaveFocus()
  })

  it('has no Design tab when the challenge has no picture, and shows the screenshots there are', async () => {
    const challenge = makeSolution().task
    renderSolution(
      audited(
        { screenshots: [{ viewport: 'desktop', width: 1440, height: 900 }] },
        { task: { ...challenge, image_url: null } },
      ),
    )
    const section = await looks()
    expect(
      within(section)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Desktop'])
  })
})

describe('SolutionPage: the rendered audit beside the issues', () => {
  it('says the page was checked in a real browser, and links the issues to Deque in a new tab', async () => {
    renderSolution(audited())
    const section = await issuesSection()
    expect(
      within(section).getByText('Checked in a real browser with axe-core 4.14.1.'),
    ).toBeInTheDocument()
    expect(within(section).getByText('Audits run: rendered page')).toBeInTheDocument()
    const fix = within(section).getByRole('link', {
      name: 'How to fix image-alt (opens in a new tab)',
    })
    expect(fix).toHaveAttribute(
      'href',
      'https://dequeuniversity.com/rules/axe/4.14/image-alt?application=axeAPI',
    )
    expect(fix).toHaveAttribute('target', '_blank')
    expect(fix).toHaveAttribute('rel', 'noopener noreferrer')
    // Nothing went wrong in the browser: no lists.
    expect(within(section).queryByRole('group')).not.toBeInTheDocument()
    expect(section.querySelector('details')).toBeNull()
  })

  it('keeps the static audit’s links to our own documentation in the same tab', async () => {
    renderSolution(
      makeSolution({
        rendered: rendered({
          status: 'unavailable',
          detail: 'No browser is installed on this server: the static audit stands alone.',
          screenshots: [],
        }),
      }),
    )
    const section = await issuesSection()
    const fix = within(section).getByRole('link', { name: 'How to fix image-alt' })
    expect(fix).toHaveAttribute('href', '/docs/checks#image-alt')
    expect(fix).not.toHaveAttribute('target')
    expect(fix).not.toHaveAttribute('rel')
  })

  it('shows why the rendered audit failed as a warning', async () => {
    renderSolution(
      makeSolution({
        rendered: rendered({
          status: 'failed',
          detail: 'The page did not finish loading within 15 seconds.',
          screenshots: [],
        }),
      }),
    )
    const section = await issuesSection()
    const warning = within(section).getByText('The page did not finish loading within 15 seconds.')
    expect(warning.closest('p')).toHaveTextContent(
      'Warning: The page did not finish loading within 15 seconds.',
    )
    expect(warning.closest('p')).toHaveClass('bg-amber-50', 'text-amber-900')
    expect(within(section).queryByText(/Checked in a real browser/)).not.toBeInTheDocument()
  })

  it('shows why the rendered audit could not run as a muted note', async () => {
    const detail = 'No browser is installed on this server: the static audit stands alone.'
    renderSolution(makeSolution({ rendered: rendered({ status: 'unavailable', detail }) }))
    const section = await issuesSection()
    const note = within(section).getByText(detail)
    expect(note).toHaveClass('text-slate-600')
    expect(note).not.toHaveTextContent('Warning')
    expect(within(section).queryByText(/Checked in a real browser/)).not.toBeInTheDocument()
    expect(within(section).getByText('Audits run: static HTML')).toBeInTheDocument()
  })

  it('folds the console errors, failed and blocked requests away, each with its count', async () => {
    const user = userEvent.setup()
    renderSolution(
      audited({
        console_errors: [
          "Uncaught TypeError: Cannot read properties of null (reading 'value')",
          'Failed to load resource: the server responded with a status of 404 ()',
        ],
        failed_requests: ['https://ada.github.io/counter/app.js (404)'],
        blocked_requests: ['http://192.168.1.1/ (a private address)'],
      }),
    )
    const section = await issuesSection()
    const consoleErrors = within(section).getByText('Console errors (2)')
    const failed = within(section).getByText('Failed requests (1)')
    const blocked = within(section).getByText('Requests blocked by Frontloop (1)')
    for (const summary of [consoleErrors, failed, blocked]) {
      expect(summary.tagName).toBe('SUMMARY')
      expect(summary.closest('details')).not.toHaveAttribute('open')
    }

    await user.click(consoleErrors)
    const details = consoleErrors.closest('details')!
    expect(details).toHaveAttribute('open')
    const items = within(details).getAllByRole('listitem')
    expect(items.map((item) => item.textContent)).toEqual([
      "Uncaught TypeError: Cannot read properties of null (reading 'value')",
      'Failed to load resource: the server responded with a status of 404 ()',
    ])
    expect(
      within(failed.closest('details')!).getByText('https://ada.github.io/counter/app.js (404)'),
    ).toBeInTheDocument()
    expect(
      within(blocked.closest('details')!).getByText('http://192.168.1.1/ (a private address)'),
    ).toBeInTheDocument()
  })

  it('lists only what the browser met', async () => {
    renderSolution(audited({ failed_requests: ['https://ada.github.io/counter/app.js (404)'] }))
    const section = await issuesSection()
    expect(within(section).getByText('Failed requests (1)')).toBeInTheDocument()
    expect(within(section).queryByText(/^Console errors/)).not.toBeInTheDocument()
    expect(within(section).queryByText(/^Requests blocked by Frontloop/)).not.toBeInTheDocument()
  })
})
