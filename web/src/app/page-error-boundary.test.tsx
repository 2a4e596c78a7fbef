import { act, render, screen } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { PageErrorBoundary } from './page-error-boundary'

function Boom(): never {
  throw new Error('page failed')
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        element: <PageErrorBoundary />,
        children: [
          { path: 'boom', element: <Boom /> },
          { path: 'fine', element: <h1>Fine page</h1> },
        ],
      },
    ],
    { initialEntries: [path] },
  )
  render(<RouterProvider router={router} />)
  return router
}

describe('PageErrorBoundary', () => {
  afterEach(() => vi.restoreAllMocks())

  it('shows the error page when a page throws, and the next page once the visitor moves on', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    const router = renderAt('/boom')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Something went wrong' }),
    ).toBeInTheDocument()
    expect(
      screen.getByText("This page couldn't be shown. Reloading usually fixes it."),
    ).toBeInTheDocument()
    expect(logged).toHaveBeenCalledWith('Page error', expect.any(Error))

    await act(() => router.navigate('/fine'))
    expect(await screen.findByRole('heading', { level: 1, name: 'Fine page' })).toBeInTheDocument()
    expect(screen.queryByText('Something went wrong')).not.toBeInTheDocument()
  })

  it('renders the page when nothing fails', async () => {
    renderAt('/fine')
    expect(await screen.findByRole('heading', { level: 1, name: 'Fine page' })).toBeInTheDocument()
  })
})
