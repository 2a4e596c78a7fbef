import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { difficultyLevel, tagCategory } from '@/lib/challenge-taxonomy'
import { DifficultyBadge } from './difficulty-badge'
import { TagList } from './tag-chip'
import { tagChipClasses } from './tag-chip-classes'

describe('difficultyLevel', () => {
  it.each([
    ['beginner', 'beginner'],
    ['Intermediate', 'intermediate'],
    ['advanced', 'advanced'],
    ['expert', 'advanced'],
    ['', 'intermediate'],
    [null, 'intermediate'],
    [undefined, 'intermediate'],
  ])('%j is %s', (value, level) => {
    expect(difficultyLevel(value)).toBe(level)
  })
})

describe('DifficultyBadge', () => {
  it.each([
    ['beginner', 'Beginner', 'bg-emerald-100'],
    ['intermediate', 'Intermediate', 'bg-amber-100'],
    ['advanced', 'Advanced', 'bg-rose-100'],
    ['wizard', 'Advanced', 'bg-rose-100'],
    [null, 'Intermediate', 'bg-amber-100'],
  ])('%j shows %s in its colour', (difficulty, label, colour) => {
    render(<DifficultyBadge difficulty={difficulty} />)
    expect(screen.getByText(label)).toHaveClass(colour)
  })
})

describe('tag chips', () => {
  it.each([
    ['HTML', 'bg-orange-100'],
    ['css', 'bg-blue-100'],
    ['JavaScript', 'bg-yellow-100'],
    ['DOM', 'bg-purple-100'],
    ['Responsive Design', 'bg-teal-100'],
    ['web apis', 'bg-green-100'],
    ['React', 'bg-slate-100'],
    ['Accessibility', 'bg-slate-100'],
  ])('%s is coloured %s', (tag, colour) => {
    expect(tagChipClasses(tag)).toContain(colour)
  })

  it('matches categories case-insensitively', () => {
    expect(tagCategory(' responsive design ')).toBe('Responsive Design')
    expect(tagCategory('TypeScript')).toBeNull()
  })

  it('lists the tags, and nothing without tags', () => {
    const { rerender } = render(<TagList tags={['HTML', 'React']} />)
    expect(screen.getByRole('list', { name: 'Tags' })).toHaveTextContent('HTMLReact')
    rerender(<TagList tags={[]} />)
    expect(screen.queryByRole('list')).not.toBeInTheDocument()
  })
})
