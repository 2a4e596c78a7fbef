import { memo } from 'react'
import { PageMeta } from '@/components/page-meta'
import { DEFAULT_DESCRIPTION, DEFAULT_TITLE, SOCIAL_LINKS } from '@/lib/config'
import { useTasks } from '../api/get-tasks'
import { ClosingCta } from '../components/closing-cta'
import { CommunitySection } from '../components/community-section'
import { FeaturesGrid } from '../components/features-grid'
import { Hero } from '../components/hero'
import { PathToMastery } from '../components/path-to-mastery'
import { TechnologiesGrid } from '../components/technologies-grid'
import { Testimonial } from '../components/testimonial'
import { TrustBadges } from '../components/trust-badges'

function homeJsonLd(origin: string) {
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name: 'Frontloop',
      url: `${origin}/`,
      description: DEFAULT_DESCRIPTION,
      inLanguage: 'en-US',
    },
    {
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'Frontloop',
      url: `${origin}/`,
      logo: `${origin}/favicon.svg`,
      sameAs: Object.values(SOCIAL_LINKS),
    },
  ]
}

interface HomePageProps {
  signedIn: boolean
}

export function HomePage({ signedIn }: HomePageProps) {
  const tasks = useTasks()

  return (
    <>
      <PageMeta
        title={DEFAULT_TITLE}
        description={DEFAULT_DESCRIPTION}
        jsonLd={homeJsonLd(window.location.origin)}
      />
      <Hero signedIn={signedIn} tasksLoading={tasks.isPending} />
      <BelowTheHero signedIn={signedIn} />
    </>
  )
}

/**
 * The rest of the page. It does not depend on the challenge list, so the
 * list arriving re-renders the hero only, not the whole page in one long
 * task.
 */
const BelowTheHero = memo(function BelowTheHero({ signedIn }: HomePageProps) {
  return (
    <>
      <FeaturesGrid />
      <Testimonial />
      <TrustBadges />
      <CommunitySection />
      <TechnologiesGrid />
      <PathToMastery />
      <ClosingCta signedIn={signedIn} />
    </>
  )
})
