import { describe, expect, it } from 'vitest'
import { guardRedirect } from './route-guard.ts'

describe('guardRedirect (access redirects)', () => {
  it('lets guests open the landing, login, signup, no-profile, forgot, reset and about pages', () => {
    for (const path of [
      '/',
      '/login',
      '/signup',
      '/no-profile',
      '/forgot-password',
      '/reset-password',
      '/about',
      '/login/',
    ]) {
      expect(guardRedirect(path, false), path).toBeNull()
    }
  })

  it('sends guests from every other page to /no-profile', () => {
    for (const path of [
      '/profile',
      '/profile/7',
      '/myscores',
      '/imports',
      '/allScores',
      '/TeamsScores',
      '/admin',
      '/teams/3',
      '/x',
    ]) {
      expect(guardRedirect(path, false), path).toBe('/no-profile')
    }
  })

  it('sends a logged-in user from /login and /signup to /, and nowhere else', () => {
    expect(guardRedirect('/login', true)).toBe('/')
    expect(guardRedirect('/SIGNUP', true)).toBe('/')
    for (const path of ['/', '/profile', '/no-profile', '/reset-password', '/allScores']) {
      expect(guardRedirect(path, true), path).toBeNull()
    }
  })
})
