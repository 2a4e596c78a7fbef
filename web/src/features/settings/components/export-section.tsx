import { Button } from '@/components/ui/button'
import { useExportData } from '../api/export-data'
import { SettingsSection } from './settings-section'

/** "Your data": a JSON download of everything Frontloop holds about the learner. */
export function ExportSection({ login }: { login: string }) {
  const exportData = useExportData(login)
  return (
    <SettingsSection
      title="Your data"
      description="Download everything Frontloop holds about you (your profile, progress, solutions, posts, comments, reviews, likes and more) as a JSON file."
    >
      <Button
        variant="outline"
        onClick={() => exportData.mutate()}
        disabled={exportData.isPending}
        aria-busy={exportData.isPending || undefined}
      >
        {exportData.isPending ? 'Preparing your data…' : 'Export my data'}
      </Button>
      <p role="status" className="mt-3 min-h-5 text-sm font-medium text-emerald-700">
        {exportData.isSuccess ? `Downloaded frontloop-${login}.json.` : ''}
      </p>
      {exportData.isError && (
        <p role="alert" className="mt-1 text-sm font-medium text-rose-700">
          Your data could not be exported: {exportData.error.message}
        </p>
      )}
    </SettingsSection>
  )
}
