import fs from 'node:fs'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  DEMO_DAYS,
  DEMO_PASSWORD,
  demoCounts,
  isEmptyDatabase,
  seedDemo,
  type DemoLogin,
} from '../../../../scripts/demo/seed.ts'
import { createTestApp, type TestApp } from '../helpers/app.ts'
import { totalsDrift } from '../helpers/scores-fixtures.ts'

let t: TestApp
let logins: DemoLogin[]

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await t.db.execute(query)) as unknown as { rows: T[] }).rows
}

describe('demo data', () => {
  beforeAll(async () => {
    t = await createTestApp()
    ;({ logins } = await seedDemo(t.db, { uploadsDir: t.config.uploadsDir, timeZone: t.config.timeZone }))
  }, 120_000)

  afterAll(async () => {
    await t?.close()
  })

  it('fills a community of the promised size', async () => {
    const counts = await demoCounts(t.db)
    expect(counts.users).toBe(60)
    expect(counts.teams).toBe(8)
    expect(counts.challenges).toBe(6)
    expect(counts.competitions).toBe(4)
    expect(counts.friendships).toBeGreaterThan(60)
    // 59 members over 120 days, less late joiners, holidays and forgotten days.
    expect(counts.day_rows).toBeGreaterThan(59 * DEMO_DAYS * 0.75)
    expect(counts.day_rows).toBeLessThanOrEqual(59 * DEMO_DAYS + 60)
    expect(counts.proofs.approved).toBeGreaterThan(20)
    expect(counts.proofs.rejected).toBeGreaterThan(3)
    expect(counts.proofs.pending).toBeGreaterThan(3)
    expect(await isEmptyDatabase(t.db)).toBe(false)
  })

  it("puts flagged days on the admin's desk, with a decision, a correction and activities", async () => {
    const desk = (await t.db.execute(sql`
      select
        (select count(*)::int from day_scores where flags is not null and review is null) as waiting,
        (select count(*)::int from day_scores where review = 'voided') as voided,
        (select count(*)::int from day_scores where correction_steps is not null) as corrected,
        (select count(*)::int from activity_entries) as activities,
        (select count(*)::int from audit_log where action like 'day.%') as audited
    `)) as unknown as { rows: Record<string, number>[] }
    const row = desk.rows[0]!
    expect(row.waiting).toBeGreaterThanOrEqual(3)
    expect(row.waiting).toBeLessThan(20)
    expect(row).toMatchObject({ voided: 1, corrected: 1, activities: 3, audited: 2 })
  })

  it('refuses to fill a database that already has accounts', async () => {
    await expect(seedDemo(t.db, { uploadsDir: t.config.uploadsDir, timeZone: t.config.timeZone })).rejects.toThrow(
      /only an empty database/,
    )
  })

  it('stores an image for every avatar and proof, served from /uploads', async () => {
    const urls = await rows<{ url: string }>(sql`
      select avatar_url as url from users where avatar_url is not null
      union all select image_url from challenge_completions
    `)
    expect(urls.length).toBeGreaterThan(100)
    for (const { url } of urls) {
      expect(url).toMatch(/^\/uploads\/[0-9a-f]{32}\.(webp|jpg)$/)
      expect(fs.existsSync(path.join(t.config.uploadsDir, path.basename(url)))).toBe(true)
    }
    const served = await t.request('GET', urls[0]!.url)
    expect(served.status).toBe(200)
    expect(served.headers['content-type']).toMatch(/^image\//)
  })

  it('keeps teams within the limit, each led by one of its members', async () => {
    const teams = await rows<{ members: number; leader_in_team: boolean }>(sql`
      select count(u.id)::int as members, bool_or(u.id = t.leader_id) as leader_in_team
      from teams t join users u on u.team_id = t.id group by t.id
    `)
    expect(teams).toHaveLength(8)
    const { maxTeamMembers } = (await t.request('GET', '/api/teams/config', { cookie: await login(logins[0]!) })).body
    for (const team of teams) {
      expect(team.leader_in_team).toBe(true)
      expect(team.members).toBeGreaterThanOrEqual(2)
      expect(team.members).toBeLessThanOrEqual(maxTeamMembers)
    }
  })

  it('has steps with a weekly rhythm and a bonus that matches the approved proofs', async () => {
    const weekdays = await rows<{ dow: number; average: number }>(sql`
      select extract(isodow from day)::int as dow, avg(steps)::float as average from day_scores
      where steps > 0 group by 1 order by 1
    `)
    expect(weekdays).toHaveLength(7)
    // The last three days are in for every member, as after a fresh sync.
    const [recent] = await rows<{ rows: number }>(sql`
      select count(*)::int as rows from day_scores where day > (select max(day) from day_scores) - 3
    `)
    expect(recent!.rows).toBe(59 * 3)
    const weekday = weekdays.find((row) => row.dow === 3)!.average
    const sunday = weekdays.find((row) => row.dow === 7)!.average
    expect(sunday).toBeLessThan(weekday)

    const mismatched = await rows(sql`
      with bonus as (select user_id, sum(bonus)::int as bonus from day_scores group by user_id),
      awarded as (
        select c.user_id, sum(ch.points)::int as points
        from challenge_completions c join challenges ch on ch.id = c.challenge_id
        where c.status = 'approved' group by c.user_id
      )
      select coalesce(b.user_id, a.user_id) from bonus b full join awarded a on a.user_id = b.user_id
      where coalesce(b.bonus, 0) <> coalesce(a.points, 0)
    `)
    expect(mismatched).toEqual([])
  })

  it("keeps every member's totals equal to the sums of their day rows", async () => {
    expect(await totalsDrift(t)).toEqual([])
  })

  it('serves a consistent board, and every printed login works', async () => {
    expect(logins.map((entry) => entry.role)).toEqual(['admin', 'team leader', 'team member', 'member without a team'])
    const cookies = await Promise.all(logins.map(login))
    const me = await t.request('GET', '/api/me', { cookie: cookies[0] })
    expect(me.body.isAdmin).toBe(true)

    const board = await t.request('GET', '/api/scores/users?limit=500', { cookie: cookies[1] })
    expect(board.status).toBe(200)
    expect(board.body.total).toBe(60)
    const [sums] = await rows<{ steps: number; bonus: number }>(
      sql`select sum(steps)::float as steps, sum(bonus)::float as bonus from day_scores`,
    )
    expect(board.body.totals.steps).toBe(sums!.steps)
    expect(board.body.totals.bonus).toBe(sums!.bonus)
    const listed = board.body.users as { rank: number; total: number; steps: number; bonus: number }[]
    expect(listed.reduce((sum, row) => sum + row.steps, 0)).toBe(sums!.steps)
    for (const [index, row] of listed.entries()) {
      expect(row.total).toBe(row.steps + row.bonus)
      if (index > 0) expect(row.total).toBeLessThanOrEqual(listed[index - 1]!.total)
    }

    const teams = await t.request('GET', '/api/scores/team', { cookie: cookies[1] })
    expect(teams.body).toHaveLength(8)
    const community = await t.request('GET', '/api/scores/config', { cookie: cookies[3] })
    expect(community.body.communityUrl).toMatch(/^https:\/\//)
  })
})

async function login(entry: DemoLogin) {
  expect(entry.password).toBe(DEMO_PASSWORD)
  const response = await t.request('POST', '/api/auth/login', {
    body: { email: entry.email, password: entry.password },
  })
  expect(response.status, response.text).toBe(200)
  return response.cookie!
}
