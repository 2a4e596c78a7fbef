import { fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useRef, useState } from 'react'
import { describe, expect, it } from 'vitest'
import { Modal } from './modal'

function Harness() {
  const [open, setOpen] = useState(false)
  return (
    <div>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Modal open={open} onClose={() => setOpen(false)} labelledBy="modal-title">
        <h2 id="modal-title">Hello</h2>
        <button type="button">First</button>
        <button type="button" onClick={() => setOpen(false)}>
          Last
        </button>
      </Modal>
    </div>
  )
}

function FallbackHarness({ removeOpener = false }: { removeOpener?: boolean }) {
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
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        labelledBy="modal-title"
        fallbackFocusRef={fallbackRef}
      >
        <h2 id="modal-title">Hello</h2>
        <button type="button" onClick={() => setOpen(false)}>
          Close
        </button>
      </Modal>
    </div>
  )
}

describe('Modal', () => {
  it('moves focus in, traps Tab, closes on Escape and returns focus', async () => {
    const user = userEvent.setup()
    render(<Harness />)
    const opener = screen.getByRole('button', { name: 'Open' })
    await user.click(opener)

    const dialog = screen.getByRole('dialog', { name: 'Hello' })
    expect(dialog).toHaveAttribute('aria-modal', 'true')
    expect(screen.getByRole('button', { name: 'First' })).toHaveFocus()
    // The page behind is inert while the dialog is open.
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

  it('closes on a backdrop click, not on a click inside', async () => {
    const user = userEvent.setup()
    render(<Harness />)
    await user.click(screen.getByRole('button', { name: 'Open' }))
    const dialog = screen.getByRole('dialog')

    await user.click(screen.getByRole('heading', { name: 'Hello' }))
    expect(dialog).toBeInTheDocument()

    // A press that starts inside and ends on the backdrop keeps it open.
    const backdrop = dialog.parentElement as HTMLElement
    fireEvent.mouseDown(dialog)
    fireEvent.click(backdrop)
    expect(screen.getByRole('dialog')).toBeInTheDocument()

    await user.click(backdrop)
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus()
  })

  it('returns focus to the fallback when what opened it is gone', async () => {
    const user = userEvent.setup()
    render(<FallbackHarness removeOpener />)
    await user.click(screen.getByRole('button', { name: 'Open' }))
    await user.click(screen.getByRole('button', { name: 'Close' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Page' })).toHaveFocus()
  })

  it('returns focus to the opener, not the fallback, when the opener is still there', async () => {
    const user = userEvent.setup()
    render(<FallbackHarness />)
    const opener = screen.getByRole('button', { name: 'Open' })
    await user.click(opener)
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(opener).toHaveFocus()
  })

  it('keeps Tab on the dialog itself when nothing inside can take focus', async () => {
    const user = userEvent.setup()
    render(
      <Modal open onClose={() => {}} labelledBy="modal-title">
        <h2 id="modal-title">Hello</h2>
        <button type="button" disabled>
          Busy
        </button>
      </Modal>,
    )
    const dialog = screen.getByRole('dialog', { name: 'Hello' })
    expect(dialog).toHaveFocus()
    // Say, the focused button turned disabled and focus fell to the page.
    dialog.blur()
    expect(document.body).toHaveFocus()
    await user.tab()
    expect(dialog).toHaveFocus()
  })
})
