import { memo } from 'react'
import { PageMeta } from '@/components/page-meta'
import { DEFAULT_DESCRIPTION, DEFAULT_TITLE, PRODUCT_NAME, SOCIAL_LINKS } from '@/lib/config'
import { useTasks } from '../api/get-tasks'
import { ClosingCta } from '../components/closing-cta'
import { CommunitySection } from '../components/community-section'
import { FeaturesGrid } from '../components/features-grid'
import { Hero } from '../components/hero'
import { PathToMastery } from '../components/path-to-mastery'
import { TechnologiesGrid } from '../components/technologies-grid'
import { Testimonial } from '../components/testimonial'
import { TrustBadges } from '../components/trust-badges'

/**
 * The site, its search and its publisher in one block, as the server renders
 * it (crates/frontloop/src/http/web/meta.rs, keys in its alphabetical order):
 * the search is the challenges page filtered by `q` (docs/screens.md, Page
 * metadata).
 */
function homeJsonLd(origin: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    description: DEFAULT_DESCRIPTION,
    inLanguage: 'en-US',
    name: PRODUCT_NAME,
    potentialAction: {
      '@type': 'SearchAction',
      'query-input': 'required name=search_term_string',
      target: {
        '@type': 'EntryPoint',
        urlTemplate: `${origin}/challenges?q={search_term_string}`,
      },
    },
    publisher: {
      '@type': 'Organization',
      logo: `${origin}/favicon.svg`,
      name: PRODUCT_NAME,
      sameAs: Object.values(SOCIAL_LINKS),
      url: `${origin}/`,
    },
    url: `${origin}/`,
  }
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
