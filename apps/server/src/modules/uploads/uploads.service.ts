import crypto from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'
import { eq, sql } from 'drizzle-orm'
import type { FastifyRequest } from 'fastify'
import sharp, { type Metadata, type Sharp } from 'sharp'
import type { Db } from '../../db/client.ts'
import { uploads, users } from '../../db/schema/index.ts'
import { AppError, appError, badRequest } from '../../errors.ts'
import { PRIVATE_FILE_MODE, PRIVATE_FOLDER_MODE } from '../../lib/private-files.ts'
import { WorkQueue, WorkRefused } from '../../lib/work-queue.ts'
import { IMAGE_FORMATS, SNIFF_LENGTH, sniffImageFormat, type ImageFormat } from './image-format.ts'
import { inTransaction } from '../../db/transaction.ts'

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024
/** What decoding an image may cost: its width × frame height × frames, all frames together. */
export const MAX_IMAGE_PIXELS = 40_000_000

/** What the upload routes take, as the API document describes their file field. */
export const IMAGE_FILE = `A JPEG, PNG, WebP or GIF image of at most ${MAX_UPLOAD_BYTES / (1024 * 1024)} MB and ${MAX_IMAGE_PIXELS / 1_000_000} megapixels in all frames`
/** Image work stopped after this long; a fair photo takes well under a second. */
export const IMAGE_WORK_SECONDS = 5
/** Images one member may have in work at once, so that no one member fills the whole queue. */
export const IMAGES_IN_WORK_PER_MEMBER = 2
/** The multipart field that carries the image. */
export const UPLOAD_FIELD = 'file'
/** Where stored images are served from. */
export const UPLOADS_URL_PREFIX = '/uploads/'

/** What storing an upload needs, one per app (decorated as `app.uploads`). */
export interface UploadStore {
  dir: string
  quotaBytes: number
  /**
   * Space the disk keeps free whatever members upload: many accounts' quotas together could
   * otherwise fill it, and the embedded database may live on the same disk.
   */
  minFreeBytes: number
  /**
   * Image decoding runs on libuv's small thread pool, which file access and password hashing
   * share: two images at a time leave room for those, and a few more may wait their turn.
   */
  imageWork: WorkQueue
  /** Images of each member in `imageWork`, running or waiting. */
  imagesInWork: Map<number, number>
}

export function createUploadStore(options: { dir: string; quotaBytes: number; minFreeBytes: number }): UploadStore {
  return { ...options, imageWork: new WorkQueue(2, 8), imagesInWork: new Map() }
}

const tooLarge = () => appError('PAYLOAD_TOO_LARGE', 'imageTooLarge', { megabytes: MAX_UPLOAD_BYTES / (1024 * 1024) })
const notAnImage = () => appError('UNSUPPORTED_MEDIA_TYPE', 'imageNotAccepted')
const missingFile = () => badRequest('imageFieldMissing', { field: UPLOAD_FIELD })
const notMultipart = () => appError('UNSUPPORTED_MEDIA_TYPE', 'imageNotMultipart', { field: UPLOAD_FIELD })
const unreadable = () => appError('UNSUPPORTED_MEDIA_TYPE', 'imageUnreadable')
const storageFull = () => appError('INSUFFICIENT_STORAGE', 'uploadStorageFull')
/** What the file system answers when it has no room for a file: full, over a quota, over a size limit. */
const NO_ROOM = new Set(['ENOSPC', 'EDQUOT', 'EFBIG'])

/**
 * Reads the single multipart `file` of the request, checks it is a JPEG, PNG, WebP or GIF by its
 * bytes, re-encodes its first frame (which drops EXIF and GPS data), stores it under a random
 * name in the uploads directory and records it as the member's. Answers the path it is served at.
 *
 * Throws AppError 413 (over 10 MB, over 40 megapixels in all frames, too slow to decode, or over
 * the member's storage quota), 415 (not an accepted image), 429 (too many images being processed)
 * or 400 (no file in the request, or the upload cut off).
 */
export async function saveUploadedImage(
  request: FastifyRequest,
  db: Db,
  store: UploadStore,
  ownerId: number,
): Promise<{ url: string }> {
  const { bytes, format } = await readImageUpload(request)
  const data = await inImageWork(store, ownerId, request, () => reencodeImage(bytes, format))
  const name = `${crypto.randomBytes(16).toString('hex')}.${IMAGE_FORMATS[format].extension}`
  await storeImage(db, store, ownerId, name, data)
  return { url: `${UPLOADS_URL_PREFIX}${name}` }
}

/**
 * Runs the member's image job in the app's bounded image work, or refuses it with 429 when the
 * work, or the member's share of it, is full.
 */
async function inImageWork<T>(store: UploadStore, ownerId: number, request: FastifyRequest, job: () => Promise<T>) {
  const busy = () => appError('TOO_MANY_REQUESTS', 'imageServerBusy')
  const inWork = store.imagesInWork.get(ownerId) ?? 0
  if (inWork >= IMAGES_IN_WORK_PER_MEMBER) throw busy()
  store.imagesInWork.set(ownerId, inWork + 1)
  try {
    // A request whose sender has hung up is not worth decoding for.
    return await store.imageWork.run(job, () => !request.raw.socket?.destroyed)
  } catch (error) {
    if (error instanceof WorkRefused) throw error.reason === 'full' ? busy() : badRequest('uploadCutOff')
    throw error
  } finally {
    const left = (store.imagesInWork.get(ownerId) ?? 1) - 1
    if (left > 0) store.imagesInWork.set(ownerId, left)
    else store.imagesInWork.delete(ownerId)
  }
}

/**
 * Writes the image under a temporary name, then, in one transaction, checks the member's quota,
 * records the upload and renames the file into place. Any failure (a full disk, the quota) leaves
 * neither file nor row behind.
 */
async function storeImage(db: Db, store: UploadStore, ownerId: number, name: string, data: Buffer) {
  await fs.mkdir(store.dir, { recursive: true, mode: PRIVATE_FOLDER_MODE })
  const temporary = path.join(store.dir, `.${name}.tmp`)
  const final = path.join(store.dir, name)
  const { bavail, bsize } = await fs.statfs(store.dir)
  if (bavail * bsize - data.length < store.minFreeBytes) throw storageFull()
  let renamed = false
  try {
    await fs.writeFile(temporary, data, { flag: 'wx', mode: PRIVATE_FILE_MODE })
    await inTransaction(db, async (tx) => {
      // The member's row is the lock: two uploads of theirs at once are counted one after the
      // other. `no key update` leaves rows that merely refer to the member (steps, sessions) free.
      await tx.select({ id: users.id }).from(users).where(eq(users.id, ownerId)).for('no key update')
      const [stored] = await tx
        .select({ bytes: sql<string>`coalesce(sum(${uploads.bytes}), 0)` })
        .from(uploads)
        .where(eq(uploads.userId, ownerId))
      if (Number(stored?.bytes ?? 0) + data.length > store.quotaBytes) {
        throw appError('PAYLOAD_TOO_LARGE', 'uploadQuotaFull', { megabytes: store.quotaBytes / (1024 * 1024) })
      }
      await tx.insert(uploads).values({ name, userId: ownerId, bytes: data.length })
      await fs.rename(temporary, final)
      renamed = true
    })
  } catch (error) {
    await fs.rm(temporary, { force: true })
    if (renamed) await fs.rm(final, { force: true })
    throw NO_ROOM.has((error as NodeJS.ErrnoException).code ?? '') ? storageFull() : error
  }
}

async function readImageUpload(request: FastifyRequest): Promise<{ bytes: Buffer; format: ImageFormat }> {
  if (!request.isMultipart()) {
    throw notMultipart()
  }
  let part
  try {
    // One byte over the limit tells "exactly 10 MB" from "more": the stream is cut there.
    part = await request.file({ limits: { fileSize: MAX_UPLOAD_BYTES + 1, files: 1 }, throwFileSizeLimit: false })
  } catch (error) {
    throw multipartError(error)
  }
  if (!part) throw missingFile()
  if (part.fieldname !== UPLOAD_FIELD) {
    part.file.resume()
    throw missingFile()
  }

  const chunks: Buffer[] = []
  let received = 0
  let format: ImageFormat | undefined
  try {
    for await (const chunk of part.file as AsyncIterable<Buffer>) {
      chunks.push(chunk)
      received += chunk.length
      // Refuse as soon as the bytes tell: the rest of a large upload is never held in memory.
      if (received > MAX_UPLOAD_BYTES) throw tooLarge()
      if (!format && received >= SNIFF_LENGTH) {
        format = sniffImageFormat(Buffer.concat(chunks))
        if (!format) throw notAnImage()
      }
    }
  } catch (error) {
    part.file.destroy()
    throw multipartError(error)
  }
  if (received === 0) throw missingFile()
  format ??= sniffImageFormat(Buffer.concat(chunks))
  if (!format) throw notAnImage()
  return { bytes: Buffer.concat(chunks, received), format }
}

/**
 * Decodes the first frame only: avatars and proof photos are shown still, and a frame count
 * no longer multiplies the work (docs/decisions/006-image-work-is-bounded.md).
 */
async function reencodeImage(bytes: Buffer, format: ImageFormat): Promise<Buffer> {
  let metadata: Metadata
  try {
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata()
  } catch {
    throw unreadable()
  }
  if (metadata.format !== format) throw notAnImage()
  assertDecodingCost(metadata)

  // Same format out as in (see docs/decisions/002-uploads-keep-their-format.md); sharp writes no
  // metadata unless asked, so EXIF and GPS data are gone. Orientation is applied first so the
  // image still stands the right way up without its EXIF tag.
  const pipeline = sharp(bytes, { pages: 1, limitInputPixels: MAX_IMAGE_PIXELS })
    .timeout({ seconds: IMAGE_WORK_SECONDS })
    .autoOrient()
  let output: Sharp
  switch (format) {
    case 'jpeg':
      output = pipeline.jpeg({ quality: 85, mozjpeg: true })
      break
    case 'png':
      output = pipeline.png({ compressionLevel: 9, adaptiveFiltering: true })
      break
    case 'webp':
      output = pipeline.webp({ quality: 85 })
      break
    case 'gif':
      output = pipeline.gif()
      break
  }
  try {
    return await output.toBuffer()
  } catch (error) {
    if (/timeout/i.test((error as Error).message)) {
      throw appError('PAYLOAD_TOO_LARGE', 'imageTookTooLong')
    }
    throw unreadable()
  }
}

/**
 * Refuses, from the header alone, an image whose frames together hold more than 40 megapixels:
 * a few hundred bytes of GIF can declare a 2048 × 2048 canvas a hundred times over.
 */
function assertDecodingCost(metadata: Metadata) {
  const frames = metadata.pages ?? 1
  // Without `animated`, `height` is one frame's height.
  const framePixels = metadata.width * metadata.height
  const megapixels = MAX_IMAGE_PIXELS / 1_000_000
  if (framePixels > MAX_IMAGE_PIXELS) throw appError('PAYLOAD_TOO_LARGE', 'imageTooManyPixels', { megapixels })
  if (framePixels * frames > MAX_IMAGE_PIXELS) {
    throw appError('PAYLOAD_TOO_LARGE', 'imageTooManyPixelsInFrames', { megapixels })
  }
}

/** Multipart failures the sender caused become sentences they can act on. */
function multipartError(error: unknown) {
  if (error instanceof AppError) return error
  const code = (error as { code?: string }).code
  switch (code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return tooLarge()
    case 'FST_FILES_LIMIT':
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return appError('PAYLOAD_TOO_LARGE', 'imageOneOnly', { field: UPLOAD_FIELD })
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return notMultipart()
    default:
      return badRequest('uploadCutOff')
  }
}
