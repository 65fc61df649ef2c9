import type { TeamInvite } from '@stepup/contract'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { loadNamespaces } from '../../../lib/i18n.ts'
import { ReceivedInvites } from './received-invites.tsx'

const invite = (id: number, teamName: string): TeamInvite => ({
  id,
  status: 'pending',
  createdAt: '2026-11-20T10:00:00.000Z',
  team: { id: id * 10, name: teamName, members: [{ id: id * 100, username: `Lead ${teamName}`, avatarUrl: null }] },
  sender: { id: id * 100, username: `Lead ${teamName}` },
  invitee: { id: 1, username: 'Jo Walker', avatarUrl: null },
})

beforeAll(() => loadNamespaces(['teams', 'errors']))
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('ReceivedInvites', () => {
  it('says a refused answer on the invite it was about, never in a browser pop-up', async () => {
    const popUp = vi.spyOn(window, 'alert').mockImplementation(() => {})
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ error: 'This team is full', key: 'teamFullToJoin' }), {
            status: 409,
            headers: { 'content-type': 'application/json' },
          }),
      ),
    )
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <ReceivedInvites
          invites={[invite(1, 'Striders'), invite(2, 'Night Owls')]}
          inTeam={false}
          maxTeamMembers={10}
        />
      </QueryClientProvider>,
    )
    const [striders, owls] = screen.getAllByRole('listitem')
    fireEvent.click(within(owls!).getByRole('button', { name: 'Accept' }))

    const alert = await within(owls!).findByRole('alert')
    expect(alert.textContent).toContain('This team is full')
    expect(within(striders!).queryByRole('alert')).toBeNull()
    expect(popUp).not.toHaveBeenCalled()
  })
})
