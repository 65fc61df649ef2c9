import { describe, expect, it } from 'vitest'
import { accessOf, guardRedirect } from './route-guard.ts'

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
      '/admin/members/3',
      '/challenges/create',
      '/teams/3',
      '/x',
    ]) {
      expect(guardRedirect(path, false), path).toBe('/no-profile')
    }
  })

  it('sends a logged-in user from /login and /signup to /, and nowhere else', () => {
    expect(guardRedirect('/login', true)).toBe('/')
    expect(guardRedirect('/SIGNUP', true)).toBe('/')
    for (const path of ['/', '/profile', '/no-profile', '/reset-password', '/allScores', '/admin', '/allTeams']) {
      expect(guardRedirect(path, true), path).toBeNull()
    }
  })
})

describe('accessOf (the route table)', () => {
  it('reads who a page is for from the table, a fixed address before a pattern', () => {
    expect(accessOf('/about')).toBe('anyone')
    expect(accessOf('/Login/')).toBe('guests')
    expect(accessOf('/challenges/7')).toBe('members')
    expect(accessOf('/challenges/create')).toBe('admins')
    expect(accessOf('/admin/members/12')).toBe('admins')
    expect(accessOf('/nowhere')).toBe('members')
  })
})
