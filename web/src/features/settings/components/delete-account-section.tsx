import { useId, useState, type FormEvent } from 'react'
import toast from 'react-hot-toast'
import { Button } from '@/components/ui/button'
import { removeToken } from '@/lib/storage'
import { useAuth } from '@/lib/use-auth'
import { useDeleteAccount } from '../api/delete-account'
import { SettingsSection } from './settings-section'

export const ACCOUNT_DELETED = 'Your account was deleted.'

/**
 * "Delete account": removes the account and everything of it at once, once
 * the learner types their login (any case). The session is then forgotten
 * as at sign-out, and the learner lands on the home page.
 */
export function DeleteAccountSection({ login }: { login: string }) {
  const { logout } = useAuth()
  const remove = useDeleteAccount()
  const [typed, setTyped] = useState('')
  const inputId = useId()
  const matches = typed.trim().toLowerCase() === login.toLowerCase()

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!matches || remove.isPending) return
    remove.mutateAsync(typed.trim()).then(
      async () => {
        // The server revoked the session already: nothing to sign out of;
        // logout forgets it here and goes home.
        removeToken()
        await logout()
        toast.success(ACCOUNT_DELETED)
      },
      () => {},
    )
  }

  return (
    <SettingsSection title="Delete account" tone="danger">
      <div className="space-y-2 text-sm text-slate-700">
        <p>
          Deleting your account removes it and everything in it at once: your progress, solutions,
          likes, enrollments, ratings, notifications, and your posts, comments and reviews. You are
          signed out everywhere. This cannot be undone.
        </p>
        <p>Signing in with GitHub later starts a new account.</p>
      </div>
      <form onSubmit={submit} className="mt-4">
        <label htmlFor={inputId} className="block text-sm font-medium text-slate-900">
          Type your login ({login}) to confirm
        </label>
        <input
          id={inputId}
          type="text"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          className="mt-1 block w-full max-w-sm rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-rose-700"
        />
        <Button
          type="submit"
          variant="danger"
          className="mt-4"
          disabled={!matches || remove.isPending}
        >
          {remove.isPending ? 'Deleting your account…' : 'Delete my account'}
        </Button>
      </form>
      {remove.isError && (
        <p role="alert" className="mt-3 text-sm font-medium text-rose-700">
          {remove.error.message}
        </p>
      )}
    </SettingsSection>
  )
}
