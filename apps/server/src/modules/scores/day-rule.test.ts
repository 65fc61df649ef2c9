import { STEP_SOURCES, type StepSource } from '@stepup/contract'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { countDay, DAY_COUNTS, daySources, isEmptyDay, MOST_STEPS_A_DAY, type DayRules } from './day-rule.ts'

const count = fc.option(
  fc.oneof(
    fc.integer({ min: 0, max: 150_000 }),
    fc.integer({ min: 1, max: 60 }).map((k) => k * 1_000),
  ),
  { nil: null },
)
const counts = fc.record({
  wearable: count,
  push: count,
  import: count,
  admin: count,
  manual: count,
  earlier: count,
  activity: count,
  correction: fc.option(fc.integer({ min: 0, max: 100_000 }), { nil: null, freq: 4 }),
})
const cap = fc.option(fc.integer({ min: 1_000, max: 80_000 }), { nil: null })
const rules: fc.Arbitrary<DayRules> = fc.record({
  sourcePriority: fc.option(fc.shuffledSubarray([...STEP_SOURCES], { minLength: 5, maxLength: 5 }), { nil: null }),
  stepCaps: fc.record({ wearable: cap, push: cap, import: cap, admin: cap, manual: cap, activity: cap, any: cap }),
  outlierFloor: fc.integer({ min: 1_000, max: 60_000 }),
  outlierMultiple: fc.constantFrom(1.5, 2, 3),
  holdFlaggedDays: fc.boolean(),
})
const recent = fc.record({
  counted: fc.array(fc.integer({ min: 0, max: 40_000 }), { maxLength: 28 }),
  dayBefore: fc.option(counts, { nil: null }),
  twoDaysBefore: fc.option(counts, { nil: null }),
})
const review = fc.constantFrom('approved' as const, 'voided' as const, null)

describe('countDay', () => {
  it('an admin correction is the count, unflagged, whatever else the day holds', () => {
    fc.assert(
      fc.property(rules, counts, recent, review, fc.integer({ min: 0, max: 100_000 }), (r, c, before, rv, fixed) => {
        expect(countDay(r, { ...c, correction: fixed }, before, rv)).toEqual({ steps: fixed, flags: [] })
      }),
    )
  })

  it('counts the first source in the priority, within every cap and the most a day can hold', () => {
    fc.assert(
      fc.property(rules, counts, recent, (r, c, before) => {
        const day = countDay({ ...r, holdFlaggedDays: false }, { ...c, correction: null }, before)
        const order: (StepSource | 'earlier')[] = [...(r.sourcePriority ?? STEP_SOURCES), 'earlier']
        const chosen = order.find((source) => c[source] !== null)
        const walked = chosen === undefined ? 0 : c[chosen]!
        expect(day.steps).toBeLessThanOrEqual(Math.min(walked + (c.activity ?? 0), MOST_STEPS_A_DAY))
        if (r.stepCaps.any !== null) expect(day.steps).toBeLessThanOrEqual(r.stepCaps.any)
        // Uncapped, it is the chosen count and the activities.
        if (!day.flags.includes('cap')) expect(day.steps).toBe(Math.min(walked + (c.activity ?? 0), MOST_STEPS_A_DAY))
      }),
    )
  })

  it('a voided day, and a flagged day while flagged days are held, count 0', () => {
    fc.assert(
      fc.property(rules, counts, recent, (r, c, before) => {
        const plain = { ...c, correction: null }
        expect(countDay(r, plain, before, 'voided').steps).toBe(0)
        const held = countDay({ ...r, holdFlaggedDays: true }, plain, before)
        if (held.flags.length > 0) expect(held.steps).toBe(0)
        // An approved day counts, flags and all.
        const approved = countDay({ ...r, holdFlaggedDays: true }, plain, before, 'approved')
        expect(approved.flags).toEqual(held.flags)
      }),
    )
  })

  it('raises each flag for its reason only', () => {
    const rulesOf = (overrides: Partial<DayRules> = {}): DayRules => ({
      sourcePriority: null,
      stepCaps: { wearable: null, push: null, import: null, admin: null, manual: 20_000, activity: null, any: null },
      outlierFloor: 25_000,
      outlierMultiple: 3,
      holdFlaggedDays: false,
      ...overrides,
    })
    const none = { counted: [], dayBefore: null, twoDaysBefore: null }
    expect(countDay(rulesOf(), { manual: 12_000 }, none)).toEqual({ steps: 12_000, flags: ['round'] })
    expect(countDay(rulesOf(), { manual: 20_001 }, none)).toEqual({ steps: 20_000, flags: ['cap'] })
    expect(countDay(rulesOf(), { wearable: 12_000 }, none)).toEqual({ steps: 12_000, flags: [] })
    const usual = { ...none, counted: [8_000, 0, 9_000, 10_000] }
    expect(countDay(rulesOf(), { wearable: 27_000 }, usual).flags).toEqual([])
    expect(countDay(rulesOf(), { wearable: 27_001 }, usual).flags).toEqual(['outlier'])
    expect(countDay(rulesOf(), { wearable: 30_000 }, none).flags).toEqual(['outlier'])
    const twice = { counted: [], dayBefore: { push: 1_500 }, twoDaysBefore: { push: 1_500 } }
    expect(countDay(rulesOf(), { push: 1_500 }, twice).flags).toEqual(['repeated'])
    expect(
      countDay(rulesOf(), { push: 999 }, { ...twice, dayBefore: { push: 999 }, twoDaysBefore: { push: 999 } }).flags,
    ).toEqual([])
    expect(
      countDay(
        rulesOf(),
        { wearable: 1_500 },
        { ...twice, dayBefore: { wearable: 1_500 }, twoDaysBefore: { wearable: 1_500 } },
      ).flags,
    ).toEqual([])
    expect(countDay(rulesOf({ holdFlaggedDays: true }), { manual: 12_000 }, none)).toEqual({
      steps: 0,
      flags: ['round'],
    })
  })
})

describe('a day’s sources', () => {
  it('ranks the correction first, the walking sources in the priority, then earlier and activities', () => {
    const all = Object.fromEntries(DAY_COUNTS.map((name, index) => [name, index + 1]))
    expect(daySources(all, ['manual', 'admin', 'import', 'push', 'wearable']).map((s) => s.source)).toEqual([
      'correction',
      'manual',
      'admin',
      'import',
      'push',
      'wearable',
      'earlier',
      'activity',
    ])
    expect(daySources({ push: 0, activity: null }, null)).toEqual([{ source: 'push', steps: 0 }])
  })

  it('a day is empty only with no count of any kind, no bonus and no decision', () => {
    expect(isEmptyDay({ counts: {}, bonus: 0, review: null })).toBe(true)
    for (const name of DAY_COUNTS) expect(isEmptyDay({ counts: { [name]: 0 }, bonus: 0, review: null })).toBe(false)
    expect(isEmptyDay({ counts: {}, bonus: 5, review: null })).toBe(false)
    expect(isEmptyDay({ counts: {}, bonus: 0, review: 'voided' })).toBe(false)
  })
})
