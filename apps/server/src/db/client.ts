import fs from 'node:fs'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import type { ExtractTablesWithRelations } from 'drizzle-orm'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core'
import pg from 'pg'
import lockfile from 'proper-lockfile'
import { migrationsFolder } from '../lib/paths.ts'
import * as schema from './schema/index.ts'

export type Schema = typeof schema
export type Db = PgDatabase<PgQueryResultHKT, Schema>
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>
/** What services take: the database, or the transaction they are called inside. */
export type DbOrTx = Db | Tx

export interface Database {
  db: Db
  kind: 'pglite' | 'postgres'
  /** Answers once the database does; used by the health check. */
  ping(): Promise<void>
  close(): Promise<void>
  /** Embedded only: the whole data directory as a tarball, to copy a database quickly. */
  dump?: () => Promise<Blob>
}

/** Any fixed number: all processes migrating one PostgreSQL take this advisory lock in turn. */
const MIGRATION_LOCK_ID = 7_245_113

export async function openPostgres(
  url: string,
  options: { migrate?: boolean; poolSize?: number } = {},
): Promise<Database> {
  if (options.migrate !== false) await migratePostgres(url)
  const pool = new pg.Pool({ connectionString: url, max: options.poolSize ?? 10 })
  pool.on('error', () => {
    // An idle client lost its connection; the pool replaces it on the next query.
  })
  const db = drizzlePg(pool, { schema, casing: 'snake_case' }) as unknown as Db
  return {
    db,
    kind: 'postgres',
    ping: async () => {
      await pool.query('select 1')
    },
    close: () => pool.end(),
  }
}

async function migratePostgres(url: string) {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID])
    await migratePg(drizzlePg(client, { casing: 'snake_case' }), { migrationsFolder })
  } finally {
    await client.end()
  }
}

/**
 * Opens the embedded database in `dataDir/db`. A lock on the directory keeps a second process
 * from opening the same files, which would corrupt them.
 */
export async function openPglite(dataDir: string | undefined, options: { loadDataDir?: Blob } = {}): Promise<Database> {
  let release: (() => Promise<void>) | undefined
  let client: PGlite
  if (dataDir) {
    const dir = path.join(dataDir, 'db')
    fs.mkdirSync(dir, { recursive: true })
    try {
      release = await lockfile.lock(dir, { lockfilePath: path.join(dataDir, 'db.lock'), stale: 15_000, update: 5_000 })
    } catch {
      throw new Error(
        `The embedded database in ${dir} is already open in another process. Stop that process, or start this one with another DATA_DIR.`,
      )
    }
    client = await PGlite.create({ dataDir: dir, relaxedDurability: false })
  } else {
    client = await PGlite.create(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {})
  }
  const db = drizzlePglite(client, { schema, casing: 'snake_case' }) as unknown as Db
  await migratePglite(drizzlePglite(client, { casing: 'snake_case' }), { migrationsFolder })
  return {
    db,
    kind: 'pglite',
    ping: async () => {
      await client.query('select 1')
    },
    dump: () => client.dumpDataDir('gzip'),
    close: async () => {
      await client.close()
      await release?.()
    },
  }
}
