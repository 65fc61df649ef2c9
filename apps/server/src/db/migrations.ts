import fs from 'node:fs'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { readMigrationFiles } from 'drizzle-orm/migrator'
import { migrationsFolder } from '../lib/paths.ts'
import type { Database, DbOrTx } from './client.ts'
import { selectRows } from './rows.ts'

/**
 * What the database's migrations are, which of them a database still lacks, and how to apply them
 * inside a transaction of one's own. Drizzle's migrator records each migration it applies in
 * `drizzle.__drizzle_migrations` with its journal time stamp (`when` in `meta/_journal.json`), and
 * applies every migration of the journal whose time stamp is later than the latest recorded: the
 * functions here answer by that same rule.
 */

export interface Migration {
  tag: string
  when: number
}

/** The migrations of a migrations folder (this build's by default), oldest first. */
export function buildMigrations(folder = migrationsFolder): Migration[] {
  const journal = JSON.parse(fs.readFileSync(path.join(folder, 'meta', '_journal.json'), 'utf8')) as {
    entries: Migration[]
  }
  return journal.entries.map(({ tag, when }) => ({ tag, when }))
}

/** What a start would migrate: the last migration applied, and those the build has after it. */
export interface PendingMigrations {
  applied: Migration
  pending: Migration[]
}

/** A database while it is opened, before the app uses it: enough to read it whole. */
export type MigratingDatabase = Pick<Database, 'db' | 'kind'>

/**
 * Called by the start on a database that already holds migrations (an existing community), with
 * migrations not yet applied, before they are applied (on PostgreSQL under the migration lock, so
 * only the first of several processes starting at once is called).
 */
export type BeforeMigrate = (database: MigratingDatabase, migrations: PendingMigrations) => Promise<void>

type Query = (text: string) => Promise<{ rows: unknown[] }>

/**
 * The migrations the build carries that the database has not applied; undefined for a database
 * with none applied yet (a new one).
 */
export async function pendingMigrations(query: Query, folder = migrationsFolder) {
  const { rows: found } = await query(`select to_regclass('drizzle.__drizzle_migrations') is not null as "found"`)
  if (!(found[0] as { found: boolean } | undefined)?.found) return undefined
  const { rows } = await query(`select max(created_at)::text as "when" from drizzle.__drizzle_migrations`)
  const latest = (rows[0] as { when: string | null } | undefined)?.when
  if (latest == null) return undefined
  const when = Number(latest)
  const migrations = buildMigrations(folder)
  const applied = migrations.find((migration) => migration.when === when) ?? { tag: 'unknown', when }
  return { applied, pending: migrations.filter((migration) => migration.when > when) } satisfies PendingMigrations
}

/** Calls `beforeMigrate` when the database has migrations applied and migrations pending. */
export async function callBeforeMigrate(
  beforeMigrate: BeforeMigrate | undefined,
  query: Query,
  database: MigratingDatabase,
) {
  if (!beforeMigrate) return
  const migrations = await pendingMigrations(query)
  if (migrations && migrations.pending.length > 0) await beforeMigrate(database, migrations)
}

/**
 * Applies the pending migrations of `folder` inside the caller's transaction, as drizzle's
 * migrator would in one of its own (the same table, rule and records), so that whatever the
 * caller does after them is undone with them when it fails: a restore into a new database leaves
 * it as new as it found it.
 */
export async function applyMigrations(tx: DbOrTx, folder = migrationsFolder) {
  await tx.execute(sql`create schema if not exists drizzle`)
  await tx.execute(
    sql`create table if not exists drizzle.__drizzle_migrations (id serial primary key, hash text not null, created_at bigint)`,
  )
  const [row] = await selectRows<{ when: string | null }>(
    tx,
    sql`select max(created_at)::text as "when" from drizzle.__drizzle_migrations`,
  )
  const latest = row?.when == null ? undefined : Number(row.when)
  for (const migration of readMigrationFiles({ migrationsFolder: folder })) {
    if (latest !== undefined && migration.folderMillis <= latest) continue
    for (const statement of migration.sql) await tx.execute(sql.raw(statement))
    await tx.execute(
      sql`insert into drizzle.__drizzle_migrations (hash, created_at) values (${migration.hash}, ${migration.folderMillis})`,
    )
  }
}
