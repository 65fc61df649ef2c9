import type { Competition, MemberContestsInfo } from '@stepup/contract'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { loadNamespaces } from '../../../lib/i18n.ts'
import { StartContestDialog } from './start-contest-dialog.tsx'

// 2026-11-25 is a Wednesday.
const info: MemberContestsInfo = {
  enabled: true,
  limit: 3,
  started: 0,
  today: '2026-11-25',
  candidates: [
    { id: 2, username: 'Ben', avatarUrl: null, friend: true, teamMate: false },
    { id: 3, username: 'Cleo', avatarUrl: null, friend: false, teamMate: true },
  ],
}

const created: Competition = {
  id: 9,
  name: 'Ana v Ben',
  description: '',
  startDate: '2026-11-25',
  endDate: '2026-12-01',
  graceHours: 24,
  status: 'running',
  participation: 'opt-in',
  scoring: { individual: 'steps', target: 10_000, team: 'sum' },
  prizes: [],
  joined: true,
  startsAt: '2026-11-25T00:00:00Z',
  endsAt: '2026-12-02T00:00:00Z',
  finalAt: '2026-12-03T00:00:00Z',
  participants: 1,
  contest: { format: 'duel', startedBy: { id: 1, username: 'Ana' }, pending: 1 },
}

beforeAll(async () => {
  await loadNamespaces(['competitions', 'errors'])
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

function renderDialog(props: { initialInvitee?: number; info?: MemberContestsInfo } = {}) {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <StartContestDialog
          info={props.info ?? info}
          userName="Ana"
          initialInvitee={props.initialInvitee}
          onClose={() => {}}
        />
      </MemoryRouter>
    </QueryClientProvider>,
  )
}

const answer = (status: number, body: unknown) =>
  vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }))

describe('StartContestDialog', () => {
  it('sends a duel with the friend it was opened for, named after both', async () => {
    const fetch = answer(201, created)
    vi.stubGlobal('fetch', fetch)
    renderDialog({ initialInvitee: 2 })
    fireEvent.click(await screen.findByRole('button', { name: 'Start and invite' }))
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled())
    const [request] = fetch.mock.calls[0] as unknown as [Request]
    expect(await request.json()).toEqual({
      format: 'duel',
      name: 'Ana v Ben',
      invitees: [2],
      startDate: '2026-11-25',
      endDate: '2026-12-01',
    })
  })

  it('shows the coming weekend, and asks for someone to invite before sending', async () => {
    const fetch = answer(201, created)
    vi.stubGlobal('fetch', fetch)
    renderDialog()
    fireEvent.click(await screen.findByRole('radio', { name: /^Weekend warrior/ }))
    expect(screen.getByTestId('contest-days').textContent).toBe('Days: Nov 28, 2026 – Nov 29, 2026')
    fireEvent.click(screen.getByRole('button', { name: 'Start and invite' }))
    expect((await screen.findByRole('alert')).textContent).toBe('Choose at least one person to invite')
    expect(fetch).not.toHaveBeenCalled()
  })

  it('says the server’s refusal under the form', async () => {
    vi.stubGlobal(
      'fetch',
      answer(409, {
        error: 'You already have 3 contests running or coming up. Start a new one once one of them has ended.',
        key: 'contestLimitReached',
        params: { max: 3 },
      }),
    )
    renderDialog({ initialInvitee: 3 })
    fireEvent.click(await screen.findByRole('button', { name: 'Start and invite' }))
    expect(await screen.findByText(/You already have 3 contests running or coming up/)).toBeTruthy()
  })
})
