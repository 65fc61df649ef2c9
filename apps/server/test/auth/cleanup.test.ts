import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../src/app.ts'
import { passwordResetTokens, sessions } from '../../src/db/schema/index.ts'
import { hashToken } from '../../src/lib/tokens.ts'
import { createTestApp, type TestApp } from '../helpers/app.ts'

const HOUR = 60 * 60 * 1000
const DAY = 24 * HOUR

describe('cleanup of expired sessions and spent reset tokens', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  it('deletes them when an app starts, and keeps what is still valid', async () => {
    const { user, cookie } = await t.signUp()
    const now = Date.now()
    await t.db.insert(sessions).values([
      { idHash: 'past-absolute', userId: user.id, expiresAt: new Date(now - 1000) },
      { idHash: 'idle-8-days', userId: user.id, lastSeenAt: new Date(now - 8 * DAY), expiresAt: new Date(now + DAY) },
      { idHash: 'idle-1-day', userId: user.id, lastSeenAt: new Date(now - DAY), expiresAt: new Date(now + DAY) },
    ])
    await t.db.insert(passwordResetTokens).values([
      { tokenHash: 'used', userId: user.id, expiresAt: new Date(now + HOUR), usedAt: new Date(now - 1000) },
      { tokenHash: 'expired', userId: user.id, expiresAt: new Date(now - 1000) },
      { tokenHash: 'valid', userId: user.id, expiresAt: new Date(now + HOUR) },
    ])

    // A second process starting on the same database runs the sweep.
    const other = await buildApp({ config: t.config, database: t.database, logger: false })
    await other.ready()
    await other.close()

    const left = await t.db.select({ idHash: sessions.idHash }).from(sessions).where(eq(sessions.userId, user.id))
    expect(left.map((row) => row.idHash).sort()).toEqual([hashToken(cookie.replace(/^sid=/, '')), 'idle-1-day'].sort())
    const tokens = await t.db.select({ tokenHash: passwordResetTokens.tokenHash }).from(passwordResetTokens)
    expect(tokens.map((row) => row.tokenHash)).toEqual(['valid'])
    expect((await t.request('GET', '/api/me', { cookie })).status).toBe(200)
  })
})
