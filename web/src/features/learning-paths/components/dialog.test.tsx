import { fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useRef, useState } from 'react'
import { describe, expect, it } from 'vitest'
import { Dialog } from './dialog'

function Harness({ removeOpener = false }: { removeOpener?: boolean }) {
  const [open, setOpen] = useState(false)
  const [opened, setOpened] = useState(false)
  const fallbackRef = useRef<HTMLHeadingElement>(null)
  return (
    <div>
      <h1 ref={fallbackRef} tabIndex={-1}>
        Page
      </h1>
      {!(removeOpener && opened) && (
        <button
          type="button"
          onClick={() => {
            setOpen(true)
            setOpened(true)
          }}
        >
          Open
        </button>
      )}
      {open && (
        <Dialog onClose={() => setOpen(false)} labelledBy="dialog-title" fallbackFocusRef={fallbackRef}>
          <h2 id="dialog-title">Hello</h2>
          <button type="button">First</button>
          <button type="button" onClick={() => setOpen(false)}>
            Last
          </button>
        </Dialog>
      )}
    </div>
  )
}

describe('Dialog', () => {
  it('moves focus in, cycles Tab inside, closes on Escape and returns focus', async () => {
    const user = userEvent.setup()
    render(<Harness />)
    const opener = screen.getByRole('button', { name: 'Open' })
    await user.click(opener)

    const dialog = screen.getByRole('dialog', { name: 'Hello' })
    expect(dialog).toHaveAttribute('aria-modal', 'true')
    expect(screen.getByRole('button', { name: 'First' })).toHaveFocus()
    expect(opener.closest('[inert]')).not.toBeNull()
    expect(document.body.style.overflow).toBe('hidden')

    await user.tab()
    expect(screen.getByRole('button', { name: 'Last' })).toHaveFocus()
    await user.tab()
    expect(screen.getByRole('button', { name: 'First' })).toHaveFocus()
    await user.tab({ shift: true })
    expect(screen.getByRole('button', { name: 'Last' })).toHaveFocus()

    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(opener).toHaveFocus()
    expect(opener.closest('[inert]')).toBeNull()
    expect(document.body.style.overflow).toBe('')
  })

  it('closes on a backdrop press, not on a press inside', async () => {
    const user = userEvent.setup()
    render(<Harness />)
    await user.click(screen.getByRole('button', { name: 'Open' }))
    const dialog = screen.getByRole('dialog')
    await user.click(screen.getByRole('heading', { name: 'Hello' }))
    expect(dialog).toBeInTheDocument()

    const backdrop = dialog.parentElement as HTMLElement
    fireEvent.mouseDown(dialog)
    fireEvent.click(backdrop)
    expect(screen.getByRole('dialog')).toBeInTheDocument()

    await user.click(backdrop)
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('returns focus to the fallback when what opened it is gone', async () => {
    const user = userEvent.setup()
    render(<Harness removeOpener />)
    await user.click(screen.getByRole('button', { name: 'Open' }))
    await user.click(screen.getByRole('button', { name: 'Last' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Page' })).toHaveFocus()
  })
})
