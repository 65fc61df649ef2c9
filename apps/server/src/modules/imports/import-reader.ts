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

  /** Stops every read under way; their imports are marked failed at the next start. */
  close() {
    this.#closed = true
    for (const controller of this.#running.values()) controller.abort()
  }

  /**
   * Imports a stopped process left half read cannot be finished: they fail, their files go, and
   * so do uploads that were still arriving.
   */
  async failInterrupted() {
    const rows = await this.db
      .update(stepImports)
      .set({ status: 'failed', errorKey: 'importInterrupted' })
      .where(eq(stepImports.status, 'processing'))
      .returning({ id: stepImports.id })
    await Promise.all(rows.map((row) => this.files.removeAll(row.id)))
    await this.files.removeIncoming()
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
        this.db.execute(
          sql`update step_imports set progress = ${Math.min(fraction, 0.99)} where id = ${id} and status = 'processing'`,
        ),
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
      if (signal.aborted) return
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
  }
}
