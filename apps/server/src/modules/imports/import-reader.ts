import { and, eq, lt, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { stepImports, type ImportPreview } from '../../db/schema/index.ts'
import { WorkQueue, WorkRefused } from '../../lib/work-queue.ts'
import { ImportFileError, readExportInWorker, type DetectedFile } from './formats/index.ts'
import type { ImportFiles } from './import-files.ts'

interface Log {
  error(object: object, message: string): void
}

/** Files read at once: each takes a core while it runs, and the event loop keeps the other. */
const FILES_READ_AT_ONCE = 1
/** Imports waiting for their turn; more are refused with 429. */
const FILES_WAITING = 50
/** How long a preview waits for its member to apply it. */
export const PREVIEW_KEPT_DAYS = 7
/** How often the progress of a file being read is written down for the member's page to poll. */
const PROGRESS_EVERY_MS = 500
/** How often a process says it still holds the imports it reads or has in line. */
export const HEARTBEAT_EVERY_MS = 30_000
/** A `processing` import nobody has said so for this long was left by a process that stopped. */
const HEARTBEAT_STALE = '2 minutes'
/** Uploads still arriving are written to all the time; a file left this long was cut off by a stop. */
const INCOMING_STALE_MS = 60 * 60 * 1000

/**
 * Reads uploaded exports into previews, one file at a time, each in a worker thread so the event
 * loop (and every other member's request) is not held up. An import's row follows along:
 * `processing` with its progress, then `ready` with its preview, or `failed` with the reason.
 */
export class ImportReader {
  readonly #work = new WorkQueue(FILES_READ_AT_ONCE, FILES_WAITING)
  readonly #running = new Map<number, AbortController>()
  #closed = false

  constructor(
    private readonly db: Db,
    private readonly files: ImportFiles,
    private readonly timeZone: string,
    private readonly log: Log,
  ) {}

  readonly #receiving = new Set<number>()

  /**
   * Marks a member's upload as arriving, or answers false when one of theirs already is: a member
   * sends one file at a time, so one member cannot fill the disk with uploads at once.
   */
  startReceiving(userId: number): boolean {
    if (this.#receiving.has(userId)) return false
    this.#receiving.add(userId)
    return true
  }

  doneReceiving(userId: number) {
    this.#receiving.delete(userId)
  }

  /** Imports this process is reading, or has in line to read. */
  get underWay() {
    return this.#running.size
  }

  /** Whether another file may wait for its turn. */
  get full() {
    return this.#running.size >= FILES_READ_AT_ONCE + FILES_WAITING
  }

  /** Starts reading an import's upload; the import's row tells how it went. */
  read(id: number, detected: DetectedFile): void {
    const controller = new AbortController()
    this.#running.set(id, controller)
    void this.#work
      .run(
        () => this.#read(id, detected, controller.signal),
        () => !controller.signal.aborted && !this.#closed,
      )
      .catch((error: unknown) => {
        if (error instanceof WorkRefused) return
        this.log.error({ err: error, importId: id }, 'reading an import failed')
      })
      .finally(() => this.#running.delete(id))
  }

  /** Stops reading an import (removed by its member); its row is the caller's to update. */
  cancel(id: number) {
    this.#running.get(id)?.abort()
  }

  /**
   * Stops every read under way. Their imports fail once nobody has spoken for them for two
   * minutes, at the next start or hourly sweep of any process.
   */
  close() {
    this.#closed = true
    for (const controller of this.#running.values()) controller.abort()
  }

  /** Says that this process still reads, or has in line, the imports it took. */
  async heartbeat() {
    const ids = [...this.#running.keys()]
    if (ids.length === 0) return
    await this.db.execute(sql`
      update step_imports set heartbeat_at = now()
      where id in (select unnest(${`{${ids.join(',')}}`}::bigint[])) and status = 'processing'
    `)
  }

  /**
   * Imports a stopped process left half read cannot be finished: they fail, and their files go,
   * as do uploads a stop cut off. Other processes' imports are left alone: they keep saying they
   * hold them (`heartbeat`).
   */
  async failInterrupted() {
    const rows = await this.db
      .update(stepImports)
      .set({ status: 'failed', errorKey: 'importInterrupted' })
      .where(
        and(
          eq(stepImports.status, 'processing'),
          lt(stepImports.heartbeatAt, sql`now() - ${HEARTBEAT_STALE}::interval`),
        ),
      )
      .returning({ id: stepImports.id })
    await Promise.all(rows.map((row) => this.files.removeAll(row.id)))
    await this.files.removeIncoming(INCOMING_STALE_MS)
  }

  /**
   * Previews nobody applied within PREVIEW_KEPT_DAYS are removed with their records files, which
   * take some 20 MB for a large Apple export.
   */
  async removeStalePreviews() {
    const rows = await this.db
      .update(stepImports)
      .set({ status: 'removed' })
      .where(
        and(
          eq(stepImports.status, 'ready'),
          lt(stepImports.createdAt, sql`now() - make_interval(days => ${PREVIEW_KEPT_DAYS})`),
        ),
      )
      .returning({ id: stepImports.id })
    await Promise.all(rows.map((row) => this.files.removeAll(row.id)))
  }

  async #read(id: number, detected: DetectedFile, signal: AbortSignal) {
    let lastWrite = 0
    let writing: Promise<unknown> = Promise.resolve()
    const onProgress = (fraction: number) => {
      const now = Date.now()
      if (now - lastWrite < PROGRESS_EVERY_MS) return
      lastWrite = now
      writing = writing.then(() =>
        this.db.execute(sql`
          update step_imports set progress = ${Math.min(fraction, 0.99)}, heartbeat_at = now()
          where id = ${id} and status = 'processing'
        `),
      )
    }
    try {
      const counted = await readExportInWorker(this.files.upload(id), detected, this.files.records(id), {
        timeZone: this.timeZone,
        onProgress,
        signal,
      })
      await writing
      const preview: ImportPreview = {
        sources: counted.sources,
        order: counted.order,
        days: counted.days.map((day) => [day.date, day.steps]),
      }
      await this.db.execute(sql`
        update step_imports set status = 'ready', progress = 1, preview = ${JSON.stringify(preview)}::jsonb
        where id = ${id} and status = 'processing'
      `)
    } catch (error) {
      await writing.catch(() => undefined)
      // Removed by its member while read: what the thread wrote before it stopped goes too.
      if (signal.aborted) return this.files.removeAll(id)
      const errorKey = error instanceof ImportFileError ? errorKeyOf(error) : 'importBrokenFile'
      if (!(error instanceof ImportFileError))
        this.log.error({ err: error, importId: id }, 'an import could not be read')
      await this.db.execute(sql`
        update step_imports set status = 'failed', error_key = ${errorKey} where id = ${id} and status = 'processing'
      `)
      await this.files.removeAll(id)
    } finally {
      await this.files.removeUpload(id)
    }
  }
}

/** The contract message that tells the member why their file could not be read. */
export function errorKeyOf(error: ImportFileError) {
  switch (error.code) {
    case 'emptyFile':
      return 'importEmptyFile'
    case 'unknownFormat':
      return 'importUnknownFormat'
    case 'zipBomb':
      return 'importZipBomb'
    case 'brokenFile':
      return 'importBrokenFile'
    case 'tooSlow':
      return 'importTookTooLong'
  }
}
