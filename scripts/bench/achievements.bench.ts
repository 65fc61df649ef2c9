/**
 * Achievements bench, on PostgreSQL: the scores bench's seed (20,000 members × 365 days), then
 * every member's achievements awarded from nothing, as a first start after the upgrade does; then
 * again, when nothing changes (what a run over everyone after a recount costs); one member's
 * `GET /api/me/achievements` answer, read the way the route reads it; and a 10,000-entry wearable
 * sync (today's steps of 10,000 members) beside the award run of its members that follows it.
 *
 * Budgets: the whole community in under 60 s; the profile's answer under 50 ms at the 99th
 * percentile; awarding after a 10,000-entry sync at most 10 % of the sync's own time.
 *
 * Needs TEST_DATABASE_URL or BENCH_DATABASE_URL (a database is created and dropped for the run).
 * BENCH_MEMBERS and BENCH_DAYS override the sizes.
 */
import pg from 'pg'
import { openPostgres } from '../../apps/server/src/db/client.ts'
import { awardAchievements, getMyAchievements } from '../../apps/server/src/modules/achievements/index.ts'
import { membersWithSteps, Scores } from '../../apps/server/src/modules/scores/index.ts'
import { seed } from './seed.ts'
import { createBenchDatabase } from './server.ts'

const log = (message: string) => console.log(message)
const PROFILE_READS = 300
const SYNC_ENTRIES = 10_000

export async function run() {
  const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL
  if (!serverUrl) {
    log('skipped: set BENCH_DATABASE_URL or TEST_DATABASE_URL to a PostgreSQL server')
    return
  }
  const members = Number(process.env.BENCH_MEMBERS ?? 20_000)
  const days = Number(process.env.BENCH_DAYS ?? 365)
  const { databaseUrl, drop } = await createBenchDatabase(serverUrl)
  const client = new pg.Client({ connectionString: databaseUrl })
  try {
    const migrated = await openPostgres(databaseUrl, { poolSize: 1 })
    await migrated.close()
    await client.connect()
    await client.query(`set maintenance_work_mem = '512MB'`)
    await seed((text) => client.query(text), members, days, log)
    await client.query('analyze')

    const database = await openPostgres(databaseUrl, { migrate: false, poolSize: 4 })
    try {
      const everyone = await membersWithSteps(database.db)
      let started = performance.now()
      const first = await awardAchievements(database.db, everyone, { timeZone: 'UTC' })
      const firstSeconds = (performance.now() - started) / 1000
      log(
        `every member awarded from nothing: ${everyone.length.toLocaleString('en')} members × ${days} days in ` +
          `${firstSeconds.toFixed(1)} s, ${first.awarded.toLocaleString('en')} achievements (budget: under 60 s)`,
      )
      started = performance.now()
      const again = await awardAchievements(database.db, everyone, { timeZone: 'UTC' })
      log(
        `again, nothing to change: ${((performance.now() - started) / 1000).toFixed(1)} s, ` +
          `${again.awarded + again.redated + again.revoked} changes (reference: no goal)`,
      )

      const latencies: number[] = []
      for (let read = 0; read < PROFILE_READS; read += 1) {
        const userId = everyone[(read * 7919) % everyone.length]!
        const readStarted = performance.now()
        await getMyAchievements(database.db, userId, 'UTC')
        latencies.push(performance.now() - readStarted)
      }
      latencies.sort((a, b) => a - b)
      const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]!
      log(
        `a member's achievements read ${PROFILE_READS} times: p50 ${at(0.5).toFixed(1)} ms, ` +
          `p99 ${at(0.99).toFixed(1)} ms (budget: under 50 ms at p99)`,
      )

      // Wearable syncs of today's steps for 10,000 members, each followed by the award run of those
      // members, as the app runs it: their changes start today, and they are told what they earned.
      // First a sync as most are, later in the day with 1,500 more steps each; then a day that
      // beats every member's best day, so that each of them earns something.
      const quiet = { info: () => {}, error: (error: unknown) => log(`sync: ${String(error)}`) }
      const synced = await client.query<{ id: number; sensor_user_id: string; steps: number }>(
        `select u.id, u.sensor_user_id, coalesce(d.steps, 0) as steps
         from users u left join day_scores d on d.user_id = u.id and d.day = current_date
         order by u.id limit ${SYNC_ENTRIES}`,
      )
      const today = (await client.query<{ today: string }>(`select to_char(current_date, 'YYYY-MM-DD') as today`))
        .rows[0]!.today
      const syncThenAward = async (what: string, stepsOf: (steps: number, index: number) => number) => {
        const scores = new Scores(database.db, quiet as never)
        const syncStarted = performance.now()
        await scores.recordSyncedSteps(
          synced.rows.map((row, index) => ({
            sensorUserId: row.sensor_user_id,
            date: today,
            steps: stepsOf(row.steps, index),
          })),
        )
        const syncMs = performance.now() - syncStarted
        await scores.close()
        const awardStarted = performance.now()
        const counts = await awardAchievements(
          database.db,
          new Map(synced.rows.map((row) => [row.id, { from: today, byAdmin: false }])),
          { tell: true, timeZone: 'UTC' },
        )
        const awardMs = performance.now() - awardStarted
        log(
          `${what}: ${SYNC_ENTRIES.toLocaleString('en')}-entry sync ${syncMs.toFixed(0)} ms; awarding its members ` +
            `after it ${awardMs.toFixed(0)} ms (${counts.awarded.toLocaleString('en')} achievements), ` +
            `${((awardMs / syncMs) * 100).toFixed(0)} % of the sync (budget: at most 10 %)`,
        )
      }
      await syncThenAward('a later sync of the day', (steps) => Math.min(100_000, steps + 1_500))
      await syncThenAward('a day above every best day', (_steps, index) => 20_500 + index)
    } finally {
      await database.close()
    }
  } finally {
    await client.end().catch(() => {})
    await drop()
  }
}
