import type { User } from '@stepup/contract'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { clearLocalAuth, markLoggedIn } from '../../../lib/auth.ts'
import { loadNamespaces } from '../../../lib/i18n.ts'
import { json } from '../test-fixtures.ts'
import { Announcements } from './announcements.tsx'
import { DISMISSED_KEY } from './dismissed-announcements.ts'

const user: User = {
  id: 1,
  username: 'Jo Walker',
  email: 'jo@example.com',
  avatarUrl: null,
  phoneNumber: null,
  sensorUserId: null,
  isAdmin: false,
  teamId: null,
  timeZone: null,
  achievementsVisibility: 'everyone',
  emailVerified: true,
  mustVerifyEmail: false,
}

const announcements = [
  {
    id: 7,
    title: 'Stairs week',
    body: 'Take the stairs.\n<b>Every</b> day.',
    language: 'en',
    createdAt: '2026-03-02T09:00:00.000Z',
  },
  { id: 8, title: 'חודש הליכה', body: 'יוצאים לצעוד.', language: 'he', createdAt: '2026-03-01T09:00:00.000Z' },
]

beforeAll(() => loadNamespaces(['notifications']))
afterEach(() => {
  cleanup()
  clearLocalAuth()
  vi.unstubAllGlobals()
})

function show() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => json({ announcements })),
  )
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <Announcements />
    </QueryClientProvider>,
  )
}

describe('Announcements', () => {
  it('shows the text as text, its line breaks kept, each in its own language', async () => {
    markLoggedIn(user)
    show()
    const body = await screen.findByText(/Take the stairs\./)
    expect(body.textContent).toBe('Take the stairs.\n<b>Every</b> day.')
    expect(body.querySelector('b')).toBeNull()
    expect(body.className).toContain('whitespace-pre-line')
    expect(screen.getByText('חודש הליכה').closest('[lang]')?.getAttribute('dir')).toBe('rtl')
  })

  it('remembers a dismissed announcement on this device', async () => {
    markLoggedIn(user)
    show()
    fireEvent.click(await screen.findByRole('button', { name: 'Dismiss the announcement “Stairs week”' }))
    expect(screen.queryByText('Stairs week')).toBeNull()
    expect(JSON.parse(localStorage.getItem(DISMISSED_KEY)!)).toEqual([7])
    cleanup()
    show()
    await screen.findByText('חודש הליכה')
    expect(screen.queryByText('Stairs week')).toBeNull()
  })

  it('asks nothing for a guest', () => {
    const { container } = show()
    expect(container.textContent).toBe('')
    expect(fetch).not.toHaveBeenCalled()
  })
})
