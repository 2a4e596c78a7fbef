import { PlaceholderPage } from '@/components/placeholder-page'

export function SharePostPage() {
  return (
    <PlaceholderPage
      title="Share a post"
      heading="Share a post"
      description="Share your progress on a Frontloop challenge with the community."
      noindex
    >
      Sharing is being built and will be available here soon.
    </PlaceholderPage>
  )
}
