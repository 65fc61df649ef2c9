import { describe, expect, it } from 'vitest'
import { currentTab, navGroups, tabLinks } from './nav-links.ts'

const labels = (isLoggedIn: boolean, isAdmin: boolean) =>
  Object.fromEntries(navGroups({ isLoggedIn, isAdmin }).map((group) => [group.id, group.links.map((l) => l.to)]))

describe('navGroups (the header groups)', () => {
  it('shows guests Home, Login and Signup only', () => {
    expect(labels(false, false)).toEqual({ main: ['/'], account: ['/login', '/signup'] })
  })

  it('shows members the protected links, without Admin, Login or Signup', () => {
    expect(labels(true, false)).toEqual({
      main: ['/', '/myscores', '/imports', '/connect', '/allScores', '/competitions'],
      social: ['/teams', '/friends', '/chats', '/challenges'],
      account: ['/settings'],
    })
  })

  it('adds Admin for admins', () => {
    expect(labels(true, true).account).toEqual(['/settings', '/admin'])
  })
})

describe('the phone tab bar', () => {
  it('holds Home, My Scores, Boards and Competitions, in that order', () => {
    expect(tabLinks.map((tab) => tab.to)).toEqual(['/', '/myscores', '/allScores', '/competitions'])
  })

  it('lights the tab of the page, and of the pages that open from it', () => {
    expect(currentTab('/')?.to).toBe('/')
    expect(currentTab('/myscores')?.to).toBe('/myscores')
    expect(currentTab('/allScores')?.to).toBe('/allScores')
    expect(currentTab('/TeamsScores')?.to).toBe('/allScores')
    expect(currentTab('/competitions/12')?.to).toBe('/competitions')
    expect(currentTab('/competitions/')?.to).toBe('/competitions')
  })

  it('lights no tab on the other pages', () => {
    expect(currentTab('/profile')).toBeUndefined()
    expect(currentTab('/imports')).toBeUndefined()
    expect(currentTab('/competitionsX')).toBeUndefined()
    expect(currentTab('/myscoresheet')).toBeUndefined()
  })
})
