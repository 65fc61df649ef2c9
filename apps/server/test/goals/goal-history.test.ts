import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addDays, todayIn } from '../../src/lib/days.ts'
import { createTestApp, type TestApp } from '../helpers/app.ts'
import { addMember, type Member } from '../helpers/members.ts'

describe('a member’s goal history', () => {
  let t: TestApp
  const today = todayIn('UTC')
  const yearStart = addDays(today, -364)

  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  const goal = async (member: Member) => {
    const response = await t.request('GET', '/api/me/goal', { cookie: member.cookie })
    expect(response.status, response.text).toBe(200)
    return response.body as { goal: number; own: boolean; history: { from: string; goal: number }[] }
  }
  const setGoalOn = (member: Member, day: string, goal: number) =>
    t.db.execute(sql`insert into member_goals (user_id, from_day, goal) values (${member.user.id}, ${day}, ${goal})`)

  it('is the usual goal over the whole year for a member who set none', async () => {
    const member = await addMember(t.db)
    expect((await goal(member)).history).toEqual([{ from: yearStart, goal: 10_000 }])
  })

  it('names each goal from the day it was set, the one before the year from the year’s first day', async () => {
    const member = await addMember(t.db)
    await setGoalOn(member, addDays(today, -500), 6_000)
    await setGoalOn(member, addDays(today, -400), 7_000)
    await setGoalOn(member, addDays(today, -20), 8_000)
    await setGoalOn(member, addDays(today, -5), 12_000)
    const set = await t.request('PUT', '/api/me/goal', { cookie: member.cookie, body: { goal: 9_500 } })
    expect(set.status, set.text).toBe(200)
    expect(await goal(member)).toMatchObject({
      goal: 9_500,
      own: true,
      history: [
        { from: yearStart, goal: 7_000 },
        { from: addDays(today, -20), goal: 8_000 },
        { from: addDays(today, -5), goal: 12_000 },
        { from: today, goal: 9_500 },
      ],
    })
  })

  it('starts with the usual goal until the member’s first goal within the year', async () => {
    const member = await addMember(t.db)
    await setGoalOn(member, addDays(today, -3), 4_000)
    expect((await goal(member)).history).toEqual([
      { from: yearStart, goal: 10_000 },
      { from: addDays(today, -3), goal: 4_000 },
    ])
  })
})
