import { DEFAULT_STEP_CAPS, STEP_SOURCES, type FlagReason, type StepCaps, type StepSource } from '@stepup/contract'
import { sql } from 'drizzle-orm'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addDays } from '../../src/lib/days.ts'
import { countDay, OUTLIER_WINDOW_DAYS } from '../../src/modules/scores/day-rule.ts'
import { createTestApp, type TestApp } from '../helpers/app.ts'
import { addMember } from '../helpers/members.ts'
import { totalsDrift } from '../helpers/scores-fixtures.ts'
import { inTransaction } from '../../src/db/transaction.ts'

/** The sources a generated day may have; `import` needs an import row, and is written like `admin`. */
const WRITTEN = ['wearable', 'push', 'admin', 'manual'] as const
type Written = (typeof WRITTEN)[number]

interface Rules {
  stepCaps: StepCaps
  holdFlaggedDays: boolean
  outlierMultiple: number
  outlierFloor: number
  sourcePriority: StepSource[]
}

/** One generated day: each source's count (absent: the source says nothing), and activity steps. */
type Day = Partial<Record<Written | 'activity', number>>

/** Counts that trip the rules as often as they pass: small, typed round, big, over every cap. */
const count = fc.oneof(
  fc.integer({ min: 0, max: 12_000 }),
  fc.integer({ min: 1, max: 40 }).map((thousands) => thousands * 1_000),
  fc.integer({ min: 15_000, max: 100_000 }),
  fc.constantFrom(999, 1_000, 4_321, 5_000, 10_000, 15_000, 18_000, 25_000),
)

/** A day with any sources, or (as most days are) with one source alone. */
const dayArbitrary: fc.Arbitrary<Day> = fc.oneof(
  fc.record(
    {
      wearable: count,
      push: count,
      admin: count,
      manual: count,
      activity: fc.integer({ min: 100, max: 30_000 }),
    },
    { requiredKeys: [] },
  ),
  fc.tuple(fc.constantFrom(...WRITTEN), count).map(([source, steps]): Day => ({ [source]: steps })),
)

const capArbitrary = fc.option(fc.integer({ min: 1_000, max: 70_000 }), { nil: null })
const rulesArbitrary: fc.Arbitrary<Rules> = fc.record({
  stepCaps: fc.record({
    wearable: capArbitrary,
    push: capArbitrary,
    import: capArbitrary,
    admin: capArbitrary,
    manual: capArbitrary,
    activity: capArbitrary,
    any: capArbitrary,
  }),
  holdFlaggedDays: fc.boolean(),
  outlierMultiple: fc.constantFrom(1.5, 2, 3, 4.5),
  outlierFloor: fc.constantFrom(5_000, 15_000, 25_000),
  sourcePriority: fc.shuffledSubarray([...STEP_SOURCES], { minLength: 5, maxLength: 5 }),
})

/** A history: a run of days, some repeating the day before (so `repeated` can happen). */
const historyArbitrary = fc
  .array(fc.tuple(dayArbitrary, fc.boolean()), { minLength: 5, maxLength: 24 })
  .map((days) => days.map(([day, repeat], index) => (repeat && index > 0 ? days[index - 1]![0] : day)))

/**
 * The rule in TypeScript (countDay) worked out day by day in date order, each day against the
 * days before as they then counted: what the writers, which run the rule in SQL, must store.
 */
function reference(rules: Rules, days: Day[]) {
  const counted: { steps: number; flags: FlagReason[] }[] = []
  for (const [index, day] of days.entries()) {
    counted.push(
      countDay(rules, day, {
        counted: counted.slice(Math.max(0, index - OUTLIER_WINDOW_DAYS), index).map((before) => before.steps),
        dayBefore: index >= 1 ? days[index - 1]! : null,
        twoDaysBefore: index >= 2 ? days[index - 2]! : null,
      }),
    )
  }
  return counted
}

describe('fair-play rules on generated histories', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  const setRules = (rules: Rules) =>
    t.db.execute(sql`
      update app_settings set step_caps = ${JSON.stringify(rules.stepCaps)}::jsonb,
        hold_flagged_days = ${rules.holdFlaggedDays}, outlier_multiple = ${rules.outlierMultiple},
        outlier_floor = ${rules.outlierFloor}, source_priority = ${`{${rules.sourcePriority.join(',')}}`}::text[]
      where id = 1`)
  const storedDays = async (userId: number) =>
    (
      (await t.db.execute(sql`
        select day::text as date, steps, coalesce(flags, '{}') as flags from day_scores
        where user_id = ${userId} order by day`)) as unknown as {
        rows: { date: string; steps: number; flags: FlagReason[] }[]
      }
    ).rows

  it('caps and flags every day as the rules say, for any caps, outlier rule and source order, written or recounted', async () => {
    const start = '2026-03-01'
    await fc.assert(
      fc.asyncProperty(rulesArbitrary, historyArbitrary, rulesArbitrary, async (rules, days, changedRules) => {
        await setRules(rules)
        const member = await addMember(t.db, { prefix: 'History' })
        const userId = member.user.id
        // Each day in date order, its sources one write each, in an order of their own, as syncs,
        // pushes, imports and typing arrive.
        for (const [index, day] of days.entries()) {
          const date = addDays(start, index)
          for (const source of [...WRITTEN, 'activity'] as const) {
            const steps = day[source]
            if (steps === undefined) continue
            // A wearable syncs a day again and again as it goes: an earlier count first, on a row
            // that has only that source, then the day's last.
            if (source === 'wearable') {
              const earlier = Math.floor(steps / 2)
              await inTransaction(t.db, (tx) =>
                t.app.scores.recordSteps(tx, source, [{ userId, date, steps: earlier }]),
              )
            }
            await inTransaction(t.db, (tx) => t.app.scores.recordSteps(tx, source, [{ userId, date, steps }]))
          }
        }
        const stored = { rows: await storedDays(userId) }
        const expected = reference(rules, days)
        const written = days.flatMap((day, index) =>
          Object.keys(day).length === 0 ? [] : [{ date: addDays(start, index), ...expected[index]! }],
        )
        expect(stored.rows).toEqual(written)

        // The admin changes the rules: every day is counted again, each against the days before
        // as they counted when the change came.
        await setRules(changedRules)
        await inTransaction(t.db, (tx) => t.app.scores.recountAll(tx))
        const recounted = await storedDays(userId)
        const before = new Map(written.map((day) => [day.date, day.steps]))
        const stepsOn = (index: number) => before.get(addDays(start, index)) ?? 0
        expect(recounted).toEqual(
          days.flatMap((day, index) =>
            Object.keys(day).length === 0
              ? []
              : [
                  {
                    date: addDays(start, index),
                    ...countDay(changedRules, day, {
                      counted: Array.from({ length: Math.min(index, OUTLIER_WINDOW_DAYS) }, (_, back) =>
                        stepsOn(index - 1 - back),
                      ),
                      dayBefore: index >= 1 ? days[index - 1]! : null,
                      twoDaysBefore: index >= 2 ? days[index - 2]! : null,
                    }),
                  },
                ],
          ),
        )
      }),
      { numRuns: 40 },
    )
    expect(await totalsDrift(t)).toEqual([])
  }, 180_000)

  it('a recount flags the days one source alone holds as countDay does (they skip day_count)', async () => {
    const rules: Rules = {
      stepCaps: { wearable: null, push: null, import: null, admin: null, manual: null, activity: null, any: null },
      holdFlaggedDays: false,
      outlierMultiple: 3,
      outlierFloor: 25_000,
      sourcePriority: [...STEP_SOURCES],
    }
    await setRules(rules)
    const member = await addMember(t.db)
    const days: Day[] = [{ manual: 12_000 }, { push: 1_500 }, { push: 1_500 }, { push: 1_500 }, { wearable: 9_000 }]
    for (const [index, day] of days.entries()) {
      const [source, steps] = Object.entries(day)[0]! as [Written, number]
      await inTransaction(t.db, (tx) =>
        t.app.scores.recordSteps(tx, source, [{ userId: member.user.id, date: addDays('2026-05-01', index), steps }]),
      )
    }
    // The flags the writers stored are forgotten first: the recount must find them again.
    await t.db.execute(sql`update day_scores set flags = null where user_id = ${member.user.id}`)
    await inTransaction(t.db, (tx) => t.app.scores.recountAll(tx))
    expect((await storedDays(member.user.id)).map(({ steps, flags }) => ({ steps, flags }))).toEqual(
      reference(rules, days),
    )
  })

  it('every source within its cap, and the day within the cap for any source', async () => {
    await t.db.execute(sql`
      update app_settings set step_caps = ${JSON.stringify({ ...DEFAULT_STEP_CAPS, wearable: 30_000 })}::jsonb,
        hold_flagged_days = false, outlier_floor = 100000,
        source_priority = '{wearable,push,import,admin,manual}' where id = 1`)
    const member = await addMember(t.db)
    const write = (source: Written | 'activity', date: string, steps: number) =>
      inTransaction(t.db, (tx) => t.app.scores.recordSteps(tx, source, [{ userId: member.user.id, date, steps }]))
    const day = async (date: string) =>
      (
        (await t.db.execute(
          sql`select steps, flags from day_scores where user_id = ${member.user.id} and day = ${date}`,
        )) as unknown as { rows: { steps: number; flags: string[] | null }[] }
      ).rows[0]
    await write('manual', '2026-04-01', 20_000)
    expect(await day('2026-04-01')).toEqual({ steps: 20_000, flags: ['round'] })
    await write('manual', '2026-04-02', 20_001)
    expect(await day('2026-04-02')).toEqual({ steps: 20_000, flags: ['cap'] })
    await write('wearable', '2026-04-03', 45_000)
    expect(await day('2026-04-03')).toEqual({ steps: 30_000, flags: ['cap'] })
    await write('push', '2026-04-04', 59_000)
    await write('activity', '2026-04-04', 15_000)
    expect(await day('2026-04-04')).toEqual({ steps: 60_000, flags: ['cap'] })
    await write('push', '2026-04-05', 1_500)
    await write('activity', '2026-04-05', 25_000)
    expect(await day('2026-04-05')).toEqual({ steps: 21_500, flags: ['cap'] })
    // Below every cap and the floor, a typed count is still looked at.
    await write('manual', '2026-04-06', 12_000)
    expect(await day('2026-04-06')).toEqual({ steps: 12_000, flags: ['round'] })
    for (const date of ['2026-04-07', '2026-04-08', '2026-04-09']) await write('push', date, 1_500)
    expect(await day('2026-04-09')).toEqual({ steps: 1_500, flags: ['repeated'] })
    expect(await totalsDrift(t)).toEqual([])
  })

  it('an outlier is a day at or above the floor and above the multiple of the median of the 28 days before', async () => {
    await t.db.execute(sql`
      update app_settings set step_caps = '{}'::jsonb, hold_flagged_days = false, outlier_multiple = 3,
        outlier_floor = 25000 where id = 1`)
    const member = await addMember(t.db)
    const write = (date: string, steps: number) =>
      inTransaction(t.db, (tx) => t.app.scores.recordSteps(tx, 'wearable', [{ userId: member.user.id, date, steps }]))
    const flags = async (date: string) =>
      (
        (await t.db.execute(
          sql`select coalesce(flags, '{}') as flags from day_scores where user_id = ${member.user.id} and day = ${date}`,
        )) as unknown as { rows: { flags: string[] }[] }
      ).rows[0]!.flags
    // No days before: at the floor stands out, below it does not.
    await write('2026-05-01', 24_999)
    expect(await flags('2026-05-01')).toEqual([])
    await write('2026-05-01', 25_000)
    expect(await flags('2026-05-01')).toEqual(['outlier'])
    // Usual days of 8,000 (and one of 25,000, 29 days before the last day, which is out of reach):
    // three times 8,000 is 24,000, so 25,000 stands out and 2,000 less does not.
    for (let day = 2; day <= 29; day += 1) await write(`2026-05-${String(day).padStart(2, '0')}`, 8_000)
    await write('2026-05-30', 25_000)
    expect(await flags('2026-05-30')).toEqual(['outlier'])
    await write('2026-05-31', 23_000)
    expect(await flags('2026-05-31')).toEqual([])
  })
})
