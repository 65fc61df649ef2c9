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

/**
 * The settings row, locked until the transaction ends: an admin's change reads the values it
 * replaces here, so two admins saving at once each see the other's change as the one they replace.
 */
export async function lockSettings(tx: DbOrTx): Promise<Settings> {
  await getSettings(tx)
  const [row] = await tx.select().from(appSettings).where(eq(appSettings.id, 1)).for('update')
  return row!
}

export async function updateSettings(db: DbOrTx, changes: Partial<Omit<Settings, 'id'>>): Promise<Settings> {
  await getSettings(db)
  const [row] = await db.update(appSettings).set(changes).where(eq(appSettings.id, 1)).returning()
  return row!
}
