import type { Challenge, User } from '@stepup/contract'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { MemoryRouter, Route, Routes } from 'react-router'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { clearLocalAuth, markLoggedIn } from '../../lib/auth.ts'
import { loadNamespaces } from '../../lib/i18n.ts'
import { ChallengeDetailsPage } from './routes/challenge-details-page.tsx'

beforeAll(() => loadNamespaces(['challenges', 'errors']))
afterEach(() => {
  cleanup()
  clearLocalAuth()
  vi.unstubAllGlobals()
})

const admin: User = {
  id: 1,
  username: 'Ada Admin',
  email: 'ada@example.com',
  avatarUrl: null,
  phoneNumber: null,
  sensorUserId: null,
  isAdmin: true,
  teamId: null,
  timeZone: null,
  achievementsVisibility: 'everyone',
  emailVerified: true,
  mustVerifyEmail: false,
}

const challenge = (): Challenge => ({
  id: 7,
  name: 'Stairs week',
  startDate: '2020-01-01T00:00:00.000Z',
  endDate: '2999-01-01T00:00:00.000Z',
  points: 40,
  completions: [
    {
      id: 11,
      challengeId: 7,
      status: 'pending',
      imageUrl: '/uploads/proof-11.png',
      user: { id: 2, username: 'Mia Member' },
      createdAt: '2026-05-01T10:00:00.000Z',
    },
  ],
})

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

/** The page for an admin, on a server that answers `data` and records each judgment. */
function open(data = challenge()) {
  markLoggedIn(admin)
  const judgments: { path: string; body: unknown }[] = []
  const fetch = vi.fn(async (request: Request) => {
    if (request.method === 'PATCH') {
      judgments.push({ path: new URL(request.url).pathname, body: await request.json() })
      const [completion] = data.completions
      return json({ ...completion, status: (judgments.at(-1)!.body as { status: string }).status })
    }
    return json(data)
  })
  vi.stubGlobal('fetch', fetch)
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={['/challenges/7']}>
        <Routes>
          <Route path="/challenges/:id" element={<ChallengeDetailsPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  )
  return judgments
}

const card = async () => screen.findByTestId('submission-11')

describe('ChallengeDetailsPage judging', () => {
  it('sends the admin’s reason with a rejection, for the member', async () => {
    const judgments = open()
    const proof = await card()
    fireEvent.change(within(proof).getByLabelText('Reason (sent to the member)'), {
      target: { value: '  The photo does not show the stairs.  ' },
    })
    fireEvent.click(within(proof).getByRole('button', { name: 'Reject' }))
    await waitFor(() => expect(judgments).toHaveLength(1))
    expect(judgments[0]).toEqual({
      path: '/api/challenges/7/completions/11',
      body: { status: 'rejected', reason: 'The photo does not show the stairs.' },
    })
  })

  it('approves in one click, with no reason when the field is left empty', async () => {
    const judgments = open()
    const proof = await card()
    const reason = within(proof).getByLabelText('Reason (sent to the member)') as HTMLTextAreaElement
    expect(reason.maxLength).toBe(500)
    expect(reason.value).toBe('')
    fireEvent.click(within(proof).getByRole('button', { name: 'Approve' }))
    await waitFor(() => expect(judgments).toHaveLength(1))
    expect(judgments[0]!.body).toEqual({ status: 'approved' })
  })

  it('shows no reason field on the admin’s own proof', async () => {
    const own = challenge()
    own.completions[0]!.user = { id: admin.id, username: admin.username }
    open(own)
    const proof = await card()
    expect(within(proof).getByText('Another admin judges your own proof.')).toBeTruthy()
    expect(within(proof).queryByLabelText('Reason (sent to the member)')).toBeNull()
  })
})
