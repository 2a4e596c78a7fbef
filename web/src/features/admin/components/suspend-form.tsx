import { useId, useRef, useState, type FormEvent } from 'react'
import { Button } from '@/components/ui/button'
import { LimitedTextarea } from '@/components/ui/limited-textarea'
import { useModerateLearner } from '../api/moderate-learner'
import { MAX_REASON_CHARS, reasonProblem } from '../lib/labels'

const INPUT_CLASSES =
  'mt-2 block h-11 w-full rounded-lg border bg-white px-3.5 text-base text-slate-900 shadow-sm focus:border-indigo-600 focus:outline-2 focus:outline-offset-0 focus:outline-indigo-600 sm:text-sm'

/** A GitHub login as typed: without spaces or a leading "@". */
const cleanLogin = (value: string) => value.trim().replace(/^@/, '')

/**
 * "Suspend a learner": a login and the reason (1-500 characters). The
 * server's refusal (no such learner, a moderator) shows under the form.
 */
export function SuspendForm({ onSuspended }: { onSuspended: (login: string) => void }) {
  const titleId = useId()
  const loginId = useId()
  const loginErrorId = useId()
  const suspend = useModerateLearner()
  const [login, setLogin] = useState('')
  const [reason, setReason] = useState('')
  const [loginError, setLoginError] = useState<string | null>(null)
  const [reasonError, setReasonError] = useState<string | null>(null)
  const loginRef = useRef<HTMLInputElement>(null)
  const reasonRef = useRef<HTMLTextAreaElement>(null)

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (suspend.isPending) return
    const who = cleanLogin(login)
    const noLogin = who ? null : "Enter the learner's GitHub login."
    const problem = reasonProblem(reason)
    setLoginError(noLogin)
    setReasonError(problem)
    if (noLogin) {
      loginRef.current?.focus()
      return
    }
    if (problem) {
      reasonRef.current?.focus()
      return
    }
    suspend.reset()
    suspend.mutateAsync({ action: 'suspend', login: who, reason: reason.trim() }).then(
      () => {
        setLogin('')
        setReason('')
        onSuspended(who)
      },
      () => {},
    )
  }

  return (
    <section
      aria-labelledby={titleId}
      className="mt-6 rounded-2xl border border-slate-200 bg-slate-50 p-5 sm:p-6"
    >
      <h3 id={titleId} className="text-lg font-semibold text-slate-900">
        Suspend a learner
      </h3>
      <form onSubmit={submit} noValidate className="mt-3 space-y-4">
        <div>
          <label htmlFor={loginId} className="block text-sm font-semibold text-slate-900">
            Login
          </label>
          <input
            id={loginId}
            ref={loginRef}
            type="text"
            value={login}
            onChange={(event) => {
              setLogin(event.target.value)
              if (loginError) setLoginError(null)
            }}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            aria-required="true"
            aria-invalid={loginError ? true : undefined}
            aria-describedby={loginError ? loginErrorId : undefined}
            className={`${INPUT_CLASSES} max-w-sm ${loginError ? 'border-rose-500' : 'border-slate-300'}`}
          />
          {loginError && (
            <p id={loginErrorId} role="alert" className="mt-2 text-sm font-medium text-rose-700">
              {loginError}
            </p>
          )}
        </div>
        <LimitedTextarea
          label="Reason"
          value={reason}
          onChange={(value) => {
            setReason(value)
            if (reasonError) setReasonError(null)
          }}
          max={MAX_REASON_CHARS}
          rows={3}
          hint="Kept in the audit log."
          error={reasonError}
          required
          textareaRef={reasonRef}
        />
        {suspend.isError && (
          <p role="alert" className="text-sm font-medium text-rose-700">
            {suspend.error.message}
          </p>
        )}
        <div className="flex justify-end">
          <Button type="submit" variant="danger" disabled={suspend.isPending}>
            {suspend.isPending ? 'Suspending…' : 'Suspend'}
          </Button>
        </div>
      </form>
    </section>
  )
}
