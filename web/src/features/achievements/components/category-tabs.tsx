import { useRef, type KeyboardEvent } from 'react'
import { CATEGORY_TABS, tabId, type CategoryTab } from '../lib/achievements'

interface CategoryTabsProps {
  /** Prefix of the tab ids (`{idPrefix}-tab-{index}`). */
  idPrefix: string
  panelId: string
  value: CategoryTab
  onChange: (tab: CategoryTab) => void
}

/**
 * 'All' plus the six groups as a WAI-ARIA tablist: one tab stop, arrow keys
 * (and Home, End) move between tabs and select them.
 */
export function CategoryTabs({ idPrefix, panelId, value, onChange }: CategoryTabsProps) {
  const tabsRef = useRef<(HTMLButtonElement | null)[]>([])

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const current = CATEGORY_TABS.indexOf(value)
    const last = CATEGORY_TABS.length - 1
    const next = {
      ArrowRight: current === last ? 0 : current + 1,
      ArrowDown: current === last ? 0 : current + 1,
      ArrowLeft: current === 0 ? last : current - 1,
      ArrowUp: current === 0 ? last : current - 1,
      Home: 0,
      End: last,
    }[event.key]
    if (next === undefined) return
    event.preventDefault()
    onChange(CATEGORY_TABS[next])
    tabsRef.current[next]?.focus()
  }

  return (
    <div
      role="tablist"
      aria-label="Achievement categories"
      className="flex flex-wrap gap-2 border-b border-slate-200 pb-3"
    >
      {CATEGORY_TABS.map((tab, index) => {
        const selected = tab === value
        return (
          <button
            key={tab}
            ref={(element) => {
              tabsRef.current[index] = element
            }}
            id={tabId(idPrefix, tab)}
            type="button"
            role="tab"
            aria-selected={selected}
            aria-controls={panelId}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(tab)}
            onKeyDown={onKeyDown}
            className={`h-9 rounded-full px-3.5 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 ${
              selected
                ? 'bg-indigo-600 text-white hover:bg-indigo-700'
                : 'bg-slate-100 text-slate-700 hover:bg-slate-200'
            }`}
          >
            {tab}
          </button>
        )
      })}
    </div>
  )
}
