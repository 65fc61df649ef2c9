import type { Competition } from '@stepup/contract'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { meQueryKey } from '../../../lib/auth.ts'
import { loadNamespaces } from '../../../lib/i18n.ts'
import { ContestLine } from './contest-line.tsx'

const contest: Competition = {
  id: 9,
  name: 'Ana v Ben',
  description: '',
  startDate: '2026-11-26',
  endDate: '2026-11-28',
  graceHours: 24,
  status: 'upcoming',
  participation: 'opt-in',
  scoring: { individual: 'steps', target: 10_000, team: 'sum' },
  prizes: [],
  joined: true,
  startsAt: '2026-11-26T00:00:00Z',
  endsAt: '2026-11-29T00:00:00Z',
  finalAt: '2026-11-30T00:00:00Z',
  participants: 2,
  contest: { format: 'duel', startedBy: { id: 1, username: 'Ana' }, pending: 0 },
}

beforeAll(async () => {
  await loadNamespaces(['competitions', 'common', 'errors'])
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.open = true
  }
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.open = false
  }
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

/** The contest's line as the member `viewerId` sees it; answers every call with `status`. */
function show(competition: Competition, viewerId: number, status = 204) {
  const fetch = vi.fn(async (_request: Request) =>
    status === 204
      ? new Response(null, { status })
      : new Response(JSON.stringify({ error: 'This contest has started: it can no longer be cancelled.' }), {
          status,
        }),
  )
  vi.stubGlobal('fetch', fetch)
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  client.setQueryData(meQueryKey, { id: viewerId })
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <ContestLine competition={competition} />
      </MemoryRouter>
    </QueryClientProvider>,
  )
  return fetch
}

describe('ContestActions', () => {
  it('lets the starter cancel an upcoming contest once they confirm', async () => {
    const fetch = show(contest, 1)
    expect(screen.queryByRole('button', { name: /Leave contest/ })).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Cancel contest: Ana v Ben' }))
    expect(fetch).not.toHaveBeenCalled()
    expect(screen.getByText(/“Ana v Ben” will be deleted with its invitations/)).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Cancel contest' }))
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1))
    const [request] = fetch.mock.calls[0]!
    expect([request.method, new URL(request.url).pathname]).toEqual(['DELETE', '/api/contests/9'])
  })

  it('says why a cancel was refused, in the dialog', async () => {
    show(contest, 1, 409)
    fireEvent.click(screen.getByRole('button', { name: 'Cancel contest: Ana v Ben' }))
    fireEvent.click(screen.getByRole('button', { name: 'Cancel contest' }))
    expect(await screen.findByText('This contest has started: it can no longer be cancelled.')).toBeTruthy()
  })

  it('lets anyone else on the board leave until it ends, once they confirm', async () => {
    const fetch = show({ ...contest, status: 'running' }, 2)
    expect(screen.queryByRole('button', { name: /Cancel contest/ })).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Leave contest: Ana v Ben' }))
    fireEvent.click(screen.getByRole('button', { name: 'Leave' }))
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1))
    const [request] = fetch.mock.calls[0]!
    expect([request.method, new URL(request.url).pathname]).toEqual(['DELETE', '/api/competitions/9/participants/me'])
  })

  it('offers nothing once it is too late, nor to a member not on the board', () => {
    show({ ...contest, status: 'running' }, 1)
    expect(screen.queryByRole('button')).toBeNull()
    cleanup()
    show({ ...contest, status: 'grace' }, 2)
    expect(screen.queryByRole('button')).toBeNull()
    cleanup()
    show({ ...contest, joined: false }, 3)
    expect(screen.queryByRole('button')).toBeNull()
  })
})
