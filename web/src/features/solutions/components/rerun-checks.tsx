import { useId } from 'react'
import { RefreshIcon } from '@/components/icons/refresh-icon'
import { Button } from '@/components/ui/button'
import type { Solution } from '@/lib/solutions'
import { useRerunChecks } from '../api/rerun-checks'
import { useTimeReached } from '../hooks/use-time-reached'
import { formatTime } from '../lib/report'

/**
 * "Run checks again", for the solution's author: disabled while the checks
 * run and until `rerun_available_at`, with a note saying why; a refusal
 * (403, 429) shows the server's message. A 202's answer restarts polling.
 */
export function RerunChecks({ solution }: { solution: Solution }) {
  const noteId = useId()
  const rerun = useRerunChecks(solution.id)
  const available = useTimeReached(solution.rerun_available_at)
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
