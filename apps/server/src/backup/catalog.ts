import { sql } from 'drizzle-orm'
import type { DbOrTx } from '../db/client.ts'
import { buildMigrations, type Migration } from '../db/migrations.ts'
import { selectRows } from '../db/rows.ts'

/**
 * What a backup reads from the database's own catalog, so a table, column or sequence a later
 * migration adds is backed up and restored without anyone listing it here.
 */

/** A quoted SQL identifier; names come from the catalog or were checked against it. */
export const quoted = (name: string) => sql.raw(`"${name.replaceAll('"', '""')}"`)

export interface TableInfo {
  name: string
  /** Stored columns in their order; generated columns are computed again on restore. */
  columns: { name: string; type: string }[]
}

export async function listTables(db: DbOrTx): Promise<TableInfo[]> {
  const rows = await selectRows<{ table: string; column: string; type: string }>(
    db,
    sql`select c.relname as "table", a.attname as "column", format_type(a.atttypid, a.atttypmod) as "type"
        from pg_class c
        join pg_namespace n on n.oid = c.relnamespace
        join pg_attribute a on a.attrelid = c.oid
        where n.nspname = current_schema() and c.relkind in ('r', 'p') and not c.relispartition
          and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
        order by c.relname, a.attnum`,
  )
  const tables = new Map<string, TableInfo>()
  for (const row of rows) {
    let table = tables.get(row.table)
    if (!table) tables.set(row.table, (table = { name: row.table, columns: [] }))
    table.columns.push({ name: row.column, type: row.type })
  }
  return [...tables.values()]
}

export async function listSequences(db: DbOrTx): Promise<string[]> {
  const rows = await selectRows<{ name: string }>(
    db,
    sql`select c.relname as "name" from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = current_schema() and c.relkind = 'S' order by c.relname`,
  )
  return rows.map((row) => row.name)
}

export async function readSequence(db: DbOrTx, name: string) {
  const [row] = await selectRows<{ lastValue: string; isCalled: boolean }>(
    db,
    sql`select last_value::text as "lastValue", is_called as "isCalled" from ${quoted(name)}`,
  )
  return row!
}

export interface ForeignKey {
  table: string
  name: string
  definition: string
}

export async function listForeignKeys(db: DbOrTx): Promise<ForeignKey[]> {
  return selectRows<ForeignKey>(
    db,
    sql`select t.relname as "table", c.conname as "name", pg_get_constraintdef(c.oid) as "definition"
        from pg_constraint c
        join pg_class t on t.oid = c.conrelid
        join pg_namespace n on n.oid = t.relnamespace
        where c.contype = 'f' and n.nspname = current_schema()
        order by t.relname, c.conname`,
  )
}

/**
 * The last migration applied to the database. Drizzle records each applied migration's time
 * stamp from the journal, which names it; a time stamp this build does not know comes from a
 * newer version.
 */
export async function appliedMigration(db: DbOrTx, migrations = buildMigrations()): Promise<Migration> {
  const [row] = await selectRows<{ when: string | null }>(
    db,
    sql`select max(created_at)::text as "when" from drizzle.__drizzle_migrations`,
  )
  const when = Number(row?.when)
  if (!row?.when) throw new Error('The database has no migrations applied: it holds no StepUp community.')
  const known = migrations.find((migration) => migration.when === when)
  return { tag: known?.tag ?? 'unknown (newer than this version)', when }
}
