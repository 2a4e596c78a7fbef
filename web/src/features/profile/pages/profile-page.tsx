import { ActivityCalendar } from '@/components/activity-calendar'
import { PageMeta } from '@/components/page-meta'
import { PAGES } from '@/app/pages'
import { useAchievements } from '../api/get-achievements'
import { useCommunityStats } from '../api/get-community-stats'
import { useProfile } from '../api/get-profile'
import { useUserProgress } from '../api/get-user-progress'
import { ProfileHeader } from '../components/profile-header'
import { ProgressList } from '../components/progress-lists'
import { RecentAchievements } from '../components/recent-achievements'
import { StatCards } from '../components/stat-cards'
import type { AchievementProgress } from '../lib/achievements'
import { splitProgress } from '../lib/progress-records'
import type { ProfileStats } from '../types'

const NO_STATS: ProfileStats = {
  completed: 0,
  in_progress: 0,
  saved: 0,
  total: 0,
  overall_progress: 0,
  current_streak: 0,
  longest_streak: 0,
}

const NO_ACHIEVEMENTS: AchievementProgress[] = []

/** The browser's today, for a profile answer that lacks the learner's own. */
function localToday(): string {
  const now = new Date()
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`
}

/** /profile: the learner's dashboard (behind ProtectedRoute). */
export function ProfilePage() {
  const profile = useProfile()
  const progress = useUserProgress()
  const community = useCommunityStats()
  const achievements = useAchievements()

  const meta = <PageMeta {...PAGES.profile.meta} />

  if (profile.isPending || progress.isPending) {
    return (
      <>
        {meta}
        <p role="status" className="px-4 py-24 text-center text-slate-600">
          Loading...
        </p>
      </>
    )
  }

  // Failures are logged by the fetchers; the page shows what it has.
  const data = profile.data
  const stats = { ...NO_STATS, ...data?.stats }
  const { inProgress, completed } = splitProgress(progress.data ?? [])

  return (
    <>
      {meta}
      <div className="mx-auto max-w-7xl space-y-6 px-4 py-8 sm:px-6 sm:py-12 lg:px-8">
        <ProfileHeader profile={data} community={community.data} />
        <StatCards stats={stats} />
        <ActivityCalendar activity={data?.activity ?? []} today={data?.today ?? localToday()} />
        <RecentAchievements achievements={achievements.data ?? NO_ACHIEVEMENTS} />
        <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
          <ProgressList
            id="in-progress-title"
            title="In Progress"
            empty="No tasks in progress"
            records={inProgress}
            kind="in_progress"
          />
          <ProgressList
            id="completed-title"
            title="Completed"
            empty="No completed tasks"
            records={completed}
            kind="completed"
          />
        </div>
      </div>
    </>
  )
}
