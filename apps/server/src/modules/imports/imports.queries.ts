import { sql, type SQL } from 'drizzle-orm'
import { stepImports } from '../../db/schema/index.ts'

/** When the member last applied an import, for a members list or report: null for never. */
export function lastAppliedImportSql(userId: SQL | { getSQL(): SQL }): SQL<Date | null> {
  return sql`(select max(${stepImports.appliedAt}) from ${stepImports} where ${stepImports.userId} = ${userId})`
}
