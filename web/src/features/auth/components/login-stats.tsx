import { Skeleton } from '@/components/ui/skeleton'
import { formatCount } from '@/lib/format'
import { usePlatformStats } from '@/lib/platform-stats'

/** Live platform counts; skeletons while loading or when they are unavailable. */
export function LoginStats() {
  const { data } = usePlatformStats()
  const items = [
    { key: 'users', label: 'Active Users', value: data?.users },
    { key: 'projects', label: 'Projects', value: data?.projects },
    { key: 'code_reviews', label: 'Code Reviews', value: data?.code_reviews },
  ]

  return (
    <ul className="grid grid-cols-3 gap-3 text-center" aria-label="Frontloop in numbers">
      {items.map((item) => (
        <li
          key={item.key}
          className="flex h-20 flex-col items-center justify-center rounded-xl border border-white/10 bg-white/5 px-2"
        >
          {item.value === undefined ? (
            <>
              <Skeleton className="h-5 w-12 text-white" />
              <Skeleton className="mt-2 h-3 w-16 text-white" />
            </>
          ) : (
            <p className="text-xs text-indigo-100 sm:text-sm">
              <strong className="block text-lg font-bold text-white">
                {formatCount(item.value)}
              </strong>{' '}
              {item.label}
            </p>
          )}
        </li>
      ))}
    </ul>
  )
}
