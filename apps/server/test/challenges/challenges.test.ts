import fs from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../helpers/app.ts'
import { createChallenge, judge, multipart, smallPng, submitProof, window } from '../helpers/challenges.ts'

describe('challenges', () => {
  let t: TestApp
  let admin: { user: { id: number }; cookie: string }
  let member: { user: { id: number; username: string }; cookie: string }

  beforeAll(async () => {
    t = await createTestApp()
    admin = await t.signUp({ username: 'Ada Admin', admin: true })
    member = await t.signUp({ username: 'Mia Member' })
  })
  afterAll(() => t.close())

  describe('creating', () => {
    it('lets an admin create one at /challenges and /api/challenges', async () => {
      const input = { name: '  Stairs week  ', points: 30, ...window(-1, 48) }
      const root = await t.request('POST', '/challenges', { cookie: admin.cookie, body: input })
      expect(root.status).toBe(201)
      expect(root.body).toMatchObject({
        name: 'Stairs week',
        points: 30,
        startDate: input.startDate,
        endDate: input.endDate,
        completions: [],
      })

      const api = await t.request('POST', '/api/challenges', { cookie: admin.cookie, body: input })
      expect(api.status).toBe(201)
      expect(api.body.id).not.toBe(root.body.id)

      const list = await t.request('GET', '/challenges', {
        cookie: member.cookie,
        headers: { accept: 'application/json' },
      })
      expect(list.status).toBe(200)
      expect(list.body.map((c: { id: number }) => c.id)).toEqual(expect.arrayContaining([root.body.id, api.body.id]))

      const one = await t.request('GET', `/challenges/${root.body.id}`, { cookie: member.cookie })
      expect(one.status).toBe(200)
      expect(one.body).toEqual(root.body)
      const sameUnderApi = await t.request('GET', `/api/challenges/${root.body.id}`, { cookie: member.cookie })
      expect(sameUnderApi.body).toEqual(root.body)
    })

    it('refuses members and guests', async () => {
      const input = { name: 'Nope', points: 1, ...window(0, 1) }
      expect((await t.request('POST', '/challenges', { cookie: member.cookie, body: input })).status).toBe(403)
      expect((await t.request('POST', '/api/challenges', { cookie: member.cookie, body: input })).status).toBe(403)
      expect((await t.request('POST', '/challenges', { body: input })).status).toBe(401)
      expect((await t.request('GET', '/challenges')).status).toBe(401)
      expect((await t.request('GET', '/api/challenges')).status).toBe(401)
    })

    it.each([
      [{ points: 5, ...window(0, 1) }, /name: Name is required/],
      [{ name: '   ', points: 5, ...window(0, 1) }, /name: Name is required/],
      [{ name: 'A', points: 5, endDate: window(0, 1).endDate }, /startDate: Start date is required/],
      [{ name: 'A', points: 5, startDate: window(0, 1).startDate }, /endDate: End date is required/],
      [{ name: 'A', ...window(0, 1) }, /points: Points are required/],
      [{ name: 'A', points: 2.5, ...window(0, 1) }, /points: Points must be an integer/],
      [{ name: 'A', points: '5', ...window(0, 1) }, /points: Points are required/],
      [{ name: 'A', points: -1, ...window(0, 1) }, /points: Points must be 0 or more/],
      [{ name: 'A', points: 5, ...window(2, 1) }, /endDate: End date must be after the start date/],
      [{ name: 'A', points: 5, startDate: 'tomorrow', endDate: window(0, 1).endDate }, /startDate: Start date must be/],
    ])('refuses an invalid challenge %#', async (body, message) => {
      const response = await t.request('POST', '/api/challenges', { cookie: admin.cookie, body })
      expect(response.status).toBe(400)
      expect(response.body.error).toMatch(message)
    })

    it('answers "Challenge not found" for a missing id', async () => {
      const response = await t.request('GET', '/challenges/987654', { cookie: member.cookie })
      expect(response.status).toBe(404)
      expect(response.body).toEqual({ error: 'Challenge not found', key: 'challengeNotFound' })
      expect((await t.request('GET', '/api/challenges/abc', { cookie: member.cookie })).status).toBe(400)
    })
  })

  describe('editing and deleting', () => {
    it('lets an admin edit before the end, and refuses after', async () => {
      const open = await createChallenge(t, admin.cookie, { name: 'Before', points: 10 })
      const edited = await t.request('PATCH', `/api/challenges/${open.id}`, {
        cookie: admin.cookie,
        body: { name: 'After', points: 15 },
      })
      expect(edited.status).toBe(200)
      expect(edited.body).toMatchObject({ name: 'After', points: 15 })

      const badDates = await t.request('PATCH', `/api/challenges/${open.id}`, {
        cookie: admin.cookie,
        body: { endDate: new Date(Date.now() - 10 * 24 * 3600 * 1000).toISOString() },
      })
      expect(badDates.status).toBe(400)
      expect(badDates.body.error).toMatch(/End date must be after the start date/)

      const ended = await createChallenge(t, admin.cookie, window(-48, -24))
      const late = await t.request('PATCH', `/api/challenges/${ended.id}`, {
        cookie: admin.cookie,
        body: { points: 1 },
      })
      expect(late.status).toBe(409)
      expect(late.body.error).toBe('This challenge has ended and can no longer be edited')

      expect(
        (await t.request('PATCH', `/api/challenges/${open.id}`, { cookie: member.cookie, body: { points: 1 } })).status,
      ).toBe(403)
      expect((await t.request('DELETE', `/api/challenges/${open.id}`, { cookie: member.cookie })).status).toBe(403)
      expect((await t.request('PATCH', `/api/challenges/999999`, { cookie: admin.cookie, body: {} })).status).toBe(404)
    })

    it('deletes a challenge with its submissions', async () => {
      const challenge = await createChallenge(t, admin.cookie)
      expect((await submitProof(t, member.cookie, challenge.id)).status).toBe(201)
      expect((await t.request('DELETE', `/api/challenges/${challenge.id}`, { cookie: admin.cookie })).status).toBe(204)
      expect((await t.request('GET', `/api/challenges/${challenge.id}`, { cookie: admin.cookie })).status).toBe(404)
      expect((await t.request('DELETE', `/api/challenges/${challenge.id}`, { cookie: admin.cookie })).status).toBe(404)
    })
  })

  describe('submitting proof', () => {
    it('stores a pending completion with the uploaded photo', async () => {
      const challenge = await createChallenge(t, admin.cookie)
      const response = await submitProof(t, member.cookie, challenge.id)
      expect(response.status).toBe(201)
      expect(response.body).toMatchObject({
        challengeId: challenge.id,
        status: 'pending',
        user: { id: member.user.id, username: 'Mia Member' },
      })
      expect(response.body.imageUrl).toMatch(/^\/uploads\/[0-9a-f]+\.png$/)
      const image = await t.app.inject({ method: 'GET', url: response.body.imageUrl })
      expect(image.statusCode).toBe(200)
      expect(image.headers['content-type']).toBe('image/png')

      const detail = await t.request('GET', `/api/challenges/${challenge.id}`, { cookie: member.cookie })
      expect(detail.body.completions).toEqual([response.body])
    })

    it('is refused before the start and after the end', async () => {
      const upcoming = await createChallenge(t, admin.cookie, window(1, 24))
      const before = await submitProof(t, member.cookie, upcoming.id)
      expect(before.status).toBe(409)
      expect(before.body.error).toBe('This challenge has not started yet')

      const ended = await createChallenge(t, admin.cookie, window(-24, -1))
      const after = await submitProof(t, member.cookie, ended.id)
      expect(after.status).toBe(409)
      expect(after.body.error).toBe('This challenge has ended')

      expect((await submitProof(t, member.cookie, 987654)).status).toBe(404)
    })

    it('checks the photo like any upload and needs a login', async () => {
      const challenge = await createChallenge(t, admin.cookie)
      const text = multipart(Buffer.from('just some text, not an image at all'), { filename: 'x.png' })
      const notImage = await t.request('POST', `/api/challenges/${challenge.id}/completions`, {
        cookie: member.cookie,
        ...text,
      })
      expect(notImage.status).toBe(415)

      const json = await t.request('POST', `/api/challenges/${challenge.id}/completions`, {
        cookie: member.cookie,
        body: { imageUrl: 'https://example.com/a.png' },
      })
      expect(json.status).toBe(415)

      const { body, headers } = multipart(await smallPng())
      const guest = await t.request('POST', `/api/challenges/${challenge.id}/completions`, { body, headers })
      expect(guest.status).toBe(401)

      const detail = await t.request('GET', `/api/challenges/${challenge.id}`, { cookie: member.cookie })
      expect(detail.body.completions).toEqual([])
    })

    it('allows one per member, and another after a rejection', async () => {
      const challenge = await createChallenge(t, admin.cookie)
      const first = await submitProof(t, member.cookie, challenge.id)
      expect(first.status).toBe(201)
      const second = await submitProof(t, member.cookie, challenge.id)
      expect(second.status).toBe(409)
      expect(second.body.error).toBe('You have already submitted a proof for this challenge')

      const other = await t.signUp({ username: 'Otto Other' })
      expect((await submitProof(t, other.cookie, challenge.id)).status).toBe(201)

      expect((await judge(t, admin.cookie, challenge.id, first.body.id, 'approved')).status).toBe(200)
      expect((await submitProof(t, member.cookie, challenge.id)).status).toBe(409)

      expect((await judge(t, admin.cookie, challenge.id, first.body.id, 'rejected')).status).toBe(200)
      const retry = await submitProof(t, member.cookie, challenge.id)
      expect(retry.status).toBe(201)
      expect(retry.body.id).not.toBe(first.body.id)

      const detail = await t.request('GET', `/api/challenges/${challenge.id}`, { cookie: member.cookie })
      const mine = detail.body.completions.filter((c: { user: { id: number } }) => c.user.id === member.user.id)
      expect(mine.map((c: { id: number; status: string }) => [c.id, c.status])).toEqual([
        [first.body.id, 'rejected'],
        [retry.body.id, 'pending'],
      ])

      // The old rejected proof cannot come back while the newer one is live.
      const revive = await judge(t, admin.cookie, challenge.id, first.body.id, 'approved')
      expect(revive.status).toBe(409)
    })

    it('keeps one per member when the same member submits in parallel', async () => {
      const challenge = await createChallenge(t, admin.cookie)
      const racer = await t.signUp({ username: 'Rae Racer' })
      const responses = await Promise.all(
        Array.from({ length: 5 }, async () => submitProof(t, racer.cookie, challenge.id)),
      )
      // Past the two images one member may have in work at once, the rest are told the server is busy.
      const statuses = responses.map((r) => r.status)
      expect(statuses.filter((status) => status === 201)).toHaveLength(1)
      expect(statuses.filter((status) => status === 409).length).toBeGreaterThanOrEqual(1)
      expect(statuses.every((status) => [201, 409, 429].includes(status))).toBe(true)
    })

    it('keeps no photo of a proof that lost the race', async () => {
      const challenge = await createChallenge(t, admin.cookie)
      const racer = await t.signUp({ username: 'Ray Racer' })
      const stored = () => fs.readdirSync(t.app.config.uploadsDir).filter((name) => !name.startsWith('.'))
      const before = new Set(stored())
      const responses = await Promise.all(
        Array.from({ length: 5 }, async () => submitProof(t, racer.cookie, challenge.id)),
      )
      const winner = responses.find((r) => r.status === 201)!
      const added = stored().filter((name) => !before.has(name))
      expect(added.map((name) => `/uploads/${name}`)).toEqual([winner.body.imageUrl])
    })
  })

  describe('judging', () => {
    it('is for admins only, with a valid status, on a submission of that challenge', async () => {
      const challenge = await createChallenge(t, admin.cookie)
      const otherChallenge = await createChallenge(t, admin.cookie)
      const proof = await submitProof(t, member.cookie, challenge.id)

      const byMember = await judge(t, member.cookie, challenge.id, proof.body.id, 'approved')
      expect(byMember.status).toBe(403)
      const byGuest = await t.request('PATCH', `/api/challenges/${challenge.id}/completions/${proof.body.id}`, {
        body: { status: 'approved' },
      })
      expect(byGuest.status).toBe(401)

      const badStatus = await judge(t, admin.cookie, challenge.id, proof.body.id, 'pending')
      expect(badStatus.status).toBe(400)
      expect(badStatus.body.error).toMatch(/status/)
      expect((await judge(t, admin.cookie, otherChallenge.id, proof.body.id, 'approved')).status).toBe(404)
      expect((await judge(t, admin.cookie, challenge.id, 987654, 'approved')).status).toBe(404)

      const upper = await judge(t, admin.cookie, challenge.id, proof.body.id, 'APPROVED')
      expect(upper.status).toBe(200)
      expect(upper.body.status).toBe('approved')
    })

    it("leaves an admin's own proof to another admin", async () => {
      const challenge = await createChallenge(t, admin.cookie)
      const own = await submitProof(t, admin.cookie, challenge.id)
      for (const status of ['approved', 'rejected']) {
        const self = await judge(t, admin.cookie, challenge.id, own.body.id, status)
        expect(self.status).toBe(403)
        expect(self.body).toEqual({ error: 'You cannot judge your own proof; another admin must.', key: 'ownProof' })
      }
      const colleague = await t.signUp({ username: 'Abe Admin', admin: true })
      const approved = await judge(t, colleague.cookie, challenge.id, own.body.id, 'approved')
      expect(approved.status).toBe(200)
      expect(approved.body.status).toBe('approved')
    })
  })
})
