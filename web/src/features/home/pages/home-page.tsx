import { memo } from 'react'
import { PageMeta } from '@/components/page-meta'
import { PAGES } from '@/app/pages'
import { useTasks } from '../api/get-tasks'
import { ClosingCta } from '../components/closing-cta'
import { CommunitySection } from '../components/community-section'
import { FeaturesGrid } from '../components/features-grid'
import { Hero } from '../components/hero'
import { PathToMastery } from '../components/path-to-mastery'
import { TechnologiesGrid } from '../components/technologies-grid'
import { Testimonial } from '../components/testimonial'
import { TrustBadges } from '../components/trust-badges'

interface HomePageProps {
  signedIn: boolean
}

export function HomePage({ signedIn }: HomePageProps) {
  const tasks = useTasks()

  return (
    <>
      <PageMeta {...PAGES.home.meta} />
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
