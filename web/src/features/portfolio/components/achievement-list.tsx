import { formatDate } from '@/lib/format'
import type { PortfolioAchievementBody } from '../types'
import { EmptyState, PortfolioSection } from './portfolio-section'

/** The achievements the learner unlocked: icon and title, the date in a tooltip. */
export function AchievementList({
  achievements,
}: {
  achievements: readonly PortfolioAchievementBody[]
}) {
  return (
    <PortfolioSection title="Achievements" count={achievements.length}>
      {achievements.length === 0 ? (
        <EmptyState>No achievements unlocked yet.</EmptyState>
      ) : (
        <ul className="flex flex-wrap gap-2">
          {achievements.map((achievement) => {
            const unlocked = formatDate(achievement.unlocked_at)
            return (
              <li
                key={achievement.id}
                title={unlocked ? `Unlocked ${unlocked}` : undefined}
                className="inline-flex items-center gap-2 rounded-full border border-slate-200 bg-slate-50 px-3 py-1.5 text-sm font-medium text-slate-800"
              >
                <span aria-hidden="true" className="text-base">
                  {achievement.icon}
                </span>
                {achievement.title}
                {unlocked && <span className="sr-only">, unlocked {unlocked}</span>}
              </li>
            )
          })}
        </ul>
      )}
    </PortfolioSection>
  )
}
