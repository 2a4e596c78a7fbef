import { PlaceholderPage } from '@/components/placeholder-page'

export function ChallengeDetailPage() {
  return (
    <PlaceholderPage
      title="Challenge"
      heading="Challenge"
      description="A hands-on front-end challenge on Frontloop."
    >
      Challenge details are being built and will appear here soon.
    </PlaceholderPage>
  )
}
