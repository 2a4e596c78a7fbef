import type { LogEntry, ReportedItem, Suspension } from '../types'

const learner = (id: number, login: string, name = login) => ({
  id,
  login,
  name,
  avatar_url: null,
})

/** A reported post as GET /api/admin/reports answers it; override what a test is about. */
export function makeReportedItem(overrides: Partial<ReportedItem> = {}): ReportedItem {
  return {
    item_type: 'post',
    item_id: 5,
    hidden: false,
    author: learner(2, 'grace', 'Grace Hopper'),
    author_suspended: false,
    excerpt: 'Buy followers at spam.example',
    context: 'Post on Pixel Card',
    url: '/community/posts/5',
    first_reported_at: '2026-11-20T10:00:00Z',
    reports: [
      {
        reason: 'spam',
        details: null,
        reporter: learner(3, 'alan', 'Alan Turing'),
        created_at: '2026-11-20T10:00:00Z',
      },
      {
        reason: 'other',
        details: 'Links to a scam site.',
        reporter: learner(4, 'linus'),
        created_at: '2026-11-21T10:00:00Z',
      },
    ],
    ...overrides,
  }
}

export function makeSuspension(overrides: Partial<Suspension> = {}): Suspension {
  return {
    login: 'grace',
    name: 'Grace Hopper',
    avatar_url: null,
    suspended_at: '2026-11-22T09:00:00Z',
    reason: 'Spam after a warning.',
    ...overrides,
  }
}

export function makeLogEntry(overrides: Partial<LogEntry> = {}): LogEntry {
  return {
    id: 1,
    moderator: 'ada',
    action: 'hide',
    item_type: 'post',
    item_id: 5,
    target_login: 'grace',
    summary: 'Post on Pixel Card',
    reason: 'Spam',
    created_at: '2026-11-22T09:00:00Z',
    ...overrides,
  }
}

/** A page of reports or of the log. */
export const page = <T>(items: T[], next_cursor: string | null = null) => ({ items, next_cursor })
