/** Decorative badges drifting around the login card; hidden from assistive tech. */
const BADGES = [
  { label: '</>', className: 'left-[6%] top-[12%] bg-indigo-500/20 text-indigo-100', delay: '0s' },
  { label: 'JS', className: 'right-[8%] top-[18%] bg-amber-400/20 text-amber-100', delay: '1.2s' },
  { label: 'TS', className: 'left-[12%] bottom-[18%] bg-sky-500/20 text-sky-100', delay: '2.4s' },
  {
    label: '{ }',
    className: 'right-[14%] bottom-[12%] bg-fuchsia-500/20 text-fuchsia-100',
    delay: '0.6s',
  },
  {
    label: '#',
    className: 'left-[44%] top-[5%] bg-emerald-500/20 text-emerald-100',
    delay: '1.8s',
  },
  {
    label: 'CSS',
    className: 'right-[40%] bottom-[4%] bg-violet-500/20 text-violet-100',
    delay: '3s',
  },
] as const

export function FloatingTechIcons() {
  return (
    <div aria-hidden="true" className="pointer-events-none absolute inset-0 overflow-hidden">
      {BADGES.map((badge) => (
        <span
          key={badge.label}
          style={{ animationDelay: badge.delay }}
          className={`absolute hidden size-14 items-center justify-center rounded-2xl border border-white/10 font-mono text-sm font-bold backdrop-blur-sm motion-safe:animate-float sm:flex ${badge.className}`}
        >
          {badge.label}
        </span>
      ))}
    </div>
  )
}
