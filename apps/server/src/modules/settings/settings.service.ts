import { eq } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.ts'
import { appSettings } from '../../db/schema/index.ts'

export type Settings = typeof appSettings.$inferSelect

/** The admin's settings; the row is created on first read with the product's defaults. */
export async function getSettings(db: DbOrTx): Promise<Settings> {
  const [row] = await db.select().from(appSettings).where(eq(appSettings.id, 1))
  if (row) return row
  const [created] = await db.insert(appSettings).values({ id: 1 }).onConflictDoNothing().returning()
  return created ?? (await getSettings(db))
}

export async function updateSettings(db: DbOrTx, changes: Partial<Omit<Settings, 'id'>>): Promise<Settings> {
  await getSettings(db)
  const [row] = await db.update(appSettings).set(changes).where(eq(appSettings.id, 1)).returning()
  return row!
}
