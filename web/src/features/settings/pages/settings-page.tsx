import { PageMeta } from '@/components/page-meta'
import { PAGES } from '@/app/pages'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { useAuth } from '@/lib/use-auth'
import { useSettings } from '../api/get-settings'
import { BlockedLearnersSection } from '../components/blocked-learners-section'
import { DeleteAccountSection } from '../components/delete-account-section'
import { EmailSection } from '../components/email-section'
import { ExportSection } from '../components/export-section'
import { ThemeSection } from '../components/theme-section'
import { TimeZoneSection } from '../components/time-zone-section'
import { VisibilitySection } from '../components/visibility-section'

/**
 * /settings (signed in, behind ProtectedRoute): one card per setting, in
 * this order: profile visibility, time zone, theme, email (when the
 * account has one), blocked learners, your data, delete account.
 */
export function SettingsPage() {
  const { user } = useAuth()
  const settings = useSettings()
  const login = user?.login ?? ''

  return (
    <>
      <PageMeta {...PAGES.settings.meta} />
      <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6 sm:py-12 lg:px-8">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">Settings</h1>
        <div className="mt-8 space-y-8">
          {settings.data ? (
            <>
              <VisibilitySection settings={settings.data} login={login} />
              <TimeZoneSection settings={settings.data} />
            </>
          ) : settings.isPending ? (
            <SettingsLoading />
          ) : (
            <SettingsError retrying={settings.isFetching} onRetry={() => void settings.refetch()} />
          )}
          <ThemeSection />
          {settings.data?.email && <EmailSection settings={settings.data} />}
          <BlockedLearnersSection />
          <ExportSection login={login} />
          <DeleteAccountSection login={login} />
        </div>
      </div>
    </>
  )
}

function SettingsLoading() {
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <p role="status" className="sr-only">
        Loading your settings
      </p>
      <div className="space-y-4 text-slate-900" aria-hidden="true">
        <Skeleton className="h-5 w-40" />
        <Skeleton className="h-4 w-72" />
        <Skeleton className="h-4 w-56" />
        <Skeleton className="h-4 w-64" />
      </div>
    </div>
  )
}

function SettingsError({ retrying, onRetry }: { retrying: boolean; onRetry: () => void }) {
  return (
    <div className="rounded-2xl border border-slate-200 bg-white px-4 py-8 text-center shadow-sm">
      <h2 className="font-semibold text-slate-900">Your settings could not be loaded</h2>
      <p className="mt-1 text-sm text-slate-600">Check your connection and try again.</p>
      <Button className="mt-4" size="sm" onClick={onRetry} disabled={retrying}>
        {retrying ? 'Trying again…' : 'Try again'}
      </Button>
    </div>
  )
}
