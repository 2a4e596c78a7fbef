import { useEffect, useId, useState } from 'react'
import { RefreshIcon } from '@/components/icons/refresh-icon'
import { Button } from '@/components/ui/button'
import type { Solution } from '@/lib/solutions'
import { useRerunChecks } from '../api/rerun-checks'
import { formatTime } from '../lib/report'

/** The longest a browser timer waits (about 24.8 days). */
const MAX_TIMEOUT_MS = 2 ** 31 - 1

/** When the author may run the checks again, kept current as time passes. */
function useAvailableYet(availableAt: string): boolean {
  const at = Date.parse(availableAt)
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const wait = at - Date.now()
    if (!(wait > 0)) return
    const timer = window.setTimeout(() => setNow(Date.now()), Math.min(wait + 100, MAX_TIMEOUT_MS))
    return () => window.clearTimeout(timer)
  }, [at])
  return !(at > now)
}

/**
 * "Run checks again", for the solution's author: disabled while the checks
 * run and until `rerun_available_at`, with a note saying why; a refusal
 * (403, 429) shows the server's message. A 202's answer restarts polling.
 */
export function RerunChecks({ solution }: { solution: Solution }) {
  const noteId = useId()
  const rerun = useRerunChecks(solution.id)
  const available = useAvailableYet(solution.rerun_available_at)
  const running = !solution.checks_finished

  let note: string | null = null
  if (running) {
    note = 'The checks are running; you can run them again once they finish.'
  } else if (!available) {
    const time = formatTime(solution.rerun_available_at)
    note = time
      ? `You can run the checks again at ${time}.`
      : 'You can run the checks again in a few minutes.'
  }
  const disabled = running || !available || rerun.isPending

  return (
    <div className="mt-5 border-t border-slate-100 pt-5">
      <Button
        variant="outline"
        className="w-full"
        disabled={disabled}
        aria-describedby={rerun.isError || note ? noteId : undefined}
        onClick={() => rerun.mutate()}
      >
        <RefreshIcon spinning={rerun.isPending} />
        {rerun.isPending ? 'Starting the checks…' : 'Run checks again'}
      </Button>
      {rerun.isError ? (
        <p id={noteId} role="alert" className="mt-2 text-sm font-medium text-rose-700">
          {rerun.error.message}
        </p>
      ) : (
        note && (
          <p id={noteId} className="mt-2 text-sm text-slate-600">
            {note}
          </p>
        )
      )}
    </div>
  )
}
