import type { User } from '@stepup/contract'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { loadNamespaces } from '../../../lib/i18n.ts'
import { CreateTeamForm } from './create-team-form.tsx'

const friend = (id: number, username: string, avatarUrl: string | null = null): User => ({
  id,
  username,
  email: `${id}@example.com`,
  avatarUrl,
  phoneNumber: null,
  sensorUserId: null,
  isAdmin: false,
  teamId: null,
  timeZone: null,
  achievementsVisibility: 'everyone',
  emailVerified: true,
  mustVerifyEmail: false,
})

beforeAll(() => loadNamespaces(['teams']))
afterEach(cleanup)

describe('CreateTeamForm', () => {
  it("names each friend's checkbox once, with or without a picture", async () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <CreateTeamForm
          friends={[friend(1, 'Robin Reyes'), friend(2, 'Pat Park', '/uploads/pat.webp')]}
          maxTeamMembers={10}
          onInvitesFailed={() => {}}
        />
      </QueryClientProvider>,
    )
    await screen.findByLabelText('Team name')
    expect(screen.getByRole('checkbox', { name: 'Robin Reyes' })).toBeTruthy()
    expect(screen.getByRole('checkbox', { name: 'Pat Park' })).toBeTruthy()
  })
})
