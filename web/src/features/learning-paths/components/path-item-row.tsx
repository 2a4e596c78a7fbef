import { useEffect, useId, useRef, useState, type Ref } from 'react'
import { Link } from 'react-router'
import { Button } from '@/components/ui/button'
import { buttonClasses } from '@/components/ui/button-classes'
import { DifficultyBadge } from '@/components/ui/difficulty-badge'
import { itemHref } from '../lib/paths'
import type { PathItem } from '../types'

interface PathItemRowProps {
  item: PathItem
  /** 1-based, as the list numbers it. */
  number: number
  /** Enrolled learners see statuses and can mark posts read. */
  enrolled: boolean
  /** Added since the learner's last visit. */
  isNew?: boolean
  marking: boolean
  /** Another item is being marked: one at a time. */
  markDisabled: boolean
  onMarkRead: (item: PathItem) => void
}

const TYPE_LABELS = { post: 'Blog Post', task: 'Practical Task' } as const
const TYPE_ICONS = { post: '📖', task: '💻' } as const

function ItemPicture({ item }: { item: PathItem }) {
  const [failed, setFailed] = useState<string | null>(null)
  const box = 'aspect-[1200/630] w-20 shrink-0 self-start rounded-lg sm:w-36'
  if (!item.item_image || failed === item.item_image) {
    return (
      <span
        aria-hidden="true"
        className={`${box} flex items-center justify-center bg-indigo-50 text-3xl`}
      >
        {TYPE_ICONS[item.item_type]}
      </span>
    )
  }
  return (
    <img
      src={item.item_image}
      alt=""
      width={1200}
      height={630}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(item.item_image ?? null)}
      className={`${box} bg-slate-100 object-cover`}
    />
  )
}

function Status({
  label,
  tone,
  statusRef,
}: {
  label: string
  tone: 'done' | 'pending'
  statusRef?: Ref<HTMLSpanElement>
}) {
  return (
    <span
      ref={statusRef}
      tabIndex={-1}
      data-status={tone}
      className={`inline-flex h-9 items-center gap-1.5 rounded-lg px-3 text-sm font-semibold focus:outline-none focus-visible:outline-2 focus-visible:outline-indigo-600 ${
        tone === 'done' ? 'bg-emerald-50 text-emerald-800' : 'bg-slate-100 text-slate-700'
      }`}
    >
      <span aria-hidden="true">{tone === 'done' ? '✓' : '○'}</span>
      {label}
    </span>
  )
}

/** One article or challenge of the path, with its link and the learner's status. */
export function PathItemRow({
  item,
  number,
  enrolled,
  isNew = false,
  marking,
  markDisabled,
  onMarkRead,
}: PathItemRowProps) {
  const titleId = useId()
  const statusRef = useRef<HTMLSpanElement>(null)
  const wasMarking = useRef(false)
  const isPost = item.item_type === 'post'
  const verb = isPost ? 'Read' : 'Practice'

  // The 'Mark as Read' button becomes the 'Read' status: keep keyboard
  // focus on this item instead of losing it to the page.
  useEffect(() => {
    if (marking) wasMarking.current = true
    else if (wasMarking.current && item.is_completed) {
      wasMarking.current = false
      const active = document.activeElement
      if (!active || active === document.body) statusRef.current?.focus()
    }
  }, [marking, item.is_completed])

  return (
    <li className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:flex-row sm:items-center sm:p-5">
      <div className="flex min-w-0 flex-1 gap-4">
        <span
          aria-hidden="true"
          className={`flex size-8 shrink-0 items-center justify-center rounded-full text-sm font-bold ${
            enrolled && item.is_completed ? 'bg-emerald-600 text-white' : 'bg-indigo-600 text-white'
          }`}
        >
          {enrolled && item.is_completed ? '✓' : number}
        </span>
        <ItemPicture item={item} />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <span
              className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${
                isPost
                  ? 'bg-sky-50 text-sky-800 ring-sky-600/20'
                  : 'bg-violet-50 text-violet-800 ring-violet-600/20'
              }`}
            >
              {TYPE_LABELS[item.item_type]}
            </span>
            {!isPost && item.difficulty && <DifficultyBadge difficulty={item.difficulty} />}
            {isNew && (
              <span className="inline-flex items-center rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-900 ring-1 ring-amber-600/30 ring-inset">
                New
              </span>
            )}
          </div>
          <h3 id={titleId} className="mt-2 font-semibold text-slate-900">
            {item.item_title}
          </h3>
          {item.item_description && (
            <p className="mt-1 line-clamp-2 text-sm text-slate-600">{item.item_description}</p>
          )}
        </div>
      </div>

      <div className="flex shrink-0 flex-wrap items-center gap-2 sm:w-36 sm:flex-col sm:items-stretch">
        {/* The name starts with the visible word (WCAG 2.5.3) and says which item. */}
        <Link
          to={itemHref(item)}
          aria-label={`${verb} ${item.item_title}`}
          className={buttonClasses('outline', 'sm')}
        >
          {verb}
        </Link>
        {enrolled &&
          (item.is_completed ? (
            <Status label={isPost ? 'Read' : 'Done'} tone="done" statusRef={statusRef} />
          ) : isPost ? (
            <Button
              size="sm"
              onClick={() => onMarkRead(item)}
              disabled={marking || markDisabled}
              aria-describedby={titleId}
            >
              {marking ? 'Marking Read...' : 'Mark as Read'}
            </Button>
          ) : (
            <Status label="Pending" tone="pending" />
          ))}
      </div>
    </li>
  )
}
