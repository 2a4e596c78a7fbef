import { describe, expect, it } from 'vitest'
import { fieldOfServerMessage, solutionUrlError } from './solution-url'

describe('solutionUrlError', () => {
  it('accepts absolute http(s) URLs', () => {
    expect(solutionUrlError('https://github.com/ada/counter', 'GitHub Repository URL')).toBeNull()
    expect(solutionUrlError('  http://ada.github.io/counter/ ', 'GitHub Pages URL')).toBeNull()
  })

  it('requires a value', () => {
    expect(solutionUrlError('', 'GitHub Repository URL')).toBe('GitHub Repository URL is required')
    expect(solutionUrlError('   ', 'GitHub Pages URL')).toBe('GitHub Pages URL is required')
  })

  it.each([
    'github.com/ada/counter',
    'ftp://example.com/x',
    'javascript:alert(1)',
    'https://',
    '/relative/path',
  ])('rejects %j', (value) => {
    expect(solutionUrlError(value, 'GitHub Pages URL')).toBe(
      'GitHub Pages URL must be a full URL starting with https://',
    )
  })
})

describe('fieldOfServerMessage', () => {
  it('finds the field a 422 message names', () => {
    expect(fieldOfServerMessage('github_repo_url must be an absolute http(s) URL')).toBe(
      'githubRepoUrl',
    )
    expect(fieldOfServerMessage('github_pages_url must be an absolute http(s) URL')).toBe(
      'githubPagesUrl',
    )
    expect(fieldOfServerMessage('github_repo_url must not be a GitHub Pages address')).toBe(
      'githubRepoUrl',
    )
    expect(fieldOfServerMessage('The Pages URL is not reachable')).toBe('githubPagesUrl')
    expect(fieldOfServerMessage('status is invalid')).toBeNull()
  })
})
