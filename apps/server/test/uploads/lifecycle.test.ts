import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sweepUploads } from '../../src/modules/uploads/uploads.lifecycle.ts'
import { createChallenge, multipart, submitProof } from '../helpers/challenges.ts'
import { createTestApp, TEST_ORIGIN, type TestApp } from '../helpers/app.ts'
import { inTransaction } from '../../src/db/transaction.ts'

const DAY = 24 * 60 * 60 * 1000
const HOUR = 60 * 60 * 1000

async function tinyPng(seed: number) {
  return sharp({ create: { width: 6, height: 6, channels: 3, background: { r: seed % 256, g: 80, b: 160 } } })
    .png()
    .toBuffer()
}

/** Rows of the uploads table, by name. */
async function storedUploads(t: TestApp) {
  const result = (await t.db.execute(sql`select name, user_id, bytes from uploads order by name`)) as unknown as {
    rows: { name: string; user_id: number; bytes: number }[]
  }
  return result.rows
}

async function waitFor(condition: () => Promise<boolean>, timeoutMs = 5000) {
  const deadline = Date.now() + timeoutMs
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('condition not met in time')
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

const filesIn = (dir: string) => fs.readdirSync(dir).sort()
const nameOf = (url: string) => path.basename(url)

describe('stored uploads', () => {
  let t: TestApp
  let admin: { cookie: string }
  let member: { cookie: string; user: { id: number } }

  beforeAll(async () => {
    t = await createTestApp()
    admin = await t.signUp({ admin: true })
    member = await t.signUp()
  })
  afterAll(() => t.close())

  async function upload(cookie: string, seed: number) {
    const { body, headers } = multipart(await tinyPng(seed))
    const response = await t.request('POST', '/api/uploads', { cookie, body, headers })
    expect(response.status).toBe(201)
    return response.body.secure_url as string
  }

  /** Makes a stored upload look older than it is, in its row and on disk. */
  async function age(url: string, ms: number) {
    const when = new Date(Date.now() - ms)
    await t.db.execute(sql`update uploads set created_at = ${when.toISOString()} where name = ${nameOf(url)}`)
    fs.utimesSync(path.join(t.config.uploadsDir, nameOf(url)), when, when)
  }

  it('records each upload with its owner and size', async () => {
    const url = await upload(member.cookie, 1)
    const row = (await storedUploads(t)).find((upload) => upload.name === nameOf(url))
    expect(row).toMatchObject({ user_id: member.user.id })
    expect(row!.bytes).toBe(fs.statSync(path.join(t.config.uploadsDir, nameOf(url))).size)
  })

  it("refuses another member's image, or one no longer stored, as an avatar", async () => {
    const own = await upload(member.cookie, 8)
    const other = await t.signUp()
    const refused = await t.request('PATCH', '/api/me', { cookie: other.cookie, body: { avatarUrl: own } })
    expect(refused.status).toBe(400)
    expect(refused.body.key).toBe('avatarNotYourUpload')
    const missing = `/uploads/${crypto.randomBytes(16).toString('hex')}.png`
    const gone = await t.request('PATCH', '/api/me', { cookie: other.cookie, body: { avatarUrl: missing } })
    expect(gone.status).toBe(400)
    expect((await t.request('PATCH', '/api/me', { cookie: member.cookie, body: { avatarUrl: own } })).status).toBe(200)
    // The form sends the avatar back unchanged with every save: that needs no new check.
    const again = await t.request('PATCH', '/api/me', {
      cookie: member.cookie,
      body: { avatarUrl: own, username: 'Kept' },
    })
    expect(again.status).toBe(200)
  })

  it('sweeps uploads nobody refers to once a day old, and keeps avatars, proofs and recent ones', async () => {
    const dir = t.config.uploadsDir
    const oldAvatar = await upload(member.cookie, 2)
    expect(
      (await t.request('PATCH', '/api/me', { cookie: member.cookie, body: { avatarUrl: oldAvatar } })).status,
    ).toBe(200)
    // The member replaces their avatar: the first one is no longer shown anywhere.
    const avatar = await upload(member.cookie, 3)
    expect((await t.request('PATCH', '/api/me', { cookie: member.cookie, body: { avatarUrl: avatar } })).status).toBe(
      200,
    )
    const unused = await upload(member.cookie, 4)
    const recentUnused = await upload(member.cookie, 5)
    const challenge = await createChallenge(t, admin.cookie)
    const proof = await submitProof(t, member.cookie, challenge.id, await tinyPng(6))
    expect(proof.status).toBe(201)
    const proofUrl = proof.body.imageUrl as string
    for (const url of [oldAvatar, avatar, unused, proofUrl]) await age(url, 2 * DAY)

    // Files from before uploads were recorded: one shown as an avatar, one nobody shows.
    const legacyShown = `${crypto.randomBytes(16).toString('hex')}.png`
    const legacyUnused = `${crypto.randomBytes(16).toString('hex')}.png`
    const old = new Date(Date.now() - 2 * DAY)
    for (const name of [legacyShown, legacyUnused]) {
      fs.writeFileSync(path.join(dir, name), await tinyPng(7))
      fs.utimesSync(path.join(dir, name), old, old)
    }
    const other = await t.signUp()
    // Chosen back then; a member can no longer pick an image without a record of theirs.
    await t.db.execute(sql`update users set avatar_url = ${`/uploads/${legacyShown}`} where id = ${other.user.id}`)
    // Temporary files of writes that died: one two hours ago, one still under way.
    const deadTemporary = `.${crypto.randomBytes(16).toString('hex')}.png.tmp`
    const liveTemporary = `.${crypto.randomBytes(16).toString('hex')}.png.tmp`
    fs.writeFileSync(path.join(dir, deadTemporary), 'half')
    fs.utimesSync(path.join(dir, deadTemporary), new Date(Date.now() - 2 * HOUR), new Date(Date.now() - 2 * HOUR))
    fs.writeFileSync(path.join(dir, liveTemporary), 'half')

    await sweepUploads(t.db, dir)

    const files = filesIn(dir)
    for (const kept of [avatar, recentUnused, proofUrl, `/uploads/${legacyShown}`]) {
      expect(files, kept).toContain(nameOf(kept))
    }
    expect(files).toContain(liveTemporary)
    for (const gone of [oldAvatar, unused, `/uploads/${legacyUnused}`]) expect(files, gone).not.toContain(nameOf(gone))
    expect(files).not.toContain(deadTemporary)
    const rows = (await storedUploads(t)).map((row) => row.name)
    expect(rows).not.toContain(nameOf(oldAvatar))
    expect(rows).not.toContain(nameOf(unused))
    expect(rows).toEqual(expect.arrayContaining([nameOf(avatar), nameOf(recentUnused), nameOf(proofUrl)]))
    expect((await t.request('GET', oldAvatar)).status).toBe(404)
  })

  it('removes the proof photos of a deleted challenge', async () => {
    const challenge = await createChallenge(t, admin.cookie)
    const proof = await submitProof(t, member.cookie, challenge.id, await tinyPng(8))
    expect(proof.status).toBe(201)
    const name = nameOf(proof.body.imageUrl as string)
    expect(filesIn(t.config.uploadsDir)).toContain(name)

    expect((await t.request('DELETE', `/api/challenges/${challenge.id}`, { cookie: admin.cookie })).status).toBe(204)
    expect(filesIn(t.config.uploadsDir)).not.toContain(name)
    expect((await storedUploads(t)).map((row) => row.name)).not.toContain(name)
  })
})

describe('storage quota', () => {
  let t: TestApp

  beforeAll(async () => {
    t = await createTestApp({ UPLOAD_QUOTA_MB: '1' })
    await t.app.listen({ port: 0, host: '127.0.0.1' })
  })
  afterAll(() => t.close())

  it('holds under concurrent uploads by one member, and a refused upload stores nothing', async () => {
    const { cookie, user } = await t.signUp()
    const base = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`
    // Noise does not compress: the stored PNG is about 600 kB, so one fits in 1 MB and two do not.
    const photo = await sharp(crypto.randomBytes(450 * 450 * 3), { raw: { width: 450, height: 450, channels: 3 } })
      .png()
      .toBuffer()
    const send = async () => {
      const { body, headers } = multipart(photo)
      const response = await fetch(`${base}/api/uploads`, {
        method: 'POST',
        headers: { ...headers, origin: TEST_ORIGIN, cookie },
        body,
      })
      return { status: response.status, body: (await response.json()) as { key?: string; error?: string } }
    }

    let answers: Awaited<ReturnType<typeof send>>[]
    if (process.env.TEST_DB_DRIVER === 'postgres') {
      // Holding new rows out of the uploads table until both uploads are waiting makes them meet
      // at the quota check every time: without a lock on the member, both would count 0 bytes.
      let both: Promise<Awaited<ReturnType<typeof send>>[]> | undefined
      await inTransaction(t.db, async (tx) => {
        await tx.execute(sql`lock table uploads in exclusive mode`)
        both = Promise.all([send(), send()])
        await waitFor(async () => {
          const waiting = (await t.db.execute(
            sql`select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock' and datname = current_database()`,
          )) as unknown as { rows: { n: number }[] }
          return waiting.rows[0]!.n >= 2
        })
      })
      answers = await both!
    } else {
      answers = await Promise.all([send(), send()])
    }

    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 413])
    const refused = answers.find((answer) => answer.status === 413)!
    expect(refused.body.key).toBe('uploadQuotaFull')
    expect(refused.body.error).toBe(
      'Your images would take more than your 1 MB of storage. Images you no longer use are removed after a day.',
    )
    const rows = (await storedUploads(t)).filter((row) => row.user_id === user.id)
    expect(rows.reduce((sum, row) => sum + row.bytes, 0)).toBeLessThanOrEqual(1024 * 1024)
    // The refused upload left no file: every file on disk is a recorded upload.
    expect(filesIn(t.config.uploadsDir)).toEqual((await storedUploads(t)).map((row) => row.name).sort())
  })
})
