import fs from 'node:fs'
import { eq, sql, TransactionRollbackError } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditLog, mailQueue } from '../../src/db/schema/index.ts'
import { errorChain, sqlState } from '../../src/db/sql-state.ts'
import { addDays, todayIn } from '../../src/lib/days.ts'
import { createTestApp, type TestApp } from '../helpers/app.ts'
import { inTransaction } from '../../src/db/transaction.ts'

const PASSWORD = 'correct horse'
const today = todayIn('UTC')

interface Account {
  user: { id: number; username: string; email: string }
  cookie: string
}

const unique = () => Math.random().toString(36).slice(2, 8)

describe('deleting an account forgets what names the member by id, and nothing else', () => {
  let t: TestApp
  let admin: Account

  beforeAll(async () => {
    t = await createTestApp()
    admin = (await t.signUp({ admin: true, username: 'Boss', password: PASSWORD })) as Account
  })
  afterAll(() => t.close())

  const signUp = async (username: string) => (await t.signUp({ username, password: PASSWORD })) as Account

  async function call(method: string, url: string, cookie: string, body?: unknown) {
    const response = await t.request(method, url, { cookie, body })
    expect(response.status, `${method} ${url}: ${response.text}`).toBeLessThan(300)
    return response.body
  }

  const rename = (member: Account, username: string) => call('PATCH', '/api/me', member.cookie, { username })
  const erase = (member: Account) => call('DELETE', '/api/me', member.cookie, { currentPassword: PASSWORD })
  const entry = async (id: number) => (await t.db.select().from(auditLog).where(eq(auditLog.id, id)))[0]!

  /** The newest entry of a kind, for the checks after an erasure. */
  async function latest(action: string) {
    const [row] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, action))
      .orderBy(sql`${auditLog.id} desc`)
      .limit(1)
    return row!
  }

  /** A team the leader made, with `members` added by the admin's invite and their accept. */
  async function teamOf(leader: Account, members: Account[], name: string) {
    const team = (await call('POST', '/api/teams', leader.cookie, { name })) as { id: number }
    for (const member of members) {
      const invite = (await call('POST', `/api/teams/${team.id}/invite/${member.user.id}`, admin.cookie)) as {
        id: number
      }
      await call('POST', `/api/teams/invites/${invite.id}/accept`, member.cookie)
    }
    return team
  }

  it("keeps a competition's name in the admins' entries when a member takes it as theirs", async () => {
    const competition = `Autumn walk ${unique()}`
    await call('POST', '/api/competitions', admin.cookie, {
      name: competition,
      startDate: addDays(today, 3),
      endDate: addDays(today, 10),
      scoring: { individual: 'steps', team: 'sum' },
    })
    const created = await latest('competition.create')
    const member = await signUp(`Walker ${unique()}`)
    await call('POST', `/api/admin/members/${member.user.id}/password-reset`, admin.cookie)
    const reset = await latest('member.password-reset')
    expect(reset.target).toBe(member.user.username)

    await rename(member, competition)
    await erase(member)

    expect(await entry(created.id)).toEqual(created)
    expect(await entry(reset.id)).toMatchObject({ subjectId: null, target: null, reason: reset.reason })
  })

  it("keeps another member's name in the entries about them when a member takes it", async () => {
    const olive = await signUp(`Olive ${unique()}`)
    const mallory = await signUp(`Mallory ${unique()}`)
    const team = await teamOf(mallory, [olive], `Hikers ${unique()}`)
    await call('POST', `/api/admin/members/${olive.user.id}/password-reset`, admin.cookie)
    const oliveReset = await latest('member.password-reset')
    // The admin hands the lead to Olive and back: each entry names both, one by the words before, one after.
    await call('POST', `/api/teams/${team.id}/transfer-leader/${olive.user.id}`, admin.cookie)
    const toOlive = await latest('team.hand-lead')
    await call('POST', `/api/teams/${team.id}/transfer-leader/${mallory.user.id}`, admin.cookie)
    const toMallory = await latest('team.hand-lead')
    expect([toOlive.before, toOlive.after]).toEqual([
      { leader: mallory.user.username },
      { leader: olive.user.username },
    ])

    await rename(mallory, olive.user.username)
    await erase(mallory)

    expect(await entry(oliveReset.id)).toEqual(oliveReset)
    expect(await entry(toOlive.id)).toMatchObject({
      subjectId: null,
      target: toOlive.target,
      before: { leader: null },
      after: { leader: olive.user.username },
    })
    expect(await entry(toMallory.id)).toMatchObject({
      subjectId: olive.user.id,
      target: toMallory.target,
      before: { leader: olive.user.username },
      after: { leader: null },
    })
    const page = await call('GET', `/api/admin/audit?subjectId=${olive.user.id}`, admin.cookie)
    expect(page.entries.map((e: { target: string }) => e.target)).toContain(olive.user.username)
  })

  it("keeps a date in the entries on other members' days, and empties the leader of a team deleted", async () => {
    const olive = await signUp(`Olive ${unique()}`)
    const day = addDays(today, -2)
    await call('PUT', `/api/admin/members/${olive.user.id}/days/${day}`, admin.cookie, {
      steps: 1234,
      reason: 'Counted twice',
    })
    const corrected = await latest('day.correct')
    const leader = await signUp(`Leader ${unique()}`)
    const team = await teamOf(leader, [], `Striders ${unique()}`)
    await call('DELETE', `/api/admin/teams/${team.id}`, admin.cookie)
    const deleted = await latest('team.delete')
    expect(deleted.before).toMatchObject({ leader: leader.user.username })

    await rename(leader, day)
    await erase(leader)

    expect(await entry(corrected.id)).toEqual(corrected)
    expect(await entry(deleted.id)).toMatchObject({
      target: deleted.target,
      targetId: team.id,
      before: { ...(deleted.before as object), leader: null },
    })
  })

  it('lets an erasure change only the words naming the member it erases: the trigger refuses the rest', async () => {
    const olive = await signUp(`Olive ${unique()}`)
    const other = await signUp(`Other ${unique()}`)
    await call('POST', `/api/admin/members/${olive.user.id}/password-reset`, admin.cookie)
    const oliveReset = await latest('member.password-reset')
    await call('PUT', `/api/admin/members/${olive.user.id}/days/${addDays(today, -3)}`, admin.cookie, {
      steps: 4321,
      reason: 'Counted twice',
    })
    const oliveDay = await latest('day.correct')
    await call('POST', `/api/admin/members/${other.user.id}/password-reset`, admin.cookie)
    const otherReset = await latest('member.password-reset')

    const attempts = {
      'an entry about someone else': sql`update audit_log set target = null where id = ${otherReset.id}`,
      "the member's entry whose target is a date": sql`update audit_log set target = null where id = ${oliveDay.id}`,
      "the member's entry's steps": sql`update audit_log set after = '{"steps": null, "source": null}' where id = ${oliveDay.id}`,
      'their name with the reason': sql`update audit_log set target = null, reason = 'gone' where id = ${oliveReset.id}`,
      'their name to another': sql`update audit_log set target = 'someone' where id = ${oliveReset.id}`,
      "an admin's id, still there": sql`update audit_log set actor_id = null where id = ${otherReset.id}`,
      "the member's id, still there": sql`update audit_log set subject_id = null where id = ${oliveReset.id}`,
    }
    const inErasure = (statement: ReturnType<typeof sql>) =>
      inTransaction(t.db, async (tx) => {
        await tx.execute(sql`select set_config('stepup.erasing_member', ${String(olive.user.id)}, true)`)
        await tx.execute(statement)
        tx.rollback()
      })
    for (const [name, attempt] of Object.entries(attempts)) {
      const refusal = await inErasure(attempt).then(
        () => null,
        (error: unknown) => ({
          state: sqlState(error),
          message: errorChain(error)
            .map((link) => link.message)
            .join(' / '),
        }),
      )
      expect(refusal?.state, name).toBe('42501')
      expect(refusal?.message).toMatch(/the audit trail cannot be changed/)
    }
    // The one change it allows: the words naming the member become null.
    const allowed = await inErasure(
      sql`update audit_log set target = null, mentions = mentions - ${String(olive.user.id)}::text
          where id = ${oliveReset.id}`,
    ).then(
      () => 'committed',
      (error: unknown) => (error instanceof TransactionRollbackError ? 'rolled back' : String(error)),
    )
    expect(allowed).toBe('rolled back')
    expect(await entry(oliveReset.id)).toEqual(oliveReset)
    expect(await entry(otherReset.id)).toEqual(otherReset)
  })

  it('deletes the mails to every address the member had, in the queue and in the outbox', async () => {
    const tag = unique()
    const member = await signUp(`Mover ${tag}`)
    const first = member.user.email
    await call('POST', `/api/admin/members/${member.user.id}/password-reset`, admin.cookie)
    const second = `moved-${tag}@example.com`
    await call('PATCH', '/api/me', member.cookie, { email: second, currentPassword: PASSWORD })
    await call('POST', `/api/admin/members/${member.user.id}/password-reset`, admin.cookie)
    await t.app.mailQueue.settled()
    const outbox = () =>
      fs.readdirSync(t.config.outboxDir).filter((name) => name.includes(first) || name.includes(second))
    expect(outbox()).toHaveLength(2)
    const queued = async () =>
      (await t.db.select({ to: mailQueue.toAddress }).from(mailQueue)).filter((mail) =>
        [first, second].includes(mail.to),
      )
    expect(await queued()).toHaveLength(2)
    // Another member's mail stays.
    const stays = await signUp(`Stays ${tag}`)
    await call('POST', `/api/admin/members/${stays.user.id}/password-reset`, admin.cookie)
    await t.app.mailQueue.settled()

    await erase(member)

    expect(outbox()).toEqual([])
    expect(await queued()).toEqual([])
    expect(fs.readdirSync(t.config.outboxDir).some((name) => name.includes(stays.user.email))).toBe(true)
    expect(await t.db.select().from(mailQueue).where(eq(mailQueue.toAddress, stays.user.email))).toHaveLength(1)
  })
})
