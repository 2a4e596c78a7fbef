import { PlaceholderPage } from '@/components/placeholder-page'

export function LearningPathDetailPage() {
  return (
    <PlaceholderPage
      title="Learning path"
      heading="Learning path"
      description="A curated Frontloop learning path of articles and practical challenges."
    >
      This learning path will appear here soon.
    </PlaceholderPage>
  )
}
