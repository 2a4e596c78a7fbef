import { PlaceholderPage } from '@/components/placeholder-page'

export function PostDetailPage() {
  return (
    <PlaceholderPage
      title="Community post"
      heading="Community post"
      description="A post shared by a developer in the Frontloop community."
    >
      Community posts are being built and will appear here soon.
    </PlaceholderPage>
  )
}
