import { useRef, useState } from 'react'
import { flushSync } from 'react-dom'
import { PageMeta } from '@/components/page-meta'
import { PAGES } from '@/app/pages'
import { useAuth } from '@/lib/use-auth'
import { AuditLogSection } from '../components/audit-log-section'
import { DecisionDialog, type Decision } from '../components/decision-dialog'
import { ReportsSection } from '../components/reports-section'
import { SuspensionsSection } from '../components/suspensions-section'
import { learnerDecisionTexts } from '../lib/labels'

const SECTIONS = [
  { href: '#reports', label: 'Reports' },
  { href: '#suspensions', label: 'Suspended learners' },
  { href: '#audit-log', label: 'Audit log' },
] as const

const NAV_LINK =
  'inline-flex h-9 items-center rounded-full border border-slate-200 bg-white px-3 text-sm font-medium text-slate-700 hover:border-slate-300 hover:bg-slate-50 hover:text-slate-950 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600'

/**
 * /admin (signed in): the moderators' page (docs/moderation.md). Anyone
 * else is told it is not for them; the server refuses them every call.
 */
export function AdminPage() {
  const { user } = useAuth()
  if (!user?.is_moderator) return <NotForYou />
  return <Moderation />
}

function Moderation() {
  const reportsHeadingRef = useRef<HTMLHeadingElement>(null)
  const suspensionsHeadingRef = useRef<HTMLHeadingElement>(null)
  const [decision, setDecision] = useState<{
    decision: Decision
    from: 'reports' | 'suspensions'
  }>()
  // A new id for each announcement, so the same sentence twice is read twice.
  const [announcement, setAnnouncement] = useState<{ id: number; text: string } | null>(null)
  const announce = (text: string) =>
    setAnnouncement((previous) => ({ id: (previous?.id ?? 0) + 1, text }))

  return (
    <>
      <PageMeta {...PAGES.admin.meta} />
      <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6 sm:py-12 lg:px-8">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">Moderation</h1>
        <nav aria-label="Moderation sections" className="mt-4">
          <ul className="flex flex-wrap gap-2">
            {SECTIONS.map((section) => (
              <li key={section.href}>
                <a href={section.href} className={NAV_LINK}>
                  {section.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>

        <div role="status" aria-live="polite" aria-atomic="true" className="mt-4">
          {announcement && (
            <p
              key={announcement.id}
              className="rounded-lg border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm font-medium text-emerald-900"
            >
              {announcement.text}
            </p>
          )}
        </div>

        <div className="mt-8 space-y-14">
          <ReportsSection
            headingRef={reportsHeadingRef}
            onItemAction={(item, action) =>
              setDecision({
                decision: {
                  kind: 'item',
                  action,
                  itemType: item.item_type,
                  itemId: item.item_id,
                },
                from: 'reports',
              })
            }
            onSuspendAuthor={(item) =>
              setDecision({
                decision: { kind: 'learner', action: 'suspend', login: item.author.login },
                from: 'reports',
              })
            }
          />
          <SuspensionsSection
            headingRef={suspensionsHeadingRef}
            onReinstate={(login) =>
              setDecision({
                decision: { kind: 'learner', action: 'reinstate', login },
                from: 'suspensions',
              })
            }
            onSuspended={(login) => announce(learnerDecisionTexts('suspend', login).done)}
          />
          <AuditLogSection />
        </div>
      </div>

      {decision && (
        <DecisionDialog
          key={JSON.stringify(decision.decision)}
          decision={decision.decision}
          onDone={(text) => {
            // The button that opened it leaves with its card or row (or, for
            // Suspend author, by itself): the focus goes to the section's
            // heading once the dialog has closed.
            flushSync(() => setDecision(undefined))
            const heading = decision.from === 'reports' ? reportsHeadingRef : suspensionsHeadingRef
            heading.current?.focus()
            announce(text)
          }}
          onCancel={() => setDecision(undefined)}
        />
      )}
    </>
  )
}

function NotForYou() {
  return (
    <>
      <PageMeta title="Admin" description="The moderators' page." noindex />
      <div className="mx-auto max-w-3xl px-4 py-24 text-center sm:px-6">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">Admin</h1>
        <p className="mt-3 text-slate-600">This page is for moderators.</p>
      </div>
    </>
  )
}
