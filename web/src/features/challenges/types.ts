import type { AnnouncedAchievement } from '@/lib/achievement-toasts'
/** A challenge as GET /api/tasks and GET /api/tasks/by-slug/{slug} return it. */
export interface Task {
  id: number
  slug: string
  title: string
  /** The brief, in Markdown. */
  description: string
  /** beginner, intermediate or advanced; any other value counts as advanced. */
  difficulty: string
  tags: string[]
  image_url: string | null
}

export type ProgressStatus = 'not_started' | 'saved' | 'in_progress' | 'completed'

/** The learner's progress on one challenge (GET/POST /api/progress/task/{id}). */
export interface TaskProgress {
  task_id: number
  status: ProgressStatus
  github_repo_url: string | null
  github_pages_url: string | null
  /** When the challenge was started (RFC 3339). */
  created_at: string | null
  completion_date: string | null
  updated_at: string | null
  /** On a change's answer: achievements it unlocked (announced once). */
  unlocked_achievements?: AnnouncedAchievement[]
  /** On a completion's answer: learning paths it finished. */
  completed_paths?: { id: number; slug: string; title: string }[]
}

export const notStartedProgress = (taskId: number): TaskProgress => ({
  task_id: taskId,
  status: 'not_started',
  github_repo_url: null,
  github_pages_url: null,
  created_at: null,
  completion_date: null,
  updated_at: null,
})
