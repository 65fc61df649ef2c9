import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addDays, todayIn } from '../../src/lib/days.ts'
import { createTestApp, type TestApp } from '../helpers/app.ts'
import { addMember, befriend, type Member } from '../helpers/members.ts'

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])

describe('achievement share cards and who sees achievements', () => {
  let t: TestApp
  let walker: Member
  const today = todayIn('UTC')

  beforeAll(async () => {
    t = await createTestApp()
    walker = await addMember(t.db)
    const entered = await t.request('POST', '/api/scores', {
      cookie: walker.cookie,
      body: { date: addDays(today, -1), steps: 12_345 },
    })
    expect(entered.status, entered.text).toBe(200)
    await t.app.achievements.awardPending()
  })
  afterAll(() => t.close())

  const card = (cookie: string, url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers: { cookie, ...headers } })

  it('draws a 1200×630 PNG of an earned achievement in each language, and keeps it drawn', async () => {
    const drawnBefore = t.app.shareCards.drawn
    const sizes = new Set<number>()
    for (const lang of ['en', 'es', 'he']) {
      const response = await card(walker.cookie, `/api/me/achievements/best-day-10000/card.png?lang=${lang}`)
      expect(response.statusCode, response.body).toBe(200)
      expect(response.headers['content-type']).toBe('image/png')
      expect(response.headers['cache-control']).toBe('private, max-age=300')
      const png = response.rawPayload
      expect(png.subarray(0, 8)).toEqual(PNG_SIGNATURE)
      // IHDR, the first chunk: width and height as big-endian 32-bit numbers.
      expect(png.subarray(12, 16).toString('latin1')).toBe('IHDR')
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630])
      const { width, height, format } = await sharp(png).metadata()
      expect({ width, height, format }).toEqual({ width: 1200, height: 630, format: 'png' })
      sizes.add(png.length)
    }
    // Three languages, three pictures.
    expect(sizes.size).toBe(3)
    expect(t.app.shareCards.drawn - drawnBefore).toBe(3)

    const again = await card(walker.cookie, '/api/me/achievements/best-day-10000/card.png?lang=es')
    expect(again.statusCode).toBe(200)
    expect(t.app.shareCards.drawn - drawnBefore).toBe(3)
    const confirmed = await card(walker.cookie, '/api/me/achievements/best-day-10000/card.png?lang=es', {
      'if-none-match': String(again.headers.etag),
    })
    expect(confirmed.statusCode).toBe(304)
    expect(confirmed.rawPayload.length).toBe(0)
  })

  it('draws English when no language is asked', async () => {
    const plain = await card(walker.cookie, '/api/me/achievements/first-steps/card.png')
    const english = await card(walker.cookie, '/api/me/achievements/first-steps/card.png?lang=en')
    expect(plain.statusCode).toBe(200)
    expect(plain.headers.etag).toBe(english.headers.etag)
  })

  it('answers 404 for an achievement not earned or unknown, 400 for a bad key or language, 401 without a session', async () => {
    const notEarned = await card(walker.cookie, '/api/me/achievements/streak-365/card.png')
    expect(notEarned.statusCode).toBe(404)
    expect(notEarned.json()).toMatchObject({ key: 'achievementNotEarned' })
    expect((await card(walker.cookie, '/api/me/achievements/no-such-thing/card.png')).statusCode).toBe(404)
    expect((await card(walker.cookie, '/api/me/achievements/DROP%20TABLE/card.png')).statusCode).toBe(400)
    expect((await card(walker.cookie, `/api/me/achievements/${'a'.repeat(65)}/card.png`)).statusCode).toBe(400)
    expect((await card(walker.cookie, '/api/me/achievements/first-steps/card.png?lang=fr')).statusCode).toBe(400)
    expect((await card('', '/api/me/achievements/first-steps/card.png')).statusCode).toBe(401)
  })

  it('answers 404 for an achievement a changed day took back', async () => {
    const member = await addMember(t.db)
    const admin = await addMember(t.db, { admin: true })
    await t.request('POST', '/api/scores', { cookie: member.cookie, body: { date: today, steps: 15_100 } })
    await t.app.achievements.awardPending()
    expect((await card(member.cookie, '/api/me/achievements/best-day-15000/card.png')).statusCode).toBe(200)
    const corrected = await t.request('PUT', `/api/admin/members/${member.user.id}/days/${today}`, {
      cookie: admin.cookie,
      body: { steps: 11_000, reason: 'Counted twice' },
    })
    expect(corrected.status, corrected.text).toBe(200)
    await t.app.achievements.awardPending()
    expect((await card(member.cookie, '/api/me/achievements/best-day-15000/card.png')).statusCode).toBe(404)
  })

  it('draws a card asked many times at once only once', async () => {
    const member = await addMember(t.db)
    await t.request('POST', '/api/scores', { cookie: member.cookie, body: { date: today, steps: 10_500 } })
    await t.app.achievements.awardPending()
    // Distinct cards (the level the card shows is the same, the languages and keys differ).
    const urls = ['first-steps', 'best-day-10000'].flatMap((key) =>
      ['en', 'es', 'he'].map((lang) => `/api/me/achievements/${key}/card.png?lang=${lang}`),
    )
    const drawnBefore = t.app.shareCards.drawn
    const answers = await Promise.all([...urls, ...urls, ...urls].map((url) => card(member.cookie, url)))
    // One is drawn at a time and eight wait: six different cards all fit.
    expect(answers.map((answer) => answer.statusCode)).toEqual(answers.map(() => 200))
    expect(t.app.shareCards.drawn - drawnBefore).toBe(urls.length)
  })

  describe("another member's achievements", () => {
    const theirs = (viewer: Member, member: Member) =>
      t.request('GET', `/api/users/${member.user.id}/achievements`, { cookie: viewer.cookie })
    const setVisibility = async (member: Member, achievementsVisibility: string) => {
      const response = await t.request('PATCH', '/api/me', { cookie: member.cookie, body: { achievementsVisibility } })
      expect(response.status, response.text).toBe(200)
      expect(response.body.achievementsVisibility).toBe(achievementsVisibility)
    }

    it('shows everyone signed in by default, friends only or nobody as the member chooses', async () => {
      const friend = await addMember(t.db)
      const stranger = await addMember(t.db)
      await befriend(t.db, walker.user.id, friend.user.id)
      const me = await t.request('GET', '/api/me', { cookie: walker.cookie })
      expect(me.body.achievementsVisibility).toBe('everyone')

      const shown = await theirs(stranger, walker)
      expect(shown.status, shown.text).toBe(200)
      expect(shown.body).toMatchObject({ level: 1, points: 20 })
      expect(shown.body.earned.map((achievement: { key: string }) => achievement.key).sort()).toEqual([
        'best-day-10000',
        'first-steps',
      ])
      expect(shown.body).not.toHaveProperty('next')
      const strangersCard = await card(
        stranger.cookie,
        `/api/users/${walker.user.id}/achievements/first-steps/card.png`,
      )
      expect(strangersCard.statusCode).toBe(200)

      await setVisibility(walker, 'friends')
      expect((await theirs(friend, walker)).status).toBe(200)
      const hidden = await theirs(stranger, walker)
      expect(hidden.status).toBe(403)
      expect(hidden.body).toMatchObject({ key: 'achievementsFriendsOnly' })
      expect(
        (await card(stranger.cookie, `/api/users/${walker.user.id}/achievements/first-steps/card.png`)).statusCode,
      ).toBe(403)
      expect(
        (await card(friend.cookie, `/api/users/${walker.user.id}/achievements/first-steps/card.png`)).statusCode,
      ).toBe(200)

      await setVisibility(walker, 'nobody')
      expect((await theirs(friend, walker)).body).toMatchObject({ key: 'achievementsPrivate' })
      expect((await theirs(friend, walker)).status).toBe(403)
      // The member still sees their own, and shares their own cards.
      expect((await theirs(walker, walker)).status).toBe(200)
      expect((await card(walker.cookie, '/api/me/achievements/first-steps/card.png')).statusCode).toBe(200)

      await setVisibility(walker, 'everyone')
      expect((await theirs(stranger, walker)).status).toBe(200)
    })

    it('answers 404 for a member who does not exist, 400 for a bad id or choice', async () => {
      const missing = await t.request('GET', '/api/users/2147483000/achievements', { cookie: walker.cookie })
      expect(missing.status).toBe(404)
      expect((await t.request('GET', '/api/users/abc/achievements', { cookie: walker.cookie })).status).toBe(400)
      const wrong = await t.request('PATCH', '/api/me', {
        cookie: walker.cookie,
        body: { achievementsVisibility: 'martians' },
      })
      expect(wrong.status).toBe(400)
      expect(wrong.body).toMatchObject({ key: 'achievementsVisibilityInvalid' })
    })
  })
})
