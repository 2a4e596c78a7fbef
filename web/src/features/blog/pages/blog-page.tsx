import { PlaceholderPage } from '@/components/placeholder-page'

export function BlogPage() {
  return (
    <PlaceholderPage
      title="Blog"
      heading="Blog"
      description="Articles on HTML, CSS, JavaScript and the craft of front-end development."
    >
      Articles are on their way and will appear here soon.
    </PlaceholderPage>
  )
}
