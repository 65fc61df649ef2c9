import { describe, expect, it } from 'vitest'
import { navGroups } from './nav-links.ts'

const labels = (isLoggedIn: boolean, isAdmin: boolean) =>
  Object.fromEntries(navGroups({ isLoggedIn, isAdmin }).map((group) => [group.id, group.links.map((l) => l.to)]))

describe('navGroups (the header groups)', () => {
  it('shows guests Home, Login and Signup only', () => {
    expect(labels(false, false)).toEqual({ main: ['/'], account: ['/login', '/signup'] })
  })

  it('shows members the protected links, without Admin, Login or Signup', () => {
    expect(labels(true, false)).toEqual({
      main: ['/', '/myscores', '/allScores', '/competitions'],
      social: ['/teams', '/friends', '/chats', '/challenges'],
      account: ['/settings'],
    })
  })

  it('adds Admin for admins', () => {
    expect(labels(true, true).account).toEqual(['/settings', '/admin'])
  })
})
