import { PlaceholderPage } from '@/components/placeholder-page'

export function CommunityPage() {
  return (
    <PlaceholderPage
      title="Community"
      heading="Community"
      description="See what front-end developers are building on Frontloop, and share your own work."
    >
      The community feed is being built and will appear here soon.
    </PlaceholderPage>
  )
}
