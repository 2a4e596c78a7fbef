import type { ComponentProps } from 'react'
import type { ChallengeDetailPage as ChallengeDetail } from '@/features/challenges/pages/challenge-detail-page'
import { lazyPage } from '../lazy-page'

// The pages that a route wrapper composes with the session; each is its
// own chunk (scripts/check-bundle-size.mjs looks for the home page's by
// its path).

export const HomePage = lazyPage<
  typeof import('@/features/home/pages/home-page'),
  'HomePage',
  { signedIn: boolean }
>(() => import('@/features/home/pages/home-page'), 'HomePage')

export const ChallengeDetailPage = lazyPage<
  typeof import('@/features/challenges/pages/challenge-detail-page'),
  'ChallengeDetailPage',
  ComponentProps<typeof ChallengeDetail>
>(() => import('@/features/challenges/pages/challenge-detail-page'), 'ChallengeDetailPage')
