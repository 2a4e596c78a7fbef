import { matchRoutes, type RouteObject } from 'react-router'
import { ProtectedRoute } from '@/features/auth/components/protected-route'
import { AppProviders } from './providers'
import { Layout } from './layout'
import { lazyPage, type LazyPage } from './lazy-page'
import { PageErrorBoundary } from './page-error-boundary'
import { ChallengeDetailRoute } from './routes/challenge-detail'
import { HomeRoute } from './routes/home'
import { ChallengeDetailPage, HomePage } from './routes/lazy-pages'

// Every page ships as its own chunk.
const LoginPage = lazyPage(() => import('@/features/auth/pages/login-page'), 'LoginPage')
const AuthCallbackPage = lazyPage(
  () => import('@/features/auth/pages/auth-callback-page'),
  'AuthCallbackPage',
)
const ChallengesPage = lazyPage(
  () => import('@/features/challenges/pages/challenges-page'),
  'ChallengesPage',
)
const ProfilePage = lazyPage(() => import('@/features/profile/pages/profile-page'), 'ProfilePage')
const BlogPage = lazyPage(() => import('@/features/blog/pages/blog-page'), 'BlogPage')
const BlogPostPage = lazyPage(() => import('@/features/blog/pages/blog-post-page'), 'BlogPostPage')
const AchievementsPage = lazyPage(
  () => import('@/features/achievements/pages/achievements-page'),
  'AchievementsPage',
)
const CommunityPage = lazyPage(
  () => import('@/features/community/pages/community-page'),
  'CommunityPage',
)
const SharePostPage = lazyPage(
  () => import('@/features/community/pages/share-post-page'),
  'SharePostPage',
)
const PostDetailPage = lazyPage(
  () => import('@/features/community/pages/post-detail-page'),
  'PostDetailPage',
)
const LearningPathsPage = lazyPage(
  () => import('@/features/learning-paths/pages/learning-paths-page'),
  'LearningPathsPage',
)
const LearningPathDetailPage = lazyPage(
  () => import('@/features/learning-paths/pages/learning-path-detail-page'),
  'LearningPathDetailPage',
)
const SolutionPage = lazyPage(
  () => import('@/features/solutions/pages/solution-page'),
  'SolutionPage',
)
const PortfolioPage = lazyPage(
  () => import('@/features/portfolio/pages/portfolio-page'),
  'PortfolioPage',
)
const ReviewQueuePage = lazyPage(
  () => import('@/features/reviews/pages/review-queue-page'),
  'ReviewQueuePage',
)
const NotificationsPage = lazyPage(
  () => import('@/features/notifications/pages/notifications-page'),
  'NotificationsPage',
)
const SettingsPage = lazyPage(
  () => import('@/features/settings/pages/settings-page'),
  'SettingsPage',
)
const AdminPage = lazyPage(() => import('@/features/admin/pages/admin-page'), 'AdminPage')
const PrivacyPage = lazyPage(() => import('@/features/legal/pages/privacy-page'), 'PrivacyPage')
const TermsPage = lazyPage(() => import('@/features/legal/pages/terms-page'), 'TermsPage')
const NotFoundPage = lazyPage(
  () => import('@/features/not-found/pages/not-found-page'),
  'NotFoundPage',
)

/** What a route carries for `preloadPage`. */
interface PageHandle {
  preload: () => Promise<void>
}

const preloads = (page: Pick<LazyPage<never>, 'preload'>): PageHandle => ({ preload: page.preload })

/** Every route of docs/screens.md; each page's code loads on demand. */
export const routes: RouteObject[] = [
  {
    element: (
      <AppProviders>
        <Layout />
      </AppProviders>
    ),
    children: [
      {
        // Inside the layout, so a failing page keeps the header and footer.
        element: <PageErrorBoundary />,
        children: [
          { index: true, element: <HomeRoute />, handle: preloads(HomePage) },
          { path: 'login', element: <LoginPage />, handle: preloads(LoginPage) },
          {
            path: 'auth/callback',
            element: <AuthCallbackPage />,
            handle: preloads(AuthCallbackPage),
          },
          { path: 'challenges', element: <ChallengesPage />, handle: preloads(ChallengesPage) },
          {
            path: 'challenges/:slug',
            element: <ChallengeDetailRoute />,
            handle: preloads(ChallengeDetailPage),
          },
          { path: 'blog', element: <BlogPage />, handle: preloads(BlogPage) },
          { path: 'blog/:slug', element: <BlogPostPage />, handle: preloads(BlogPostPage) },
          { path: 'community', element: <CommunityPage />, handle: preloads(CommunityPage) },
          {
            path: 'community/posts/:postId',
            element: <PostDetailPage />,
            handle: preloads(PostDetailPage),
          },
          {
            path: 'learning-paths',
            element: <LearningPathsPage />,
            handle: preloads(LearningPathsPage),
          },
          {
            path: 'learning-paths/:id',
            element: <LearningPathDetailPage />,
            handle: preloads(LearningPathDetailPage),
          },
          { path: 'solutions/:id', element: <SolutionPage />, handle: preloads(SolutionPage) },
          { path: 'reviews', element: <ReviewQueuePage />, handle: preloads(ReviewQueuePage) },
          { path: 'u/:login', element: <PortfolioPage />, handle: preloads(PortfolioPage) },
          { path: 'privacy', element: <PrivacyPage />, handle: preloads(PrivacyPage) },
          { path: 'terms', element: <TermsPage />, handle: preloads(TermsPage) },
          {
            element: <ProtectedRoute />,
            children: [
              { path: 'profile', element: <ProfilePage />, handle: preloads(ProfilePage) },
              {
                path: 'achievements',
                element: <AchievementsPage />,
                handle: preloads(AchievementsPage),
              },
              {
                path: 'community/share',
                element: <SharePostPage />,
                handle: preloads(SharePostPage),
              },
              {
                path: 'notifications',
                element: <NotificationsPage />,
                handle: preloads(NotificationsPage),
              },
              { path: 'settings', element: <SettingsPage />, handle: preloads(SettingsPage) },
              // Moderators only: the page tells anyone else so.
              { path: 'admin', element: <AdminPage />, handle: preloads(AdminPage) },
            ],
          },
          { path: '*', element: <NotFoundPage />, handle: preloads(NotFoundPage) },
        ],
      },
    ],
  },
]

/**
 * Loads the code of the page at `pathname` (main.tsx awaits it before the
 * first render, while the preloads that index.html's loader adds from the
 * server's `frontloop-preload` tags have usually fetched it already). A failure is left to the page's own loading, which
 * shows the error page.
 */
export async function preloadPage(pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? []
  const handles = matches.map((match) => match.route.handle as PageHandle | undefined)
  await Promise.all(handles.map((handle) => handle?.preload().catch(() => {})))
}
