interface SaveStatusProps {
  pending: boolean
  saved: boolean
  /** The server's refusal, or null. */
  error: string | null
  /** What is said once saved. */
  savedText?: string
}

/**
 * A section's save status, read out as it changes: "Saving…", then
 * "Saved." (the live region is always there, so the change is announced);
 * a refusal is an alert.
 */
export function SaveStatus({ pending, saved, error, savedText = 'Saved.' }: SaveStatusProps) {
  return (
    <>
      <p role="status" className="mt-3 min-h-5 text-sm font-medium text-emerald-700">
        {pending ? <span className="text-slate-600">Saving…</span> : saved ? savedText : ''}
      </p>
      {error && !pending && (
        <p role="alert" className="mt-1 text-sm font-medium text-rose-700">
          {error}
        </p>
      )}
    </>
  )
}
