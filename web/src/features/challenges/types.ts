import type { Narrow, Schemas } from '@/lib/api/types'

/**
 * A challenge as GET /api/tasks and GET /api/tasks/by-slug/{slug} return it.
 * `difficulty`: beginner, intermediate or advanced; any other value counts as advanced.
 */
export type Task = Schemas['TaskBody']

/**
 * A challenge as GET /api/tasks/by-slug/{slug} returns it: with its user
 * stories (`stories`), absent while the page shows the list's copy.
 */
export type Challenge = Task & { stories?: Story[] }

/** A user story of a challenge and whether a browser verifies it. */
export type Story = Schemas['StoryBody']

/** The statuses a change of progress moves to (POST /api/progress/task/{id}). */
export type ProgressStatus = Schemas['ProgressRequest']['status']

/**
 * The learner's progress on one challenge (GET/POST /api/progress/task/{id}).
 * On a change's answer, `unlocked_achievements` (announced once) and
 * `completed_paths` (learning paths it finished).
 */
export type TaskProgress = Narrow<Schemas['ProgressBody'], { status: ProgressStatus }>

export const notStartedProgress = (taskId: number): TaskProgress => ({
  task_id: taskId,
  status: 'not_started',
  github_repo_url: null,
  github_pages_url: null,
  created_at: null,
  completion_date: null,
  solution_id: null,
  score: null,
  updated_at: null,
})
