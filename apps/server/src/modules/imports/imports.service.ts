import crypto from 'node:crypto'
import fs from 'node:fs'
import fsp from 'node:fs/promises'
import { pipeline } from 'node:stream/promises'
import {
  MAX_DAILY_STEPS,
  type ImportDay,
  type ImportDetail,
  type ImportFormat,
  type ImportSource,
  type ImportStatus,
  type ImportSummary,
} from '@stepup/contract'
import { and, desc, eq, sql } from 'drizzle-orm'
import type { FastifyRequest } from 'fastify'
import type { Db, DbOrTx } from '../../db/client.ts'
import { stepImports, type ImportPreview, type StepImportRow } from '../../db/schema/index.ts'
import { uniqueViolation } from '../../db/sql-state.ts'
import { AppError, appError, badRequest, conflict, notFound } from '../../errors.ts'
import { reachWindow, todayIn } from '../../lib/days.ts'
import type { Scores } from '../scores/index.ts'
import { getSettings } from '../settings/index.ts'
import { memberTimeZone } from '../users/index.ts'
import { detectFormat, ImportFileError, type DetectedFile } from './formats/index.ts'
import type { ImportFiles } from './import-files.ts'
import { errorKeyOf, type ImportReader } from './import-reader.ts'
import { inTransaction } from '../../db/transaction.ts'

/** Previews a member may keep unapplied at once. */
const MAX_PREVIEWS = 3
/** Records files a member's unapplied previews may take between them. */
const MAX_PREVIEW_BYTES = 256 * 1024 * 1024

/** The multipart field the export comes in. */
export const IMPORT_FIELD = 'file'

interface Window {
  from: string
  to: string
}

/** The days an import may reach today, by the admin's setting. */
async function windowNow(db: DbOrTx, timeZone: string): Promise<Window> {
  const settings = await getSettings(db)
  return reachWindow(todayIn(timeZone), settings.importDaysBack)
}

/** Why a day of the file does not count, if it does not. */
function reasonOf(date: string, steps: number, window: Window): ImportDay['reason'] {
  if (date < window.from) return 'beforeWindow'
  if (date > window.to) return 'future'
  // No day may hold more, from any source: a file that says so is wrong about that day.
  if (steps > MAX_DAILY_STEPS) return 'overDailyMax'
  return undefined
}

/** The preview's days, each marked counted or not by the window (or, once applied, by what was). */
function daysOf(row: StepImportRow, window: Window, applied: Map<string, number> | undefined): ImportDay[] {
  return (row.preview?.days ?? []).map(([date, steps]) => {
    const counted = applied ? applied.has(date) : reasonOf(date, steps, window) === undefined
    const reason = counted ? undefined : reasonOf(date, steps, window)
    return { date, steps: applied?.get(date) ?? steps, counted, ...(reason && { reason }) }
  })
}

function toSummary(row: StepImportRow, days: ImportDay[]): ImportSummary {
  const all = row.preview?.days ?? []
  const counted = days.filter((day) => day.counted)
  return {
    id: row.id,
    fileName: row.fileName,
    format: row.format as ImportFormat,
    status: row.status as ImportStatus,
    createdAt: row.createdAt.toISOString(),
    firstDate: all[0]?.[0] ?? null,
    lastDate: all.at(-1)?.[0] ?? null,
    days: counted.length,
    steps: counted.reduce((sum, day) => sum + day.steps, 0),
  }
}

function sourcesOf(preview: ImportPreview | null): ImportSource[] {
  if (!preview) return []
  const included = preview.order.map((index) => ({ ...preview.sources[index]!, included: true }))
  const ordered = new Set(preview.order)
  const excluded = preview.sources
    .filter((_, index) => !ordered.has(index))
    .map((source) => ({ ...source, included: false }))
  return [...included, ...excluded]
}

/** The days an applied import wrote, as it counted them. */
async function appliedDays(db: DbOrTx, importId: number): Promise<Map<string, number>> {
  const result = (await db.execute(
    sql`select day::text as date, steps from step_import_days where import_id = ${importId}`,
  )) as unknown as { rows: { date: string; steps: number }[] }
  return new Map(result.rows.map((row) => [row.date, row.steps]))
}

async function toDetail(db: DbOrTx, row: StepImportRow, window: Window): Promise<ImportDetail> {
  const applied = row.status === 'applied' ? await appliedDays(db, row.id) : undefined
  const days = daysOf(row, window, applied)
  const error = row.errorKey ? new AppError('BAD_REQUEST', row.errorKey as 'importBrokenFile') : null
  return {
    ...toSummary(row, days),
    progress: row.status === 'processing' ? row.progress : 1,
    error: error && { error: error.message, key: error.key },
    sources: sourcesOf(row.preview),
    days,
    countsFrom: window.from,
    countsTo: window.to,
  }
}

async function findImport(db: DbOrTx, userId: number, id: number, lock = false): Promise<StepImportRow> {
  const query = db
    .select()
    .from(stepImports)
    .where(and(eq(stepImports.id, id), eq(stepImports.userId, userId)))
  const [row] = lock ? await query.for('update') : await query
  if (!row) throw notFound('importNotFound')
  return row
}

/** The member's imports, newest first. */
export async function listImports(db: Db, userId: number, timeZone: string): Promise<ImportSummary[]> {
  const window = await windowNow(db, timeZone)
  const rows = await db.select().from(stepImports).where(eq(stepImports.userId, userId)).orderBy(desc(stepImports.id))
  const applied = (await db.execute(sql`
    select d.import_id, d.day::text as date, d.steps from step_import_days d
    where d.user_id = ${userId}
  `)) as unknown as { rows: { import_id: number; date: string; steps: number }[] }
  const byImport = new Map<number, Map<string, number>>()
  for (const day of applied.rows) {
    const id = Number(day.import_id)
    if (!byImport.has(id)) byImport.set(id, new Map())
    byImport.get(id)!.set(day.date, day.steps)
  }
  return rows.map((row) =>
    toSummary(row, daysOf(row, window, row.status === 'applied' ? (byImport.get(row.id) ?? new Map()) : undefined)),
  )
}

export async function getImport(db: Db, userId: number, id: number, timeZone: string): Promise<ImportDetail> {
  return toDetail(db, await findImport(db, userId, id), await windowNow(db, timeZone))
}

/**
 * Receives a member's export: streamed to disk (never whole in memory), refused as soon as it
 * passes the size limit, recognised from its content, then read in the background. Nothing counts
 * until the member applies the preview.
 */
export async function receiveImport(
  request: FastifyRequest,
  db: Db,
  reader: ImportReader,
  files: ImportFiles,
  options: { userId: number; maxBytes: number; minFreeBytes: number; timeZone: string },
): Promise<{ id: number; status: ImportStatus }> {
  const tooLarge = () =>
    appError('PAYLOAD_TOO_LARGE', 'importTooLarge', { megabytes: options.maxBytes / (1024 * 1024) })
  const announced = Number(request.headers['content-length'] ?? 0)
  // The form around the file takes a few hundred bytes; a body announced larger than the file may
  // be is refused before a byte of it is read.
  if (announced > options.maxBytes + 64 * 1024) throw tooLarge()
  if ((await files.freeBytes()) - announced < options.minFreeBytes) {
    throw appError('INSUFFICIENT_STORAGE', 'importStorageFull')
  }
  await assertRoomForPreview(db, files, options.userId)
  const busy = await db
    .select({ id: stepImports.id })
    .from(stepImports)
    .where(and(eq(stepImports.userId, options.userId), eq(stepImports.status, 'processing')))
  if (busy.length > 0) throw conflict('importBusy')
  // The place in the reading line is taken before the body is read, so the 202 at the end means
  // the file will be read: a full line is said now, not by an import left waiting for nobody.
  const place = reader.reserve(options.userId)
  if (place === 'busy') throw conflict('importBusy')
  if (place === 'full') throw appError('TOO_MANY_REQUESTS', 'importServerBusy')
  let handedOver = false
  try {
    const detected = await receiveFile(request, db, files, { ...options, tooLarge })
    reader.read(detected.id, detected.file, place, await memberTimeZone(db, options.userId, options.timeZone))
    handedOver = true
    return { id: detected.id, status: 'processing' }
  } finally {
    if (!handedOver) place.release()
  }
}

/**
 * Previews a member has not applied yet wait with their records on the server's disk for up to
 * PREVIEW_KEPT_DAYS: a member keeps at most MAX_PREVIEWS of them, and at most MAX_PREVIEW_BYTES of
 * records between them.
 */
async function assertRoomForPreview(db: Db, files: ImportFiles, userId: number): Promise<void> {
  const ready = await db
    .select({ id: stepImports.id })
    .from(stepImports)
    .where(and(eq(stepImports.userId, userId), eq(stepImports.status, 'ready')))
  if (ready.length >= MAX_PREVIEWS) throw conflict('importPreviewsFull', { count: ready.length })
  const bytes = await files.recordsBytes(ready.map((row) => row.id))
  if (bytes >= MAX_PREVIEW_BYTES) throw conflict('importPreviewsFull', { count: ready.length })
}

/** The upload itself: streamed to disk, recognised from its content, and made an import. */
async function receiveFile(
  request: FastifyRequest,
  db: Db,
  files: ImportFiles,
  options: { userId: number; maxBytes: number; tooLarge: () => AppError },
): Promise<{ id: number; file: DetectedFile }> {
  const { tooLarge } = options

  if (!request.isMultipart()) throw badRequest('importFileMissing')
  let part
  try {
    part = await request.file({ limits: { fileSize: options.maxBytes, files: 1 }, throwFileSizeLimit: false })
  } catch {
    throw badRequest('uploadCutOff')
  }
  if (!part || part.fieldname !== IMPORT_FIELD) {
    part?.file.resume()
    throw badRequest('importFileMissing')
  }
  const incoming = files.incoming(crypto.randomBytes(16).toString('hex'))
  try {
    try {
      await pipeline(part.file, fs.createWriteStream(incoming, { flags: 'wx', mode: 0o600 }))
    } catch (error) {
      if (['ENOSPC', 'EDQUOT'].includes((error as NodeJS.ErrnoException).code ?? '')) {
        throw appError('INSUFFICIENT_STORAGE', 'importStorageFull')
      }
      throw badRequest('uploadCutOff')
    }
    if (part.file.truncated) throw tooLarge()
    const size = (await fsp.stat(incoming)).size
    let detected
    try {
      detected = await detectFormat(incoming)
    } catch (error) {
      if (!(error instanceof ImportFileError)) throw error
      const key = errorKeyOf(error)
      throw new AppError(key === 'importUnknownFormat' ? 'UNSUPPORTED_MEDIA_TYPE' : 'BAD_REQUEST', key)
    }
    let row: StepImportRow | undefined
    try {
      ;[row] = await db
        .insert(stepImports)
        .values({
          userId: options.userId,
          fileName: (part.filename || 'export').slice(0, 255),
          fileBytes: size,
          format: detected.format,
        })
        .returning()
    } catch (error) {
      if (uniqueViolation(error) === 'step_imports_one_processing_per_member') throw conflict('importBusy')
      throw error
    }
    try {
      await fsp.rename(incoming, files.upload(row!.id))
    } catch (error) {
      // The row must not stay `processing`: the member could upload nothing else.
      await db
        .update(stepImports)
        .set({ status: 'failed', errorKey: 'importBrokenFile' })
        .where(eq(stepImports.id, row!.id))
      throw error
    }
    return { id: row!.id, file: detected }
  } finally {
    await fsp.rm(incoming, { force: true })
  }
}

/** Indexes of the named sources in the preview, in the member's order; unknown names are refused. */
function orderOf(preview: ImportPreview, names: readonly string[]): number[] {
  const order: number[] = []
  for (const name of names) {
    const index = preview.sources.findIndex((source) => source.name === name)
    if (index < 0) throw badRequest('importSourceUnknown', { name: name.slice(0, 100) })
    if (!order.includes(index)) order.push(index)
  }
  return order
}

/**
 * Counts a ready import's days again for the member's order of its sources (left out: excluded).
 * Answers the row as it is now.
 */
async function recount(db: Db, reader: ImportReader, files: ImportFiles, row: StepImportRow, names: readonly string[]) {
  if (row.status !== 'ready' || !row.preview) throw conflict('importNotReady', { status: row.status })
  const order = orderOf(row.preview, names)
  if (order.join() === row.preview.order.join()) return row
  let counted
  try {
    counted = await reader.count(row.userId, files.records(row.id), order)
  } catch (error) {
    if (error instanceof ImportFileError) throw new AppError('BAD_REQUEST', errorKeyOf(error))
    throw error
  }
  if (counted === 'busy') throw conflict('importBusy')
  if (counted === 'full') throw appError('TOO_MANY_REQUESTS', 'importServerBusy')
  const { days } = counted
  const preview: ImportPreview = { ...row.preview, order, days: days.map((day) => [day.date, day.steps]) }
  const [updated] = await db
    .update(stepImports)
    .set({ preview })
    .where(and(eq(stepImports.id, row.id), eq(stepImports.status, 'ready')))
    .returning()
  if (!updated) throw conflict('importNotReady', { status: 'applied' })
  return updated
}

export async function chooseSources(
  db: Db,
  reader: ImportReader,
  files: ImportFiles,
  options: { userId: number; id: number; sources: readonly string[]; timeZone: string },
): Promise<ImportDetail> {
  const row = await recount(db, reader, files, await findImport(db, options.userId, options.id), options.sources)
  return toDetail(db, row, await windowNow(db, options.timeZone))
}

/**
 * Counts a ready import: its days within the window become the days' import source (the latest
 * applied import of a day is the one it keeps), and the totals follow. The member's row is the
 * lock that puts their imports' applies and removals one after the other.
 */
export async function applyImport(
  db: Db,
  scores: Scores,
  reader: ImportReader,
  files: ImportFiles,
  options: { userId: number; id: number; sources?: readonly string[]; timeZone: string },
): Promise<ImportDetail> {
  // A new order is counted before the transaction: the worker takes a moment on a large export.
  if (options.sources) {
    await recount(db, reader, files, await findImport(db, options.userId, options.id), options.sources)
  }
  const detail = await inTransaction(db, async (tx) => {
    await tx.execute(sql`select 1 from users where id = ${options.userId} for no key update`)
    const locked = await findImport(tx, options.userId, options.id, true)
    if (locked.status !== 'ready' || !locked.preview) throw conflict('importNotReady', { status: locked.status })
    const window = await windowNow(tx, options.timeZone)
    const days = locked.preview.days.filter(([date, steps]) => reasonOf(date, steps, window) === undefined)
    if (days.length > 0) {
      await tx.execute(sql`
        insert into step_import_days (import_id, user_id, day, steps)
        select ${locked.id}, ${options.userId}, d, s
        from unnest(${`{${days.map(([date]) => date).join(',')}}`}::date[], ${`{${days.map(([, steps]) => steps).join(',')}}`}::int[]) as t(d, s)
      `)
    }
    await scores.recordImportedSteps(
      tx,
      days.map(([date, steps]) => ({ userId: options.userId, date, steps, importId: locked.id })),
    )
    const [applied] = await tx
      .update(stepImports)
      .set({ status: 'applied', appliedAt: new Date() })
      .where(eq(stepImports.id, locked.id))
      .returning()
    return toDetail(tx, applied!, window)
  })
  await files.removeAll(options.id)
  return detail
}

/**
 * Removes an import. An applied one takes back exactly what it brought: each day it still holds
 * falls back to the latest other applied import of the day, or loses its import source, and a
 * day row left with nothing at all goes. One being read is stopped.
 */
export async function removeImport(
  db: Db,
  scores: Scores,
  reader: ImportReader,
  files: ImportFiles,
  options: { userId: number; id: number },
): Promise<void> {
  await inTransaction(db, async (tx) => {
    await tx.execute(sql`select 1 from users where id = ${options.userId} for no key update`)
    const row = await findImport(tx, options.userId, options.id, true)
    if (row.status === 'removed') return
    if (row.status === 'applied') {
      // Each day the import still holds falls back to the latest other applied import of the day.
      const held = await scores.daysHeldByImport(tx, options.userId, row.id)
      const fallbacks = (await tx.execute(sql`
        select h.day::text as date, fb.steps, fb.import_id
        from unnest(${`{${held.join(',')}}`}::date[]) as h(day)
        left join lateral (
          select d.steps, d.import_id from step_import_days d join step_imports i on i.id = d.import_id
          where d.user_id = ${options.userId} and d.day = h.day and d.import_id <> ${row.id} and i.status = 'applied'
          order by i.applied_at desc, i.id desc
          limit 1
        ) fb on true
      `)) as unknown as { rows: { date: string; steps: number | null; import_id: number | null }[] }
      await scores.recordImportedSteps(
        tx,
        fallbacks.rows.map((day) => ({
          userId: options.userId,
          date: day.date,
          steps: day.steps,
          importId: day.import_id === null ? null : Number(day.import_id),
        })),
      )
      await scores.removeEmptyDays(
        tx,
        options.userId,
        fallbacks.rows.filter((day) => day.import_id === null).map((day) => day.date),
      )
      await tx.execute(sql`delete from step_import_days where import_id = ${row.id}`)
    }
    await tx.update(stepImports).set({ status: 'removed' }).where(eq(stepImports.id, row.id))
  })
  reader.cancel(options.id)
  await files.removeAll(options.id)
}
