import { describe, expect, it } from 'vitest'
import { returnPath } from './api/sso-hrefs.ts'

describe('where the login page goes once the provider signed the member in', () => {
  it('goes to a page of the app', () => {
    expect(returnPath('/myscores', '/profile')).toBe('/myscores')
    expect(returnPath('/competitions/4?tab=teams', '/profile')).toBe('/competitions/4?tab=teams')
  })

  it.each([
    [null],
    [''],
    ['https://evil.test/'],
    ['//evil.test/'],
    ['/\\evil.test'],
    ['/\t/evil.test'],
    ['/api/me'],
    ['/login?signedIn=sso'],
    ['/login'],
    ['profile'],
    [`/${'a'.repeat(600)}`],
  ])('goes to the fallback instead of %j', (value) => {
    expect(returnPath(value, '/profile')).toBe('/profile')
  })
})
