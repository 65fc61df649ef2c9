import fs from 'node:fs/promises'
import path from 'node:path'
import { and, eq, inArray, lt, sql, type SQL } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.ts'
import { challengeCompletions, uploads, users } from '../../db/schema/index.ts'
import { UPLOADS_URL_PREFIX } from './uploads.service.ts'

/** An upload nobody refers to is kept this long: the member may still be about to use it. */
export const UNREFERENCED_UPLOAD_TTL_MS = 24 * 60 * 60 * 1000
/** A temporary file older than this belongs to a write that will never finish. */
export const TEMPORARY_FILE_TTL_MS = 60 * 60 * 1000

const STORED_NAME = /^[0-9a-f]{32}\.(jpg|png|webp|gif)$/
const TEMPORARY_NAME = /^\..+\.tmp$/
const BATCH = 500

/** True where no avatar and no proof refers to the image: the SQL every removal goes by. */
const unreferenced = (name: SQL) => sql`
  not exists (select 1 from ${users} where ${users.avatarUrl} = ${UPLOADS_URL_PREFIX} || ${name})
  and not exists (select 1 from ${challengeCompletions} where ${challengeCompletions.imageUrl} = ${UPLOADS_URL_PREFIX} || ${name})`

/**
 * Whether `url` is an image `userId` uploaded and that is still stored. A member shows only their
 * own uploads: another's image, set as an avatar, would be kept alive and counted against its
 * owner's quota, which they could then never free.
 */
export async function isOwnUpload(db: DbOrTx, url: string, userId: number): Promise<boolean> {
  const name = url.slice(UPLOADS_URL_PREFIX.length)
  if (!url.startsWith(UPLOADS_URL_PREFIX) || !STORED_NAME.test(name)) return false
  const [row] = await db
    .select({ name: uploads.name })
    .from(uploads)
    .where(and(eq(uploads.name, name), eq(uploads.userId, userId)))
  return row !== undefined
}

/**
 * Removes stored images (row and file) that nothing refers to any more, such as the proofs of a
 * deleted challenge, or a photo whose submission lost a race. URLs that are not stored uploads,
 * or that something still shows, are left alone.
 */
export async function forgetUploads(db: DbOrTx, dir: string, urls: string[]): Promise<void> {
  const names = urls
    .filter((url) => url.startsWith(UPLOADS_URL_PREFIX))
    .map((url) => url.slice(UPLOADS_URL_PREFIX.length))
    .filter((name) => STORED_NAME.test(name))
  if (names.length === 0) return
  // One statement decides and deletes, so a reference committed meanwhile keeps its image.
  const recorded = await db
    .delete(uploads)
    .where(and(inArray(uploads.name, names), unreferenced(sql`${uploads.name}`)))
    .returning({ name: uploads.name })
  const unrecorded = await namesWhere(
    db,
    names,
    sql`not exists (select 1 from ${uploads} where ${uploads.name} = candidate.name)
      and ${unreferenced(sql`candidate.name`)}`,
  )
  await removeFiles(dir, [...recorded.map((row) => row.name), ...unrecorded])
}

/**
 * The periodic clean-up of the uploads directory: uploads nobody refers to once they are a day
 * old (row and file), files no row knows (stored before uploads were recorded) on the same
 * terms, and temporary files of writes that died more than an hour ago.
 *
 * Safe with several processes sharing the directory and the database: each row is deleted by one
 * statement that returns it to one process only, and a file is only touched once old enough that
 * no upload can still be on its way to it.
 */
export async function sweepUploads(db: DbOrTx, dir: string, now = new Date()): Promise<{ removed: number }> {
  const dayAgo = new Date(now.getTime() - UNREFERENCED_UPLOAD_TTL_MS)
  const expired = await db
    .delete(uploads)
    .where(and(lt(uploads.createdAt, dayAgo), unreferenced(sql`${uploads.name}`)))
    .returning({ name: uploads.name })
  await removeFiles(
    dir,
    expired.map((row) => row.name),
  )

  let entries: string[]
  try {
    entries = await fs.readdir(dir)
  } catch {
    return { removed: expired.length }
  }
  const oldFiles: string[] = []
  for (const name of entries) {
    const isStored = STORED_NAME.test(name)
    if (!isStored && !TEMPORARY_NAME.test(name)) continue
    const stat = await fs.stat(path.join(dir, name)).catch(() => undefined)
    if (!stat?.isFile()) continue
    const age = now.getTime() - stat.mtimeMs
    if (!isStored && age > TEMPORARY_FILE_TTL_MS) await fs.rm(path.join(dir, name), { force: true })
    if (isStored && age > UNREFERENCED_UPLOAD_TTL_MS) oldFiles.push(name)
  }

  let orphans = 0
  for (let start = 0; start < oldFiles.length; start += BATCH) {
    const gone = await namesWhere(
      db,
      oldFiles.slice(start, start + BATCH),
      sql`not exists (select 1 from ${uploads} where ${uploads.name} = candidate.name)
        and ${unreferenced(sql`candidate.name`)}`,
    )
    await removeFiles(dir, gone)
    orphans += gone.length
  }
  return { removed: expired.length + orphans }
}

async function removeFiles(dir: string, names: string[]) {
  await Promise.all(names.map((name) => fs.rm(path.join(dir, name), { force: true })))
}

/** Those of `names` for which `condition` (on `candidate.name`) holds. */
async function namesWhere(db: DbOrTx, names: string[], condition: SQL): Promise<string[]> {
  const result = (await db.execute(sql`
    select candidate.name from unnest(${sql.param(names)}::text[]) as candidate(name) where ${condition}`)) as unknown as {
    rows: { name: string }[]
  }
  return result.rows.map((row) => row.name)
}
