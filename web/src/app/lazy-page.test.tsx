import { act, render, screen } from '@testing-library/react'
import { Suspense } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { lazyPage } from './lazy-page'

function fakeModule() {
  const module = { GreetingPage: ({ name }: { name: string }) => <h1>Hello {name}</h1> }
  const load = vi.fn(async () => module)
  return {
    load,
    Page: lazyPage<typeof module, 'GreetingPage', { name: string }>(load, 'GreetingPage'),
  }
}

function renderPage(Page: ReturnType<typeof fakeModule>['Page']) {
  return render(
    <Suspense fallback={<p>Loading page</p>}>
      <Page name="Ada" />
    </Suspense>,
  )
}

describe('lazyPage', () => {
  it('suspends until its module has loaded when not preloaded', async () => {
    const { load, Page } = fakeModule()
    renderPage(Page)
    expect(screen.getByText('Loading page')).toBeInTheDocument()
    expect(await screen.findByRole('heading', { name: 'Hello Ada' })).toBeInTheDocument()
    expect(load).toHaveBeenCalled()
  })

  it('renders in the first render, without a fallback, once preloaded', async () => {
    const { Page } = fakeModule()
    await Page.preload()
    renderPage(Page)
    expect(screen.getByRole('heading', { name: 'Hello Ada' })).toBeInTheDocument()
    expect(screen.queryByText('Loading page')).not.toBeInTheDocument()
  })

  it('keeps a page mounted through the lazy wrapper when its module arrives later', async () => {
    const { Page } = fakeModule()
    const { rerender } = renderPage(Page)
    const heading = await screen.findByRole('heading', { name: 'Hello Ada' })
    await act(() => Page.preload())
    rerender(
      <Suspense fallback={<p>Loading page</p>}>
        <Page name="Ada" />
      </Suspense>,
    )
    // The same element, not a remount.
    expect(screen.getByRole('heading', { name: 'Hello Ada' })).toBe(heading)
  })
})
