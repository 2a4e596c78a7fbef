import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { jsonResponse, mockFetch } from '@/test/fetch-mock'
import { renderWithProviders, testUser } from '@/test/render'
import { ReportButton } from './report-dialog'

vi.mock('@/lib/browser', () => ({ redirectTo: vi.fn() }))

type Routes = Parameters<typeof mockFetch>[0]

function renderReport(routes: Routes = {}, itemType: 'comment' | 'solution' = 'comment') {
  window.localStorage.setItem('token', 'tok')
  const fetchMock = mockFetch({
    'POST /api/reports': () =>
      jsonResponse({ message: 'Thanks, a moderator will look at it' }, 201),
    ...routes,
  })
  renderWithProviders(
    <ReportButton itemType={itemType} itemId={42} label="Report comment by Alan Turing" />,
    { auth: { user: testUser } },
  )
  const reports = () =>
    fetchMock.mock.calls.filter(
      ([url, init]) => init?.method === 'POST' && String(url) === '/api/reports',
    )
  return { fetchMock, reports }
}

async function openDialog() {
  const user = userEvent.setup()
  await user.click(screen.getByRole('button', { name: 'Report comment by Alan Turing' }))
  return { user, dialog: screen.getByRole('dialog', { name: 'Report this comment' }) }
}

describe('ReportDialog', () => {
  it('is a labelled modal with the four reasons, a counted Details field and focus inside', async () => {
    renderReport()
    const opener = screen.getByRole('button', { name: 'Report comment by Alan Turing' })
    expect(opener).toHaveTextContent('Report')
    const { user, dialog } = await openDialog()

    expect(dialog).toHaveAttribute('aria-modal', 'true')
    const reasons = within(dialog).getByRole('group', { name: 'Reason' })
    expect(
      within(reasons)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['Spam', 'Abuse or harassment', 'Plagiarism', 'Other'])
    expect(within(dialog).getByRole('radio', { name: 'Spam' })).toHaveFocus()
    const details = within(dialog).getByRole('textbox', { name: 'Details' })
    expect(details).toHaveAccessibleDescription(/Optional, except when the reason is Other\./)
    expect(within(dialog).getByTestId('character-counter')).toHaveTextContent('0/500')

    // Tab cycles inside the dialog.
    await user.tab()
    expect(details).toHaveFocus()
    await user.tab()
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus()
    await user.tab()
    expect(within(dialog).getByRole('button', { name: 'Send report' })).toHaveFocus()
    await user.tab()
    expect(dialog).toContainElement(document.activeElement as HTMLElement)

    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(opener).toHaveFocus()
  })

  it('asks for a reason, and for details when the reason is Other, before sending', async () => {
    const { reports } = renderReport()
    const { user, dialog } = await openDialog()

    await user.click(within(dialog).getByRole('button', { name: 'Send report' }))
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Choose a reason.')
    expect(within(dialog).getByRole('radio', { name: 'Spam' })).toHaveFocus()

    await user.click(within(dialog).getByRole('radio', { name: 'Other' }))
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument()
    const details = within(dialog).getByRole('textbox', { name: 'Details' })
    expect(details).toHaveAttribute('aria-required', 'true')
    await user.type(details, '   ')
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }))

    const error = within(dialog).getByRole('alert')
    expect(error).toHaveTextContent('Add some details: they are required when the reason is Other.')
    expect(details).toHaveAttribute('aria-invalid', 'true')
    expect(details).toHaveAccessibleDescription(/required when the reason is Other/)
    expect(details).toHaveFocus()
    expect(reports()).toHaveLength(0)
  })

  it('refuses details over 500 characters', async () => {
    const { reports } = renderReport()
    const { user, dialog } = await openDialog()
    await user.click(within(dialog).getByRole('radio', { name: 'Spam' }))
    const details = within(dialog).getByRole('textbox', { name: 'Details' })
    await user.click(details)
    await user.paste('x'.repeat(501))
    expect(within(dialog).getByTestId('character-counter')).toHaveTextContent('501/500')
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }))
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Your details are 501 characters long: shorten them to 500 or fewer.',
    )
    expect(reports()).toHaveLength(0)
  })

  it("sends the report ('Sending...'), then thanks the reporter in place of the form", async () => {
    let answer: (response: Response) => void = () => {}
    const { reports } = renderReport({
      'POST /api/reports': () => new Promise<Response>((resolve) => (answer = resolve)),
    })
    const { user, dialog } = await openDialog()
    await user.click(within(dialog).getByRole('radio', { name: 'Other' }))
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Details' }),
      '  Copied from my repo  ',
    )
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }))

    expect(within(dialog).getByRole('button', { name: 'Sending...' })).toBeDisabled()
    expect(reports()).toHaveLength(1)
    expect(JSON.parse(String(reports()[0][1]?.body))).toEqual({
      item_type: 'comment',
      item_id: 42,
      reason: 'other',
      details: 'Copied from my repo',
    })

    answer(jsonResponse({ message: 'Thanks, a moderator will look at it' }, 201))
    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      /^Thanks, a moderator will look at it$/,
    )
    expect(within(dialog).queryByRole('group', { name: 'Reason' })).not.toBeInTheDocument()
    const close = within(dialog).getByRole('button', { name: 'Close' })
    await waitFor(() => expect(close).toHaveFocus())

    await user.click(close)
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Report comment by Alan Turing' })).toHaveFocus()
  })

  it('leaves blank details out of the report', async () => {
    const { reports } = renderReport({}, 'solution')
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'Report comment by Alan Turing' }))
    const dialog = screen.getByRole('dialog', { name: 'Report this solution' })
    await user.click(within(dialog).getByRole('radio', { name: 'Plagiarism' }))
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }))
    await within(dialog).findByText('Thanks, a moderator will look at it')
    expect(JSON.parse(String(reports()[0][1]?.body))).toEqual({
      item_type: 'solution',
      item_id: 42,
      reason: 'plagiarism',
    })
  })

  it("shows the server's refusal and keeps the form", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    renderReport({
      'POST /api/reports': () =>
        jsonResponse(
          { success: false, code: 'conflict', message: 'You already reported this.' },
          409,
        ),
    })
    const { user, dialog } = await openDialog()
    await user.click(within(dialog).getByRole('radio', { name: 'Abuse or harassment' }))
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }))

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('You already reported this.')
    expect(
      within(dialog).queryByText('Thanks, a moderator will look at it'),
    ).not.toBeInTheDocument()
    expect(within(dialog).getByRole('radio', { name: 'Abuse or harassment' })).toBeChecked()
    expect(within(dialog).getByRole('button', { name: 'Send report' })).toBeEnabled()
  })
})
