import { describe, expect, it } from 'vitest'
import { render, screen, within } from '@testing-library/react'
import { ChallengeStories } from './challenge-stories'
import type { Story } from '../types'

const story = (overrides: Partial<Story>): Story => ({
  id: 'arrow-keys-wrap',
  criterion: 1,
  story: 'Arrow keys move between tabs and wrap at the ends',
  required: true,
  verifiable: true,
  not_verifiable_reason: null,
  ...overrides,
})

describe('ChallengeStories', () => {
  it('lists every story, saying which are checked and why the others are not', () => {
    render(
      <ChallengeStories
        stories={[
          story({}),
          story({ id: 'focus-ring', story: 'Focus is visible', required: false }),
          story({
            id: 'not-colour-alone',
            story: 'The selected tab is marked by more than colour',
            verifiable: false,
            not_verifiable_reason: 'a design judgement',
          }),
        ]}
      />,
    )
    const section = screen.getByRole('region', { name: 'User stories we verify' })
    expect(section).toHaveTextContent('checks these 2 stories')
    const items = within(section).getAllByRole('listitem')
    expect(items).toHaveLength(3)
    expect(items[0]).toHaveTextContent('Arrow keys move between tabs and wrap at the ends')
    expect(within(items[1]).getByText('Advisory')).toBeInTheDocument()
    expect(items[2]).toHaveTextContent('Not verified automatically: a design judgement')
  })

  it('shows nothing for a challenge without stories', () => {
    const { container } = render(<ChallengeStories stories={[]} />)
    expect(container).toBeEmptyDOMElement()
  })
})
