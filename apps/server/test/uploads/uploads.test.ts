import { execFileSync } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { users } from '../../src/db/schema/index.ts'
import { createSession } from '../../src/modules/auth/sessions.ts'
import { createTestApp, TEST_ORIGIN, type TestApp } from '../helpers/app.ts'

const MB = 1024 * 1024

/**
 * A GIF of a few hundred bytes whose 2048 × 2048 screen holds `frames` frames of 1 × 1 pixel:
 * decoded frame by frame onto the screen, each frame costs four megapixels.
 */
function hostileGif(frames: number, size = 2048) {
  const screen = Buffer.alloc(7)
  screen.writeUInt16LE(size, 0)
  screen.writeUInt16LE(size, 2)
  screen[4] = 0x80 // a global colour table of two colours
  const parts = [Buffer.from('GIF89a', 'latin1'), screen, Buffer.from([0, 0, 0, 255, 255, 255])]
  for (let i = 0; i < frames; i++) {
    parts.push(Buffer.from([0x21, 0xf9, 0x04, 0x00, 0x00, 0x00, 0x00, 0x00])) // graphic control
    // Image at (0, 0), 1 × 1, then LZW (minimum code size 2) of one pixel: clear, 0, end.
    parts.push(Buffer.from([0x2c, 0, 0, 0, 0, 1, 0, 1, 0, 0, 0x02, 0x02, 0x44, 0x01, 0x00]))
  }
  parts.push(Buffer.from([0x3b]))
  return Buffer.concat(parts)
}

/** An animated WebP of `frames` 1 × 1 frames whose canvas says 2048 × 2048. */
async function hostileWebp(frames: number) {
  const pixels = await Promise.all(
    Array.from({ length: frames }, (_, i) =>
      sharp({
        create: { width: 1, height: 1, channels: 3, background: { r: (i * 37) % 256, g: (i * 11) % 256, b: 0 } },
      })
        .png()
        .toBuffer(),
    ),
  )
  const webp = await sharp(pixels, { join: { animated: true } })
    .webp()
    .toBuffer()
  expect(webp.subarray(12, 16).toString('latin1')).toBe('VP8X')
  webp.writeUIntLE(2047, 24, 3) // canvas width - 1
  webp.writeUIntLE(2047, 27, 3) // canvas height - 1
  return webp
}

/** A multipart/form-data body carrying one file, built by hand so tests control every byte. */
function multipartBody(file: Buffer, options: { field?: string; filename?: string; contentType?: string } = {}) {
  const boundary = `----stepup${Math.random().toString(16).slice(2)}`
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${options.field ?? 'file'}"; filename="${options.filename ?? 'photo.png'}"\r\n` +
      `Content-Type: ${options.contentType ?? 'image/png'}\r\n\r\n`,
  )
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`)
  return { body: Buffer.concat([head, file, tail]), contentType: `multipart/form-data; boundary=${boundary}` }
}

/** A photo with EXIF (camera, GPS) and an orientation tag saying "rotate 90°". */
async function photoWithExif(width = 40, height = 20) {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 30, b: 30 } } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: 'SecretCam', Orientation: '6' },
      IFD3: { GPSLatitude: '48/1 51/1 0/1', GPSLatitudeRef: 'N' },
    })
    .toBuffer()
}

describe('POST /api/uploads', () => {
  let t: TestApp
  let cookie: string

  beforeAll(async () => {
    t = await createTestApp()
    const [user] = await t.db
      .insert(users)
      .values({ username: 'Uploader', email: 'uploader@example.com', passwordHash: 'x' })
      .returning()
    const session = await createSession(t.db, user!.id)
    cookie = `sid=${session.token}`
  })
  afterAll(() => t.close())

  async function upload(file: Buffer, options: Parameters<typeof multipartBody>[1] & { cookie?: string | null } = {}) {
    const { body, contentType } = multipartBody(file, options)
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/uploads',
      headers: {
        'content-type': contentType,
        origin: TEST_ORIGIN,
        ...(options.cookie === null ? {} : { cookie: options.cookie ?? cookie }),
      },
      payload: body,
    })
    return { status: response.statusCode, body: response.json() }
  }

  async function fetchUpload(url: string) {
    const response = await t.app.inject({ method: 'GET', url })
    return { response, bytes: response.rawPayload }
  }

  it('stores a JPEG re-encoded without EXIF or GPS data, upright, under a random name', async () => {
    const original = await photoWithExif()
    expect((await sharp(original).metadata()).exif).toBeDefined()

    const result = await upload(original, { filename: 'holiday.jpg', contentType: 'image/jpeg' })
    expect(result.status).toBe(201)
    expect(result.body.secure_url).toMatch(/^\/uploads\/[0-9a-f]{32}\.jpg$/)

    const { response, bytes } = await fetchUpload(result.body.secure_url)
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('image/jpeg')
    expect(response.headers['x-content-type-options']).toBe('nosniff')
    expect(response.headers['cache-control']).toBe('public, max-age=300, must-revalidate')
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; sandbox")
    const stored = await sharp(bytes).metadata()
    expect(stored.format).toBe('jpeg')
    expect(stored.exif).toBeUndefined()
    expect(bytes.includes(Buffer.from('SecretCam'))).toBe(false)
    // The orientation tag was applied to the pixels: 40×20 stands as 20×40.
    expect([stored.width, stored.height]).toEqual([20, 40])
    expect(stored.orientation).toBeUndefined()

    const second = await upload(original, { filename: 'holiday.jpg', contentType: 'image/jpeg' })
    expect(second.body.secure_url).not.toBe(result.body.secure_url)
    expect(fs.readdirSync(t.config.uploadsDir).filter((name) => !name.startsWith('.'))).toHaveLength(2)
  })

  it('keeps PNG, WebP and GIF in their own format', async () => {
    const base = sharp({ create: { width: 8, height: 8, channels: 4, background: { r: 0, g: 0, b: 255, alpha: 0.5 } } })
    for (const [format, type] of [
      ['png', 'image/png'],
      ['webp', 'image/webp'],
      ['gif', 'image/gif'],
    ] as const) {
      const file = await base.clone().toFormat(format).toBuffer()
      // The declared type is a lie on purpose: only the bytes count.
      const result = await upload(file, { filename: 'x.jpg', contentType: 'image/jpeg' })
      expect(result.status, format).toBe(201)
      const extension = format === 'png' ? 'png' : format
      expect(result.body.secure_url).toMatch(new RegExp(`\\.${extension}$`))
      const { response, bytes } = await fetchUpload(result.body.secure_url)
      expect(response.headers['content-type']).toBe(type)
      expect((await sharp(bytes).metadata()).format).toBe(format)
    }
  })

  it('keeps only the first frame of an animated GIF', async () => {
    const frames = await Promise.all(
      ['#f00', '#0f0', '#00f'].map((colour) =>
        sharp({ create: { width: 30, height: 20, channels: 4, background: colour } })
          .png()
          .toBuffer(),
      ),
    )
    const animation = await sharp(frames, { join: { animated: true } })
      .gif()
      .toBuffer()
    const result = await upload(animation, { filename: 'wave.gif', contentType: 'image/gif' })
    expect(result.status).toBe(201)
    const { bytes } = await fetchUpload(result.body.secure_url)
    const stored = await sharp(bytes, { animated: true }).metadata()
    expect([stored.format, stored.pages ?? 1, stored.width, stored.pageHeight ?? stored.height]).toEqual([
      'gif',
      1,
      30,
      20,
    ])
    const { data } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true })
    expect([data[0], data[1], data[2]]).toEqual([255, 0, 0])
  })

  it('refuses a tiny GIF declaring many large frames with 413, before decoding it', async () => {
    for (const frames of [20, 100]) {
      const bomb = hostileGif(frames)
      expect(bomb.length).toBeLessThan(2500)
      const started = Date.now()
      const result = await upload(bomb, { filename: 'bomb.gif', contentType: 'image/gif' })
      expect(Date.now() - started, `${frames} frames`).toBeLessThan(5000)
      expect(result.status).toBe(413)
      expect(result.body.error).toBe('The image must be at most 40 megapixels, all its frames together.')
    }
  })

  it('refuses an animated WebP declaring many large frames with 413, before decoding it', async () => {
    const bomb = await hostileWebp(20)
    const started = Date.now()
    const result = await upload(bomb, { filename: 'bomb.webp', contentType: 'image/webp' })
    expect(Date.now() - started).toBeLessThan(5000)
    expect(result.status).toBe(413)
    expect(result.body.key).toBe('imageTooManyPixelsInFrames')
  })

  it('answers 507 and leaves no temporary file behind when the disk has no room for the image', async () => {
    // Noise does not compress: the re-encoded PNG is well over the 64 kB the process may write.
    const noise = await sharp(crypto.randomBytes(200 * 200 * 3), { raw: { width: 200, height: 200, channels: 3 } })
      .png()
      .toBuffer()
    const before = fs.readdirSync(t.config.uploadsDir)
    // A real write error, as a full disk would give: past the process's file size limit the
    // temporary file is created and partly written, then the write fails with EFBIG (with the
    // SIGXFSZ that comes with it caught rather than ending the process).
    const caught = () => {}
    process.on('SIGXFSZ', caught)
    execFileSync('prlimit', ['--pid', String(process.pid), '--fsize=65536:unlimited'])
    let status: number
    try {
      status = (await upload(noise)).status
    } finally {
      execFileSync('prlimit', ['--pid', String(process.pid), '--fsize=unlimited:unlimited'])
      process.off('SIGXFSZ', caught)
    }
    expect(status).toBe(507)
    expect(fs.readdirSync(t.config.uploadsDir)).toEqual(before)
  })

  it('refuses a text file renamed .png with 415', async () => {
    const result = await upload(Buffer.from('just some words, definitely not an image\n'.repeat(10)), {
      filename: 'notes.png',
      contentType: 'image/png',
    })
    expect(result.status).toBe(415)
    expect(result.body.error).toBe('The file must be a JPEG, PNG, WebP or GIF image.')
  })

  it('refuses an SVG with 415', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
    )
    const result = await upload(svg, { filename: 'logo.svg', contentType: 'image/svg+xml' })
    expect(result.status).toBe(415)
  })

  it('refuses a file with image magic bytes but no image behind them with 415', async () => {
    const fake = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(200, 7)])
    const result = await upload(fake)
    expect(result.status).toBe(415)
    expect(result.body.error).toMatch(/could not be read/)
  })

  it('refuses a 12 MB file with 413', async () => {
    const header = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#fff' } })
      .png()
      .toBuffer()
    const result = await upload(Buffer.concat([header, Buffer.alloc(12 * MB, 1)]))
    expect(result.status).toBe(413)
    expect(result.body.error).toBe('The image must be at most 10 MB.')
  })

  it('refuses an image above 40 megapixels with 413, without decoding it', async () => {
    // 7000 × 6000 = 42 MP of one colour: a tiny file that would expand to 126 MB of pixels.
    const huge = await sharp({ create: { width: 7000, height: 6000, channels: 3, background: '#000' } })
      .png({ compressionLevel: 9 })
      .toBuffer()
    expect(huge.length).toBeLessThan(MB)
    const result = await upload(huge)
    expect(result.status).toBe(413)
    expect(result.body.error).toBe('The image must be at most 40 megapixels.')
  })

  it('needs a file in the field named "file"', async () => {
    const png = await sharp({ create: { width: 2, height: 2, channels: 3, background: '#fff' } })
      .png()
      .toBuffer()
    const wrongField = await upload(png, { field: 'photo' })
    expect(wrongField.status).toBe(400)
    expect(wrongField.body.error).toMatch(/^file: /)

    const json = await t.request('POST', '/api/uploads', { cookie, body: { file: 'data:image/png;base64,AAAA' } })
    expect(json.status).toBe(415)

    const empty = await upload(Buffer.alloc(0))
    expect(empty.status).toBe(400)
  })

  it('is for logged-in members only', async () => {
    const png = await sharp({ create: { width: 2, height: 2, channels: 3, background: '#fff' } })
      .png()
      .toBuffer()
    const result = await upload(png, { cookie: null })
    expect(result.status).toBe(401)
  })

  it('does not serve anything but stored images from /uploads', async () => {
    fs.writeFileSync(path.join(t.config.uploadsDir, '.hidden.tmp'), 'secret')
    const hidden = await t.app.inject({ method: 'GET', url: '/uploads/.hidden.tmp' })
    expect(hidden.statusCode).not.toBe(200)
    const traversal = await t.app.inject({ method: 'GET', url: '/uploads/..%2f..%2fetc%2fpasswd' })
    expect(traversal.statusCode).not.toBe(200)
    const missing = await t.app.inject({ method: 'GET', url: '/uploads/0123456789abcdef0123456789abcdef.png' })
    expect(missing.statusCode).toBe(404)
  })

  it('lets caches keep an image for minutes only, and revalidate it cheaply', async () => {
    const png = await sharp({ create: { width: 2, height: 2, channels: 3, background: '#0a0' } })
      .png()
      .toBuffer()
    const { body } = await upload(png)
    const first = await t.app.inject({ method: 'GET', url: body.secure_url })
    expect(first.headers['cache-control']).toBe('public, max-age=300, must-revalidate')
    expect(first.headers['cache-control']).not.toContain('immutable')
    expect(first.headers.etag).toBeDefined()
    expect(first.headers['last-modified']).toBeDefined()
    const again = await t.app.inject({
      method: 'GET',
      url: body.secure_url,
      headers: { 'if-none-match': String(first.headers.etag) },
    })
    expect(again.statusCode).toBe(304)
  })

  it('answers 413 while a too-large upload is still streaming, without waiting for the rest', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' })
    const { port } = t.app.server.address() as { port: number }
    const boundary = '----stepupstream'
    const answer = await new Promise<{ status: number; connection: string | undefined }>((resolve, reject) => {
      const request = http.request(
        {
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: '/api/uploads',
          headers: {
            'content-type': `multipart/form-data; boundary=${boundary}`,
            origin: TEST_ORIGIN,
            cookie,
            'transfer-encoding': 'chunked',
          },
        },
        (response) => {
          response.resume()
          resolve({ status: response.statusCode ?? 0, connection: response.headers.connection })
          request.destroy()
        },
      )
      request.on('error', (error) => {
        if (!(error as NodeJS.ErrnoException).code?.startsWith('ECONNRESET')) reject(error)
      })
      request.write(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.png"\r\nContent-Type: image/png\r\n\r\n`,
      )
      request.write(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
      // 11 MB sent, and the request is never finished: only an answer given mid-stream arrives.
      for (let i = 0; i < 11; i++) request.write(Buffer.alloc(MB, 2))
    })
    expect(answer.status).toBe(413)
    // The unread rest is not waited for: the server hangs up (and app.close() in afterAll returns).
    expect(answer.connection).toBe('close')
    await new Promise((resolve) => setTimeout(resolve, 100))
    const open = await new Promise<number>((resolve) => t.app.server.getConnections((_error, count) => resolve(count)))
    expect(open).toBe(0)
  })
})

describe('image work under attack, over real connections', () => {
  let t: TestApp
  let cookie: string
  let base: string

  beforeAll(async () => {
    t = await createTestApp()
    cookie = (await t.signUp()).cookie
    await t.app.listen({ port: 0, host: '127.0.0.1' })
    base = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`
  })
  afterAll(() => t.close())

  async function post(file: Buffer, as = cookie) {
    const { body, contentType } = multipartBody(file)
    const response = await fetch(`${base}/api/uploads`, {
      method: 'POST',
      headers: { 'content-type': contentType, origin: TEST_ORIGIN, cookie: as },
      body,
    })
    return {
      status: response.status,
      retryAfter: response.headers.get('retry-after'),
      body: (await response.json()) as { secure_url?: string; key?: string },
    }
  }

  it('answers an honest upload quickly while four hostile ones arrive at once', async () => {
    const attackers = await Promise.all(Array.from({ length: 4 }, () => t.signUp()))
    const hostile = Promise.all(attackers.map((attacker) => post(hostileGif(100), attacker.cookie)))
    const photo = await photoWithExif(800, 600)
    const started = Date.now()
    const honest = await post(photo)
    expect(Date.now() - started).toBeLessThan(10_000)
    expect(honest.status).toBe(201)
    expect((await hostile).map((answer) => answer.status)).toEqual([413, 413, 413, 413])
  })

  it('drops the queued image work of a sender who hung up', async () => {
    const { cookie: own, user } = await t.signUp()
    // Two large images of one colour: each takes about a second to re-encode, holding both slots.
    const large = await sharp({ create: { width: 6000, height: 6000, channels: 3, background: '#246' } })
      .png({ compressionLevel: 1 })
      .toBuffer()
    const busy = [large, large].map(async (file) => {
      const { body, contentType } = multipartBody(file)
      const response = await fetch(`${base}/api/uploads`, {
        method: 'POST',
        headers: { 'content-type': contentType, origin: TEST_ORIGIN, cookie: own },
        body,
      })
      return response.status
    })
    await new Promise((resolve) => setTimeout(resolve, 300))

    // A third upload, another member's, waits its turn, and its sender hangs up meanwhile.
    const other = await t.signUp()
    const { port } = t.app.server.address() as { port: number }
    const { body, contentType } = multipartBody(await photoWithExif())
    const abandoned = http.request({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/api/uploads',
      headers: {
        'content-type': contentType,
        origin: TEST_ORIGIN,
        cookie: other.cookie,
        'content-length': body.length,
      },
    })
    abandoned.on('error', () => {})
    abandoned.end(body)
    await new Promise((resolve) => setTimeout(resolve, 200))
    abandoned.destroy()

    expect(await Promise.all(busy)).toEqual([201, 201])
    await new Promise((resolve) => setTimeout(resolve, 300))
    const stored = (await t.db.execute(
      sql`select user_id from uploads where user_id in (${user.id}, ${other.user.id})`,
    )) as unknown as { rows: { user_id: number }[] }
    expect(stored.rows.map((row) => row.user_id)).toEqual([user.id, user.id])
  })

  it('lets one member have two images in work at a time, so others still get through', async () => {
    const greedy = await t.signUp()
    const large = await sharp({ create: { width: 6000, height: 6000, channels: 3, background: '#642' } })
      .png({ compressionLevel: 1 })
      .toBuffer()
    const greedyUploads = Promise.all([large, large, large].map((file) => post(file, greedy.cookie)))
    await new Promise((resolve) => setTimeout(resolve, 300))
    const honest = await post(await photoWithExif())
    expect(honest.status).toBe(201)
    const answers = await greedyUploads
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 201, 429])
    const busy = answers.find((answer) => answer.status === 429)!
    expect(busy.body.key).toBe('imageServerBusy')
    expect(Number(busy.retryAfter)).toBeGreaterThan(0)
  })
})

describe('an upload to a disk that is nearly full', () => {
  let t: TestApp
  afterAll(() => t.close())

  it('is refused with 507 and Retry-After while the disk keeps less than its free floor', async () => {
    // A floor far above any real disk's free space: every upload is past it.
    t = await createTestApp({ UPLOAD_MIN_FREE_MB: String(1024 * 1024 * 1024) })
    const { cookie } = await t.signUp()
    const { body, contentType } = multipartBody(await photoWithExif())
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/uploads',
      headers: { 'content-type': contentType, origin: TEST_ORIGIN, cookie },
      payload: body,
    })
    expect(response.statusCode).toBe(507)
    expect(response.json().key).toBe('uploadStorageFull')
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0)
    expect(fs.readdirSync(t.config.uploadsDir)).toEqual([])
  })
})

describe('an upload that trickles in', () => {
  let t: TestApp
  let cookie: string

  beforeAll(async () => {
    t = await createTestApp({ REQUEST_TIMEOUT_MS: '1000' })
    cookie = (await t.signUp()).cookie
    await t.app.listen({ port: 0, host: '127.0.0.1' })
  })
  afterAll(() => t.close())

  /** Sends the start of a multipart upload, then nothing more; answers the status and how long it took. */
  function stallAfter(start: string | Buffer) {
    const { port } = t.app.server.address() as { port: number }
    const started = Date.now()
    return new Promise<{ status: number; ms: number }>((resolve, reject) => {
      const request = http.request(
        {
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: '/api/uploads',
          headers: {
            'content-type': 'multipart/form-data; boundary=----stepupslow',
            origin: TEST_ORIGIN,
            cookie,
            'transfer-encoding': 'chunked',
          },
        },
        (response) => {
          response.resume()
          response.on('end', () => resolve({ status: response.statusCode ?? 0, ms: Date.now() - started }))
        },
      )
      request.on('error', reject)
      request.write(start)
      // The rest never comes, and the request is never finished.
      setTimeout(() => request.destroy(), 5000)
    })
  }

  // The server's request timeout: Node answers 408 and closes the connection.
  it('cuts off an upload whose body trickles in past the request timeout', async () => {
    const head =
      '------stepupslow\r\nContent-Disposition: form-data; name="file"; filename="slow.png"\r\nContent-Type: image/png\r\n\r\n'
    const answer = await stallAfter(Buffer.concat([Buffer.from(head), Buffer.from([0x89, 0x50, 0x4e, 0x47])]))
    expect(answer.status).toBe(408)
    expect(answer.ms).toBeLessThan(3000)
  })

  it('cuts off an upload whose file part never begins', async () => {
    const answer = await stallAfter('------stepupslow\r\nContent-Disposition: form-data; name="fi')
    expect(answer.status).toBe(408)
    expect(answer.ms).toBeLessThan(3000)
  })
})

describe('GET /api/uploads/config', () => {
  const apps: TestApp[] = []
  afterAll(() => Promise.all(apps.map((app) => app.close())))

  /** The answer, and the content security policy of the page that would upload. */
  async function uploadConfig(env: Record<string, string>) {
    const app = await createTestApp(env)
    apps.push(app)
    // Public: the answer names nothing a browser uploading to the host would not see anyway.
    const response = await app.request('GET', '/api/uploads/config')
    const page = await app.request('GET', '/profile', { headers: { accept: 'text/html' } })
    return { ...response, pagePolicy: String(page.headers['content-security-policy']) }
  }

  it('answers null when Cloudinary is not configured, so avatars go to POST /api/uploads', async () => {
    const response = await uploadConfig({})
    expect(response.status).toBe(200)
    expect(response.body).toEqual({ cloudinary: null })
    expect(response.pagePolicy).toContain("connect-src 'self'")
    expect(response.pagePolicy).not.toContain('api.cloudinary.com')
  })

  it('answers null when only one of the two Cloudinary variables is set', async () => {
    const response = await uploadConfig({ CLOUDINARY_CLOUD_NAME: 'stepup-demo' })
    expect(response.status).toBe(200)
    expect(response.body).toEqual({ cloudinary: null })
  })

  it('answers the cloud name and unsigned preset when configured, and the CSP lets the browser reach the host', async () => {
    const response = await uploadConfig({
      CLOUDINARY_CLOUD_NAME: 'stepup-demo',
      CLOUDINARY_UPLOAD_PRESET: 'avatars_unsigned',
    })
    expect(response.status).toBe(200)
    expect(response.body).toEqual({ cloudinary: { cloudName: 'stepup-demo', uploadPreset: 'avatars_unsigned' } })
    expect(response.pagePolicy).toMatch(/connect-src 'self' https:\/\/api\.cloudinary\.com/)
  })
})
