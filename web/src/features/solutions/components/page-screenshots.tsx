import { useId, useRef, useState, type KeyboardEvent } from 'react'
import type { Solution } from '@/lib/solutions'
import { pictureTabs } from '../lib/rendered'

const TAB =
  'h-9 rounded-full px-3 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600'

/**
 * "How your page looks": the rendered audit's screenshots at phone, tablet
 * and desktop widths and the challenge's design, as a WAI-ARIA tablist (one
 * tab stop; arrow keys, Home and End move between tabs and select them).
 * Each picture keeps its own size for layout, is scaled down to fit, and
 * scrolls inside a frame at most 600 px tall. Nothing without a screenshot.
 */
export function PageScreenshots({ solution }: { solution: Solution }) {
  const idPrefix = useId()
  const tabs = pictureTabs(solution)
  const [chosen, setChosen] = useState(tabs[0]?.key)
  const tabsRef = useRef<(HTMLButtonElement | null)[]>([])
  if (tabs.length === 0) return null

  // A tab that a new run no longer has falls back to the first.
  const current = Math.max(
    0,
    tabs.findIndex((tab) => tab.key === chosen),
  )
  const tabId = (key: string) => `${idPrefix}-tab-${key}`
  const panelId = (key: string) => `${idPrefix}-panel-${key}`
  const captionId = (key: string) => `${idPrefix}-caption-${key}`

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const last = tabs.length - 1
    const next = {
      ArrowRight: current === last ? 0 : current + 1,
      ArrowLeft: current === 0 ? last : current - 1,
      Home: 0,
      End: last,
    }[event.key]
    if (next === undefined) return
    event.preventDefault()
    setChosen(tabs[next].key)
    tabsRef.current[next]?.focus()
  }

  return (
    <section
      aria-labelledby="looks-title"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id="looks-title" className="text-lg font-semibold text-slate-900">
        How your page looks
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Screenshots of the live page in a real browser, cut at 4,000 px of height.
      </p>
      <div role="tablist" aria-label="Screenshots" className="mt-4 flex flex-wrap gap-2">
        {tabs.map((tab, index) => {
          const selected = index === current
          return (
            <button
              key={tab.key}
              ref={(element) => {
                tabsRef.current[index] = element
              }}
              id={tabId(tab.key)}
              type="button"
              role="tab"
              aria-selected={selected}
              aria-controls={panelId(tab.key)}
              tabIndex={selected ? 0 : -1}
              onClick={() => setChosen(tab.key)}
              onKeyDown={onKeyDown}
              className={`${TAB} ${
                selected
                  ? 'bg-indigo-600 text-white hover:bg-indigo-700'
                  : 'bg-slate-100 text-slate-700 hover:bg-slate-200'
              }`}
            >
              {tab.label}
            </button>
          )
        })}
      </div>
      {tabs.map((tab, index) => (
        // Hidden panels stay in the page; their lazy pictures load once shown.
        <figure key={tab.key} hidden={index !== current} className="mt-4">
          {/* The panel is the scrolling frame, so it takes the focus (the picture cannot). */}
          <div
            id={panelId(tab.key)}
            role="tabpanel"
            aria-labelledby={tabId(tab.key)}
            aria-describedby={captionId(tab.key)}
            tabIndex={0}
            className="max-h-[600px] overflow-auto rounded-xl border border-slate-200 bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
          >
            <img
              src={tab.src}
              alt={tab.alt}
              width={tab.width}
              height={tab.height}
              loading="lazy"
              decoding="async"
              className="mx-auto block h-auto max-w-full"
            />
          </div>
          <figcaption id={captionId(tab.key)} className="mt-2 text-sm text-slate-600">
            {tab.caption}
          </figcaption>
        </figure>
      ))}
    </section>
  )
}
