import { lazy, type ComponentType, type LazyExoticComponent } from 'react'
import { createBrowserRouter, type RouteObject } from 'react-router'
import { ProtectedRoute } from '@/features/auth/components/protected-route'
import { AppProviders } from './providers'
import { Layout } from './layout'
import { ChallengeDetailRoute } from './routes/challenge-detail'
import { HomeRoute } from './routes/home'

/** React.lazy for a named export, so every page ships as its own chunk. */
function page<M extends Record<string, unknown>, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
): LazyExoticComponent<ComponentType> {
  return lazy(async () => ({ default: (await load())[name] as ComponentType }))
}

// Shown only when a page fails, so it stays out of the shell too.
const RouteError = page(() => import('./route-error'), 'RouteError')

const LoginPage = page(() => import('@/features/auth/pages/login-page'), 'LoginPage')
const AuthCallbackPage = page(() => import('@/features/auth/pages/auth-callback-page'), 'AuthCallbackPage')
const ChallengesPage = page(() => import('@/features/challenges/pages/challenges-page'), 'ChallengesPage')
const ProfilePage = page(() => import('@/features/profile/pages/profile-page'), 'ProfilePage')
const BlogPage = page(() => import('@/features/blog/pages/blog-page'), 'BlogPage')
const BlogPostPage = page(() => import('@/features/blog/pages/blog-post-page'), 'BlogPostPage')
const AchievementsPage = page(
  () => import('@/features/achievements/pages/achievements-page'),
  'AchievementsPage',
)
const CommunityPage = page(() => import('@/features/community/pages/community-page'), 'CommunityPage')
const SharePostPage = page(() => import('@/features/community/pages/share-post-page'), 'SharePostPage')
const PostDetailPage = page(() => import('@/features/community/pages/post-detail-page'), 'PostDetailPage')
const LearningPathsPage = page(
  () => import('@/features/learning-paths/pages/learning-paths-page'),
  'LearningPathsPage',
)
const LearningPathDetailPage = page(
  () => import('@/features/learning-paths/pages/learning-path-detail-page'),
  'LearningPathDetailPage',
)
const PrivacyPage = page(() => import('@/features/legal/pages/privacy-page'), 'PrivacyPage')
const TermsPage = page(() => import('@/features/legal/pages/terms-page'), 'TermsPage')
const NotFoundPage = page(() => import('@/features/not-found/pages/not-found-page'), 'NotFoundPage')

/** Every route of spec §2; each page's code loads on demand. */
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
        errorElement: <RouteError />,
        children: [
          { index: true, element: <HomeRoute /> },
          { path: 'login', element: <LoginPage /> },
          { path: 'auth/callback', element: <AuthCallbackPage /> },
          { path: 'challenges', element: <ChallengesPage /> },
          { path: 'challenges/:slug', element: <ChallengeDetailRoute /> },
          { path: 'blog', element: <BlogPage /> },
          { path: 'blog/:slug', element: <BlogPostPage /> },
          { path: 'community', element: <CommunityPage /> },
          { path: 'community/posts/:postId', element: <PostDetailPage /> },
          { path: 'learning-paths', element: <LearningPathsPage /> },
          { path: 'learning-paths/:id', element: <LearningPathDetailPage /> },
          { path: 'privacy', element: <PrivacyPage /> },
          { path: 'terms', element: <TermsPage /> },
          {
            element: <ProtectedRoute />,
            children: [
              { path: 'profile', element: <ProfilePage /> },
              { path: 'achievements', element: <AchievementsPage /> },
              { path: 'community/share', element: <SharePostPage /> },
            ],
          },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
]

export const createAppRouter = () => createBrowserRouter(routes)
