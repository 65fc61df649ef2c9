import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { IndividualScoring } from '@stepup/contract'
import { addDays } from '../../src/lib/days.ts'
import { liveStandings } from '../../src/modules/competitions/standings.ts'
import { createTestApp, type TestApp } from '../helpers/app.ts'
import { addMembers, type Member } from '../helpers/members.ts'

/** A week's competition from this Monday, read on its last day. */
const START = '2026-03-02'
const END = '2026-03-08'

describe('competitions scored against each member’s own goal and own usual day', () => {
  let t: TestApp
  let members: Member[]
  beforeAll(async () => {
    t = await createTestApp()
    members = await addMembers(t.db, 3, { prefix: 'Walker' })
  })
  afterAll(() => t.close())

  const days = async (member: Member, from: string, count: number, steps: number) => {
    for (let index = 0; index < count; index += 1) {
      await t.db.execute(sql`
        insert into day_scores (user_id, day, steps, bonus, total)
        values (${member.user.id}, ${addDays(from, index)}::date, ${steps}, 0, ${steps})
        on conflict (user_id, day) do update set steps = excluded.steps, total = excluded.total`)
    }
  }
  const board = async (scoring: IndividualScoring) => {
    const { users } = await liveStandings(
      t.db,
      {
        id: 0,
        startDate: START,
        endDate: END,
        participation: 'everyone',
        individualScoring: scoring,
        target: 10_000,
        teamScoring: 'sum',
        prizes: [],
      },
      { timeZone: 'UTC', today: END },
    )
    return Object.fromEntries(users.map((row) => [row.user.username, row.score]))
  }

  it('gives a point per 1 % of the goal each member had that day, at most 200 a day', async () => {
    const [desk, runner, newcomer] = members as [Member, Member, Member]
    // A goal of 4,000 from before the competition, and 6,000 from its fourth day.
    await t.db.execute(sql`insert into member_goals (user_id, from_day, goal) values
      (${desk.user.id}, '2026-02-01', 4000), (${desk.user.id}, '2026-03-05', 6000)`)
    await days(desk, START, 7, 4_800)
    // The usual goal (10,000), and days far above it: capped at 200 points.
    await days(runner, START, 7, 32_000)
    await days(newcomer, START, 2, 10_000)
    expect(await board('goalPercent')).toEqual({
      // Three days at 120 % of 4,000, four at 80 % of 6,000.
      [desk.user.username]: 3 * 120 + 4 * 80,
      [runner.user.username]: 7 * 200,
      [newcomer.user.username]: 2 * 100,
    })
  })

  it('measures improvement against the higher of the two months before, so walking less just before does not pay', async () => {
    const [steady, sandbagger, returning] = members as [Member, Member, Member]
    await t.db.execute(sql`delete from day_scores`)
    // Steady: 6,000 a day for eight weeks before, then 7,500 a day: 25 % above.
    await days(steady, addDays(START, -56), 56, 6_000)
    await days(steady, START, 7, 7_500)
    // Sandbagger: 8,000 a day, then 2,000 a day in the four weeks before, then 10,000: measured
    // against 8,000 (25 %), not against 2,000 (400 %).
    await days(sandbagger, addDays(START, -56), 28, 8_000)
    await days(sandbagger, addDays(START, -28), 28, 2_000)
    await days(sandbagger, START, 7, 10_000)
    // Nothing before: measured against the floor of 3,000 a day.
    await days(returning, START, 7, 4_500)
    expect(await board('improved')).toEqual({
      [steady.user.username]: 25,
      [sandbagger.user.username]: 25,
      [returning.user.username]: 50,
    })
  })
})
