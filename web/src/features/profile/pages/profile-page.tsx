import { PlaceholderPage } from '@/components/placeholder-page'

export function ProfilePage() {
  return (
    <PlaceholderPage
      title="Your profile"
      heading="Your profile"
      description="Your Frontloop progress, streak and achievements."
      noindex
    >
      Your progress dashboard is being built and will appear here soon.
    </PlaceholderPage>
  )
}
