import { afterEach, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../helpers/app.ts'

let t: TestApp | undefined

afterEach(async () => {
  await t?.close()
  t = undefined
})

describe('community link in GET /api/scores/config', () => {
  it('is empty when neither the admin nor COMMUNITY_URL set one', async () => {
    t = await createTestApp()
    const { cookie } = await t.signUp()
    const response = await t.request('GET', '/api/scores/config', { cookie })
    expect(response.status).toBe(200)
    expect(response.body.communityUrl).toBe('')
  })

  it("falls back to COMMUNITY_URL until an admin sets one, and the admin's link wins after", async () => {
    t = await createTestApp({ COMMUNITY_URL: 'https://chat.example.com/invite/abc' })
    const member = await t.signUp()
    const admin = await t.signUp({ admin: true })

    const before = await t.request('GET', '/api/scores/config', { cookie: member.cookie })
    expect(before.body.communityUrl).toBe('https://chat.example.com/invite/abc')

    const saved = await t.request('POST', '/api/scores/config', {
      cookie: admin.cookie,
      body: { communityUrl: 'https://club.example.org/community' },
    })
    expect(saved.status).toBe(200)
    expect(saved.body.communityUrl).toBe('https://club.example.org/community')

    const after = await t.request('GET', '/api/scores/config', { cookie: member.cookie })
    expect(after.body.communityUrl).toBe('https://club.example.org/community')

    // Clearing the admin's link shows the server's one again.
    const cleared = await t.request('POST', '/api/scores/config', { cookie: admin.cookie, body: { communityUrl: '' } })
    expect(cleared.status).toBe(200)
    expect(cleared.body.communityUrl).toBe('https://chat.example.com/invite/abc')
  })
})
