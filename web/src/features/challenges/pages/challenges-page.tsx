import { PlaceholderPage } from '@/components/placeholder-page'

export function ChallengesPage() {
  return (
    <PlaceholderPage
      title="Challenges"
      heading="Challenges"
      description="Browse hands-on front-end challenges in HTML, CSS, JavaScript and more, from beginner to advanced."
    >
      The challenge catalogue is being built and will appear here soon.
    </PlaceholderPage>
  )
}
