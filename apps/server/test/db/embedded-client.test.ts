import { PGlite } from '@electric-sql/pglite'
import { sql } from 'drizzle-orm'
import { drizzle } from 'drizzle-orm/pglite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../src/db/client.ts'
import { users } from '../../src/db/schema/index.ts'
import { openTestDatabase } from '../helpers/app.ts'

// One value of each type drizzle sends a parser for, and a few it leaves to PGlite.
const VALUES = sql`
  select date '2026-11-23' as day, timestamp '2026-11-23 08:15:00' as at, timestamptz '2026-11-23 08:15:00+00' as at_tz,
         interval '1 day 2 hours' as span, array[1.5, 2]::numeric[] as amounts, array[date '2026-11-23']::date[] as days,
         array[timestamp '2026-11-23 08:15:00']::timestamp[] as ats, array[timestamptz '2026-11-23 08:15:00+00']::timestamptz[] as ats_tz,
         array[interval '1 hour']::interval[] as spans, 42::int8 as big, array[1, 2]::int[] as ints, array['a', 'b'] as texts,
         '{"a": 1}'::jsonb as doc, true as yes
`

/** The first row of a raw query's answer. */
const firstRow = (result: unknown) => (result as { rows: unknown[] }).rows[0]

// The client drizzle is given on the embedded database (parsersInstalledOnce in db/client.ts).
describe.runIf(process.env.TEST_DB_DRIVER !== 'postgres')('the embedded database client', () => {
  let database: Database
  let plain: PGlite

  beforeAll(async () => {
    database = await openTestDatabase()
    // Loaded from a copy of the files rather than created: creating a database runs initdb, many
    // seconds on a busy machine.
    plain = await PGlite.create({ loadDataDir: await database.dump!() })
  })

  afterAll(async () => {
    await database.close()
    await plain.close()
  })

  it('reads every type as drizzle on a plain PGlite client does, in and out of transactions', async () => {
    const expected = firstRow(await drizzle(plain).execute(VALUES))
    expect(expected).toMatchObject({ day: '2026-11-23', at: '2026-11-23 08:15:00', big: 42, ints: [1, 2] })
    // Twice: the first query is the one that hands the client drizzle's parsers.
    for (let round = 0; round < 2; round++) {
      expect(firstRow(await database.db.execute(VALUES))).toEqual(expected)
      expect(await database.db.transaction(async (tx) => firstRow(await tx.execute(VALUES)))).toEqual(expected)
    }
  })

  it('maps query builder rows with the same parsers', async () => {
    const [row] = await database.db
      .insert(users)
      .values({ username: 'Ada', email: 'ada@example.com', passwordHash: 'not-a-hash' })
      .returning({ createdAt: users.createdAt })
    expect(row!.createdAt).toBeInstanceOf(Date)
    const [read] = await database.db.select({ createdAt: users.createdAt }).from(users)
    expect(read!.createdAt.getTime()).toBe(row!.createdAt.getTime())
  })
})
