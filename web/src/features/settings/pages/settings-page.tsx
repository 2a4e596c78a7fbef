import { PageMeta } from '@/components/page-meta'
import { BlockedLearnersSection } from '../components/blocked-learners-section'

/**
 * /settings (signed in): one card per setting. Blocked learners for now;
 * profile visibility, theme and data export join as sections of their own.
 */
export function SettingsPage() {
  return (
    <>
      <PageMeta title="Settings" description="Your Frontloop settings." noindex />
      <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6 sm:py-12 lg:px-8">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">Settings</h1>
        <div className="mt-8 space-y-8">
          <BlockedLearnersSection />
        </div>
      </div>
    </>
  )
}
