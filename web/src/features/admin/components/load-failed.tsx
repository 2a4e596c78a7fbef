import { Button } from '@/components/ui/button'

interface LoadFailedProps {
  title: string
  retrying: boolean
  onRetry: () => void
}

/** A list that could not be loaded, with Try again. */
export function LoadFailed({ title, retrying, onRetry }: LoadFailedProps) {
  return (
    <div className="rounded-2xl border border-slate-200 bg-white px-6 py-10 text-center shadow-sm">
      <h3 className="text-lg font-semibold text-slate-900">{title}</h3>
      <p className="mt-2 text-slate-600">Check your connection and try again.</p>
      <Button className="mt-6" onClick={onRetry} disabled={retrying}>
        {retrying ? 'Trying again…' : 'Try again'}
      </Button>
    </div>
  )
}

/** What a list says when it has nothing. */
export function EmptyState({ children }: { children: string }) {
  return (
    <p className="rounded-2xl border border-dashed border-slate-300 px-6 py-10 text-center text-slate-600">
      {children}
    </p>
  )
}
