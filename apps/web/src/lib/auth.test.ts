import type { User } from '@stepup/contract'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { clearLocalAuth, getAuthState, hasStoredLogin, markLoggedIn } from './auth.ts'

const user: User = {
  id: 1,
  username: 'Jo Walker',
  email: 'jo@example.com',
  avatarUrl: null,
  phoneNumber: null,
  sensorUserId: null,
  isAdmin: true,
  teamId: null,
  timeZone: null,
}

afterEach(() => {
  vi.useRealTimers()
  clearLocalAuth()
})

describe('local auth state', () => {
  it('stores the flag at once and flips the visible state after the login delay', () => {
    vi.useFakeTimers()
    markLoggedIn(user, { delayMs: 1000 })
    expect(hasStoredLogin()).toBe(true)
    expect(sessionStorage.getItem('isLoggedIn')).toBe('true')
    expect(getAuthState()).toMatchObject({ isLoggedIn: false, isAdmin: true, user })
    vi.advanceTimersByTime(999)
    expect(getAuthState().isLoggedIn).toBe(false)
    vi.advanceTimersByTime(1)
    expect(getAuthState().isLoggedIn).toBe(true)
  })

  it('logs in at once after registration', () => {
    markLoggedIn({ ...user, isAdmin: false })
    expect(getAuthState()).toMatchObject({ isLoggedIn: true, isAdmin: false })
  })

  it('clears session and local storage except the theme and language, and cancels a pending flip', () => {
    vi.useFakeTimers()
    localStorage.setItem('theme', 'dark')
    localStorage.setItem('language', 'en')
    localStorage.setItem('somethingElse', 'x')
    markLoggedIn(user, { delayMs: 1000 })
    clearLocalAuth()
    vi.advanceTimersByTime(2000)
    expect({ ...localStorage }).toEqual({ theme: 'dark', language: 'en' })
    expect(sessionStorage.length).toBe(0)
    expect(getAuthState()).toEqual({ isLoggedIn: false, isAdmin: false, user: null })
    expect(hasStoredLogin()).toBe(false)
  })
})
