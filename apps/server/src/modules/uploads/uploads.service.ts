import crypto from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'
import type { FastifyRequest } from 'fastify'
import sharp, { type Metadata, type Sharp } from 'sharp'
import { AppError, appError, badRequest } from '../../errors.ts'
import { IMAGE_FORMATS, SNIFF_LENGTH, sniffImageFormat, type ImageFormat } from './image-format.ts'

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024
export const MAX_IMAGE_PIXELS = 40_000_000
/** The multipart field that carries the image. */
export const UPLOAD_FIELD = 'file'
/** Where stored images are served from. */
export const UPLOADS_URL_PREFIX = '/uploads/'

const tooLarge = () => appError('PAYLOAD_TOO_LARGE', 'imageTooLarge', { megabytes: MAX_UPLOAD_BYTES / (1024 * 1024) })
const notAnImage = () => appError('UNSUPPORTED_MEDIA_TYPE', 'imageNotAccepted')
const missingFile = () => badRequest('imageFieldMissing', { field: UPLOAD_FIELD })
const notMultipart = () => appError('UNSUPPORTED_MEDIA_TYPE', 'imageNotMultipart', { field: UPLOAD_FIELD })
const unreadable = () => appError('UNSUPPORTED_MEDIA_TYPE', 'imageUnreadable')

/**
 * Reads the single multipart `file` of the request, checks it is a JPEG, PNG, WebP or GIF by its
 * bytes, re-encodes it (which drops EXIF and GPS data) and stores it under a random name in
 * `uploadsDir`. Answers the path it is served at.
 *
 * Throws AppError 413 (over 10 MB, or over 40 megapixels), 415 (not an accepted image) or 400
 * (no file in the request).
 */
export async function saveUploadedImage(request: FastifyRequest, uploadsDir: string): Promise<{ url: string }> {
  const { bytes, format } = await readImageUpload(request)
  const { data, extension } = await reencodeImage(bytes, format)
  const name = `${crypto.randomBytes(16).toString('hex')}.${extension}`
  await fs.mkdir(uploadsDir, { recursive: true })
  // Written under a temporary name and renamed, so a crash never leaves half an image served.
  const temporary = path.join(uploadsDir, `.${name}.tmp`)
  await fs.writeFile(temporary, data, { flag: 'wx' })
  await fs.rename(temporary, path.join(uploadsDir, name))
  return { url: `${UPLOADS_URL_PREFIX}${name}` }
}

/**
 * Deletes an image `saveUploadedImage` stored, when what it was for did not happen (a proof that
 * lost the race for the member's one live submission). An image already gone is fine.
 */
export async function removeUploadedImage(url: string, uploadsDir: string): Promise<void> {
  if (!url.startsWith(UPLOADS_URL_PREFIX)) return
  await fs.rm(path.join(uploadsDir, path.basename(url)), { force: true })
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

async function reencodeImage(bytes: Buffer, format: ImageFormat): Promise<{ data: Buffer; extension: string }> {
  const animated = format === 'gif' || format === 'webp'
  let metadata: Metadata
  try {
    metadata = await sharp(bytes, { animated, limitInputPixels: false }).metadata()
  } catch {
    throw unreadable()
  }
  if (metadata.format !== format) throw notAnImage()
  // Checked from the header before decoding, so a small file that expands to gigapixels is never decoded.
  const frameHeight = metadata.pageHeight ?? metadata.height
  if (metadata.width * frameHeight > MAX_IMAGE_PIXELS) {
    throw appError('PAYLOAD_TOO_LARGE', 'imageTooManyPixels', { megapixels: MAX_IMAGE_PIXELS / 1_000_000 })
  }

  // Same format out as in (see docs/decisions/002-uploads-keep-their-format.md); sharp writes no
  // metadata unless asked, so EXIF and GPS data are gone. Orientation is applied first so the
  // image still stands the right way up without its EXIF tag.
  const pipeline = sharp(bytes, { animated, limitInputPixels: MAX_IMAGE_PIXELS * (metadata.pages ?? 1) }).autoOrient()
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
    return { data: await output.toBuffer(), extension: IMAGE_FORMATS[format].extension }
  } catch {
    throw unreadable()
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
