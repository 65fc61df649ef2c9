import type { User } from '@stepup/contract'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { clearLocalAuth, markLoggedIn } from '../../lib/auth.ts'
import { chooseLanguage, i18nReady } from '../../lib/i18n.ts'
import { LanguageSwitcher } from './language-switcher.tsx'

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

function stubFetch() {
  const fetch = vi.fn(async (_request: Request) => new Response(JSON.stringify({ user }), { status: 200 }))
  vi.stubGlobal('fetch', fetch)
  return fetch
}

beforeAll(() => i18nReady)
afterEach(async () => {
  cleanup()
  clearLocalAuth()
  vi.unstubAllGlobals()
  await chooseLanguage('en')
})
afterAll(() => localStorage.clear())

describe('LanguageSwitcher', () => {
  it("tells the server a logged-in member's choice, so their mails come in it", async () => {
    markLoggedIn(user)
    const fetch = stubFetch()
    render(<LanguageSwitcher />)
    fireEvent.change(screen.getByRole('combobox'), { target: { value: 'es' } })
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1))
    const [request] = fetch.mock.calls[0]!
    expect(new URL(request.url).pathname).toBe('/api/me')
    expect(request.method).toBe('PATCH')
    expect(await request.json()).toEqual({ language: 'es' })
  })

  it('calls nobody when no one is logged in', async () => {
    const fetch = stubFetch()
    render(<LanguageSwitcher />)
    fireEvent.change(screen.getByRole('combobox'), { target: { value: 'he' } })
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(fetch).not.toHaveBeenCalled()
  })
})
