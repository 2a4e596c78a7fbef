import { StrokeIcon } from '@/components/icons/stroke-icon'
import { useState, type RefObject } from 'react'
import { flushSync } from 'react-dom'
import toast from 'react-hot-toast'
import type { QueryKey } from '@tanstack/react-query'
import { buttonClasses } from '@/components/ui/button-classes'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { blockedMessage, useBlockLearner } from '@/lib/moderation'

/** What blocking does, as the confirm dialog says it (docs/moderation.md, Blocks). */
export const BLOCK_DESCRIPTION =
  'Their posts, comments and reviews will disappear for you, and they will no longer be able to comment on your posts, review your solutions or see your feedback requests. You can unblock them in Settings.'

interface BlockButtonProps {
  /** The learner to block. */
  login: string
  /**
   * The query of the page that the block makes disappear (a blocked
   * author's post): not refetched, as the page is left in `onBlocked`.
   */
  leaving?: QueryKey
  /** After the block; by default a toast says "You blocked {login}.". */
  onBlocked?: (login: string) => void
  /** Takes the focus after the block: this button leaves with what the learner wrote. */
  fallbackFocusRef?: RefObject<HTMLElement | null>
  className?: string
}

/**
 * "Block" and its confirm dialog: blocks the learner, then what they wrote
 * is refetched out of every list on screen.
 */
export function BlockButton({
  login,
  leaving,
  onBlocked,
  fallbackFocusRef,
  className = buttonClasses('ghost', 'sm'),
}: BlockButtonProps) {
  const [confirming, setConfirming] = useState(false)
  const block = useBlockLearner({ leaving })

  const confirm = () => {
    // What the learner wrote leaves the page (and this button with it)
    // before the promise settles: nothing after it may need this component.
    block.mutateAsync(login).then(
      () => {
        // Their comments or reviews (this button's included) are leaving:
        // the focus goes where it will stay, once the dialog has closed.
        flushSync(() => setConfirming(false))
        fallbackFocusRef?.current?.focus()
        if (onBlocked) onBlocked(login)
        else toast.success(blockedMessage(login))
      },
      (error: Error) => {
        setConfirming(false)
        toast.error(error.message || `Failed to block ${login}`)
      },
    )
  }

  return (
    <>
      <button
        type="button"
        aria-label={`Block ${login}`}
        aria-haspopup="dialog"
        onClick={() => setConfirming(true)}
        className={className}
      >
        <BlockIcon />
        Block
      </button>
      <ConfirmDialog
        open={confirming}
        title={`Block ${login}?`}
        description={BLOCK_DESCRIPTION}
        confirmLabel="Block"
        pendingLabel="Blocking..."
        pending={block.isPending}
        onConfirm={confirm}
        onCancel={() => setConfirming(false)}
        fallbackFocusRef={fallbackFocusRef}
      />
    </>
  )
}

function BlockIcon() {
  return (
    <StrokeIcon>
      <circle cx="12" cy="12" r="10" />
      <path d="m4.9 4.9 14.2 14.2" />
    </StrokeIcon>
  )
}
