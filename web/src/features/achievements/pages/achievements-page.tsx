import { PlaceholderPage } from '@/components/placeholder-page'

export function AchievementsPage() {
  return (
    <PlaceholderPage
      title="Achievement Gallery"
      heading="Achievement Gallery"
      description="The badges you have earned on Frontloop and how close you are to the next ones."
      noindex
    >
      Your achievements are being built and will appear here soon.
    </PlaceholderPage>
  )
}
