import { QueryClient, QueryObserver } from '@tanstack/react-query'
import { describe, expect, it, vi } from 'vitest'
import { refreshAfterStepsMoved } from './query-client.ts'

describe('refreshAfterStepsMoved', () => {
  it('drops the step figures no page shows, fetches again those on screen, and leaves the rest', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } })
    let fetches = 0
    client.setQueryData(['competitions', 7, 'board'], { steps: 0 })
    client.setQueryData(['admin', 'summary'], { steps: 0 })
    client.setQueryData(['challenges'], ['kept'])
    const onScreen = new QueryObserver(client, {
      queryKey: ['scores', 'history'],
      queryFn: () => ({ steps: (fetches += 1) * 1000 }),
    })
    const unsubscribe = onScreen.subscribe(() => {})
    await vi.waitFor(() => expect(client.getQueryData(['scores', 'history'])).toEqual({ steps: 1000 }))

    const refreshed = refreshAfterStepsMoved(client)
    // The figures on screen stay until their new copy arrives, which is asked for at once.
    expect(client.getQueryState(['scores', 'history'])).toMatchObject({ isInvalidated: true, fetchStatus: 'fetching' })
    expect(client.getQueryData(['scores', 'history'])).toEqual({ steps: 1000 })
    await refreshed
    expect(client.getQueryData(['scores', 'history'])).toEqual({ steps: 2000 })

    expect(client.getQueryData(['competitions', 7, 'board'])).toBeUndefined()
    expect(client.getQueryData(['admin', 'summary'])).toBeUndefined()
    expect(client.getQueryData(['challenges'])).toEqual(['kept'])
    unsubscribe()
  })
})
