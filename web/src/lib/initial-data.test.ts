import { afterEach, describe, expect, it } from 'vitest'
import { jsonResponse, mockFetch } from '@/test/fetch-mock'
import { api } from './api-client'

function embed(path: string, json: string) {
  const element = document.createElement('script')
  element.type = 'application/json'
  element.id = 'initial-data'
  element.dataset.path = path
  element.textContent = json
  document.head.append(element)
}

describe('the answer embedded in the page', () => {
  afterEach(() => {
    document.getElementById('initial-data')?.remove()
    window.localStorage.clear()
  })

  it('answers its own GET once, without a request, for a signed-out visitor', async () => {
    embed('/api/posts/by-slug/grid', '{"slug":"grid","title":"Grid \\u003cbasics\\u003e"}')
    const fetchMock = mockFetch({ 'GET /api/posts/by-slug/grid': { slug: 'grid', title: 'Fresh' } })

    await expect(api.get('/api/posts/by-slug/grid')).resolves.toEqual({
      slug: 'grid',
      title: 'Grid <basics>',
    })
    expect(fetchMock).not.toHaveBeenCalled()
    expect(document.getElementById('initial-data')).toBeNull()
    // A refetch goes to the server.
    await expect(api.get('/api/posts/by-slug/grid')).resolves.toEqual({
      slug: 'grid',
      title: 'Fresh',
    })
    expect(fetchMock).toHaveBeenCalledTimes(1)
  })

  it('is not used for another path, nor when signed in', async () => {
    embed('/api/tasks/by-slug/card', '{"id":1}')
    const fetchMock = mockFetch({ 'GET /api/tasks/by-slug/other': { id: 2 } })
    await expect(api.get('/api/tasks/by-slug/other')).resolves.toEqual({ id: 2 })
    expect(document.getElementById('initial-data')).not.toBeNull()

    window.localStorage.setItem('token', 'tok-1')
    fetchMock.mockResolvedValueOnce(jsonResponse({ id: 1, mine: true }))
    await expect(api.get('/api/tasks/by-slug/card')).resolves.toEqual({ id: 1, mine: true })
  })

  it('falls back to the server when the block does not parse', async () => {
    embed('/api/learning-paths/first', '{not json')
    const fetchMock = mockFetch({ 'GET /api/learning-paths/first': { success: true } })
    await expect(api.get('/api/learning-paths/first')).resolves.toEqual({ success: true })
    expect(fetchMock).toHaveBeenCalledTimes(1)
  })
})
