import { and, eq, lt, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { stepImports, type ImportPreview } from '../../db/schema/index.ts'
import { WorkQueue, WorkRefused } from '../../lib/work-queue.ts'
import {
  countDaysInWorker,
  ImportFileError,
  readExportInWorker,
  type CountedExport,
  type DetectedFile,
} from './formats/index.ts'
import type { ImportFiles } from './import-files.ts'

interface Log {
  error(object: object, message: string): void
}

/** Tasks run at once: each takes a core while it runs, and the server keeps the other. */
const TASKS_AT_ONCE = 1
/** How long a preview waits for its member to apply it. */
export const PREVIEW_KEPT_DAYS = 7
/** How often the progress of a file being read is written down for the member's page to poll. */
const PROGRESS_EVERY_MS = 500
/** How often a process says it still holds the imports it reads or has in line. */
export const HEARTBEAT_EVERY_MS = 30_000
/**
 * A `processing` import nobody has said so for this long was left by a process that stopped; the
 * sweep that fails them runs every minute, so such an import fails within three of a start.
 */
const HEARTBEAT_STALE = '2 minutes'
/** Uploads still arriving are written to all the time; a file left this long was cut off by a stop. */
const INCOMING_STALE_MS = 60 * 60 * 1000

/** A place in the reading line, promised to an upload before its body is read. */
export interface ReadingPlace {
  /** Gives the place back: its read is done, or the upload was refused before it became an import. */
  release(): void
}

/**
 * Reads uploaded exports into previews, and counts previews again for another order of their
 * sources, one task at a time, each in a process of its own so that neither the event loop nor
 * the server's memory is at stake. An import's row follows along: `processing` with its progress,
 * then `ready` with its preview, or `failed` with the reason.
 */
export class ImportReader {
  readonly #work: WorkQueue
  readonly #running = new Map<number, AbortController>()
  /** Places taken in the line: reads and recounts in it, and uploads promised one. */
  #places = 0
  /**
   * Members with an upload arriving or being read: one at a time, so one member cannot fill the
   * disk or the line.
   */
  readonly #receiving = new Set<number>()
  /** Members with a recount in line. */
  readonly #counting = new Set<number>()
  #closed = false

  constructor(
    private readonly db: Db,
    private readonly files: ImportFiles,
    private readonly options: {
      minFreeBytes: number
      /**
       * Tasks that may wait for their turn (IMPORT_LINE_MAX), uploads still arriving included: a
       * place is promised to an upload before its body is read, so a 202 always means the file
       * will be read. Each member holds at most one read (one import `processing`) and one
       * recount at a time, and the line is first come first served, so no member's files can keep
       * another's waiting for more than one turn each.
       */
      lineMax: number
    },
    private readonly log: Log,
  ) {
    this.#work = new WorkQueue(TASKS_AT_ONCE, options.lineMax)
  }

  /**
   * Promises a member's upload a place in the line before its body is read. Refused (`busy`) while
   * another upload of theirs arrives, or (`full`) when every place is taken.
   */
  reserve(userId: number): ReadingPlace | 'busy' | 'full' {
    if (this.#receiving.has(userId)) return 'busy'
    if (!this.#takePlace()) return 'full'
    this.#receiving.add(userId)
    let held = true
    return {
      release: () => {
        if (!held) return
        held = false
        this.#receiving.delete(userId)
        this.#places -= 1
      },
    }
  }

  #takePlace(): boolean {
    if (this.#places >= TASKS_AT_ONCE + this.options.lineMax) return false
    this.#places += 1
    return true
  }

  /** Imports this process is reading, or has in line to read. */
  get underWay() {
    return this.#running.size
  }

  /**
   * Reads an import's upload in the place its upload was promised, and gives the place back when
   * done; the import's row tells how it went. Instants a file writes without an offset are dated
   * in `timeZone`, the member's.
   */
  read(id: number, detected: DetectedFile, place: ReadingPlace, timeZone: string): void {
    const controller = new AbortController()
    this.#running.set(id, controller)
    void this.#work
      .run(
        () => this.#read(id, detected, timeZone, controller.signal),
        () => !controller.signal.aborted && !this.#closed,
      )
      .catch(async (error: unknown) => {
        if (error instanceof WorkRefused && error.reason === 'abandoned') return
        this.log.error({ err: error, importId: id }, 'reading an import failed')
        // Whatever went wrong, the row must not stay `processing`: its member could upload nothing else.
        await this.#fail(id, 'importBrokenFile').catch(() => undefined)
      })
      .finally(() => {
        this.#running.delete(id)
        place.release()
      })
  }

  /**
   * Counts a preview's records again for another order of its sources, in its turn in the line.
   * Refused (`busy`) while the member has another recount in line, or (`full`) when the line is.
   */
  async count(
    userId: number,
    recordsFile: string,
    order: number[],
  ): Promise<Pick<CountedExport, 'days'> | 'busy' | 'full'> {
    if (this.#counting.has(userId)) return 'busy'
    if (!this.#takePlace()) return 'full'
    this.#counting.add(userId)
    try {
      return await this.#work.run(() => countDaysInWorker(recordsFile, order))
    } finally {
      this.#counting.delete(userId)
      this.#places -= 1
    }
  }

  /** Stops reading an import (removed by its member); its row is the caller's to update. */
  cancel(id: number) {
    this.#running.get(id)?.abort()
  }

  /**
   * Stops every read under way. Their imports fail once nobody has spoken for them for two
   * minutes, at the next sweep of any process.
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

  async #fail(id: number, errorKey: string) {
    await this.db.execute(sql`
      update step_imports set status = 'failed', error_key = ${errorKey} where id = ${id} and status = 'processing'
    `)
    await this.files.removeAll(id)
  }

  async #read(id: number, detected: DetectedFile, timeZone: string, signal: AbortSignal) {
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
        timeZone,
        minFreeBytes: this.options.minFreeBytes,
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
      await this.#fail(id, errorKey)
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
    case 'tooLarge':
      return 'importContentTooLarge'
    case 'storageFull':
      return 'importStorageFull'
  }
}
