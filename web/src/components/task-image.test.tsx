import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { TaskImage } from './task-image'

const origin = window.location.origin

describe('TaskImage', () => {
  it('walks the fallback chain as each picture fails', () => {
    render(
      <TaskImage
        imageUrl="/media/challenges/grid.svg"
        tags={['Responsive Design', 'CSS']}
        alt="Grid layout"
      />,
    )
    const img = screen.getByRole('img', { name: 'Grid layout' })
    expect(img).toHaveAttribute('src', `${origin}/media/challenges/grid.svg`)
    expect(img).toHaveAttribute('width', '1200')
    expect(img).toHaveAttribute('height', '630')
    expect(img).toHaveAttribute('loading', 'lazy')

    fireEvent.error(img)
    expect(img).toHaveAttribute('src', '/images/categories/responsive-design.svg')
    fireEvent.error(img)
    expect(img).toHaveAttribute('src', '/images/categories/default.svg')
    // The end of the chain: nothing more to try.
    fireEvent.error(img)
    expect(img).toHaveAttribute('src', '/images/categories/default.svg')
  })

  it('without image_url starts at the category picture; without tags at the default', () => {
    const { rerender } = render(
      <TaskImage imageUrl={null} tags={['Web APIs']} alt="" loading="eager" />,
    )
    const img = document.querySelector('img')
    expect(img).toHaveAttribute('src', '/images/categories/web-apis.svg')
    expect(img).toHaveAttribute('loading', 'eager')
    expect(img).toHaveAttribute('alt', '')

    rerender(<TaskImage imageUrl={null} tags={[]} alt="" />)
    expect(document.querySelector('img')).toHaveAttribute('src', '/images/categories/default.svg')
  })

  it('starts a new chain afresh when the challenge changes', () => {
    const { rerender } = render(
      <TaskImage imageUrl="https://cdn.example.com/a.png" tags={['HTML']} alt="A" />,
    )
    fireEvent.error(screen.getByRole('img', { name: 'A' }))
    expect(screen.getByRole('img', { name: 'A' })).toHaveAttribute(
      'src',
      '/images/categories/html.svg',
    )

    rerender(<TaskImage imageUrl="https://cdn.example.com/b.png" tags={['CSS']} alt="B" />)
    expect(screen.getByRole('img', { name: 'B' })).toHaveAttribute(
      'src',
      'https://cdn.example.com/b.png',
    )
  })
})
