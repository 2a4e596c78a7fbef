import { PlaceholderPage } from '@/components/placeholder-page'

export function LearningPathsPage() {
  return (
    <PlaceholderPage
      title="Learning paths"
      heading="Learning paths"
      description="Curated learning paths that combine articles and practical front-end challenges."
    >
      Learning paths are being built and will appear here soon.
    </PlaceholderPage>
  )
}
