import { PlaceholderPage } from '@/components/placeholder-page'

export function BlogPostPage() {
  return (
    <PlaceholderPage title="Blog post" heading="Blog post" description="An article from the Frontloop blog.">
      This article will appear here soon.
    </PlaceholderPage>
  )
}
