import fc from 'fast-check'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addDays, todayIn } from '../../src/lib/days.ts'
import { DAY_KEYS, evaluate } from '../../src/modules/achievements/catalogue.ts'
import { goalsOf } from '../../src/modules/goals/index.ts'
import { countedDaysOf } from '../../src/modules/scores/index.ts'
import { createTestApp, type TestApp } from '../helpers/app.ts'
import { addMember, type Member } from '../helpers/members.ts'

/**
 * Award runs against a reference: after every change to a member's days (typed days, old days
 * arriving, an admin's correction or void, days held for review by the fair-play rules), the
 * achievements the member holds are exactly those a day-by-day reading of their counted days
 * earns, each on the same day; and a run after it changes nothing.
 */
describe('award runs over generated histories', () => {
  let t: TestApp
  let admin: Member
  const today = todayIn('UTC')

  beforeAll(async () => {
    t = await createTestApp()
    admin = await addMember(t.db, { admin: true, prefix: 'Admin' })
  })
  afterAll(() => t.close())

  const change = fc.oneof(
    // Recent days, typed: round or repeated counts are held for review and count for nothing.
    fc.record({
      kind: fc.constant('type' as const),
      back: fc.integer({ min: 0, max: 20 }),
      steps: fc.oneof(fc.integer({ min: 1, max: 19_999 }), fc.constantFrom(10_000, 15_000)),
    }),
    // Old days arriving after the stored progress (an import of last year).
    fc.record({
      kind: fc.constant('old' as const),
      back: fc.integer({ min: 21, max: 120 }),
      steps: fc.integer({ min: 1, max: 19_999 }),
    }),
    // An admin correcting or voiding one of the days (at most 30 days back, as the rules allow).
    fc.record({
      kind: fc.constant('correct' as const),
      back: fc.integer({ min: 0, max: 30 }),
      steps: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 19_999 })),
    }),
  )

  it('holds what a day-by-day reading of the counted days earns, after every change', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(change, { minLength: 1, maxLength: 6 }), async (changes) => {
        const member = await addMember(t.db)
        const userId = member.user.id
        // A base of a month of days, so that there is stored progress to carry on from.
        await t.app.scores.recordSteps(
          t.db,
          'manual',
          Array.from({ length: 30 }, (_, index) => ({
            userId,
            date: addDays(today, index - 40),
            steps: 9_001 + index * 137,
          })),
        )
        await t.app.achievements.awardPending()
        for (const next of changes) {
          const date = addDays(today, -next.back)
          if (next.kind === 'correct') {
            const corrected = await t.request('PUT', `/api/admin/members/${userId}/days/${date}`, {
              cookie: admin.cookie,
              body: { steps: next.steps, reason: 'Checked against the watch' },
            })
            expect(corrected.status, corrected.text).toBe(200)
          } else {
            await t.app.scores.recordSteps(t.db, 'manual', [{ userId, date, steps: next.steps }])
          }
          await t.app.achievements.awardPending()

          const [days, goals] = await Promise.all([countedDaysOf(t.db, [userId]), goalsOf(t.db, [userId])])
          const reference = evaluate(days.get(userId)!.map((day) => ({ ...day, goal: goals.on(userId, day.date) })))
          const { rows } = (await t.db.execute(
            sql`select key, to_char(earned_on, 'YYYY-MM-DD') as earned_on from member_achievements
                where user_id = ${userId} and revoked_at is null and key = any(${`{${DAY_KEYS.join(',')}}`}::text[])`,
          )) as unknown as { rows: { key: string; earned_on: string }[] }
          expect(Object.fromEntries(rows.map((row) => [row.key, row.earned_on]))).toEqual(
            Object.fromEntries(reference.earned),
          )
        }
        const { awardAchievements } = await import('../../src/modules/achievements/index.ts')
        expect(await awardAchievements(t.db, [userId], { timeZone: 'UTC' })).toEqual({
          awarded: 0,
          redated: 0,
          revoked: 0,
        })
      }),
      { numRuns: 12 },
    )
  })
})
