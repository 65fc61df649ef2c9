import zlib from 'node:zlib'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createTestApp, TEST_ORIGIN, type TestApp } from '../helpers/app.ts'
import { addMembers, type Member } from '../helpers/members.ts'

const decoders: Record<string, (bytes: Buffer) => Buffer> = {
  br: zlib.brotliDecompressSync,
  gzip: zlib.gunzipSync,
}

describe('compressed answers', () => {
  let t: TestApp
  let members: Member[]

  beforeAll(async () => {
    t = await createTestApp()
    members = await addMembers(t.db, 60)
  })
  afterAll(() => t.close())

  async function get(url: string, headers: Record<string, string> = {}) {
    return t.app.inject({ method: 'GET', url, headers: { cookie: members[0]!.cookie, ...headers } })
  }

  for (const [encoding, decode] of Object.entries(decoders)) {
    it(`sends a large JSON answer with ${encoding} when the client accepts it`, async () => {
      const plain = await get('/api/docs/json')
      const compressed = await get('/api/docs/json', { 'accept-encoding': encoding })

      expect(compressed.statusCode).toBe(200)
      expect(compressed.headers['content-encoding']).toBe(encoding)
      expect(compressed.headers.vary).toMatch(/accept-encoding/i)
      expect(compressed.headers['content-type']).toMatch(/^application\/json/)
      expect(compressed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4)
      expect(JSON.parse(decode(compressed.rawPayload).toString('utf8'))).toEqual(plain.json())
    })
  }

  it('prefers brotli when the client accepts both, as browsers do', async () => {
    const response = await get('/api/docs/json', { 'accept-encoding': 'gzip, deflate, br, zstd' })
    expect(response.headers['content-encoding']).toBe('br')
  })

  it('compresses a leaderboard of many members, which decodes to the same board', async () => {
    const plain = await get('/api/scores/users?limit=500')
    expect(plain.statusCode).toBe(200)
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.json().users).toHaveLength(60)
    expect(plain.rawPayload.length).toBeGreaterThan(4096)

    const compressed = await get('/api/scores/users?limit=500', { 'accept-encoding': 'gzip' })
    expect(compressed.statusCode).toBe(200)
    expect(compressed.headers['content-encoding']).toBe('gzip')
    expect(JSON.parse(zlib.gunzipSync(compressed.rawPayload).toString('utf8'))).toEqual(plain.json())
  })

  it('compresses a cached board once per encoding, however many readers it is sent to', async () => {
    const brotli = vi.spyOn(zlib, 'brotliCompress')
    const gzip = vi.spyOn(zlib, 'gzip')
    // The clock stands still, so the board stays one cache entry throughout.
    vi.useFakeTimers({ toFake: ['Date'] })
    try {
      const url = '/api/scores/users?limit=500&period=month'
      const plain = await get(url)
      const answers = await Promise.all(
        ['br', 'gzip, deflate, br', 'br', 'gzip', 'x-gzip'].map((accepted) =>
          get(url, { 'accept-encoding': accepted }),
        ),
      )
      expect(answers.map((answer) => answer.headers['content-encoding'])).toEqual(['br', 'br', 'br', 'gzip', 'gzip'])
      for (const answer of answers) {
        expect(answer.headers.vary).toMatch(/accept-encoding/i)
        expect(Number(answer.headers['content-length'])).toBe(answer.rawPayload.length)
        const decode = decoders[answer.headers['content-encoding'] as string]!
        expect(decode(answer.rawPayload).equals(plain.rawPayload)).toBe(true)
      }
      expect(brotli).toHaveBeenCalledTimes(1)
      expect(gzip).toHaveBeenCalledTimes(1)
    } finally {
      vi.useRealTimers()
      brotli.mockRestore()
      gzip.mockRestore()
    }
  })

  it('sends a cached board plain when the client asks for no compression', async () => {
    const cases: Record<string, string>[] = [
      {},
      { 'accept-encoding': 'identity' },
      { 'accept-encoding': 'br', 'x-no-compression': '1' },
    ]
    for (const headers of cases) {
      const response = await get('/api/scores/users?limit=500', headers)
      expect(response.statusCode).toBe(200)
      expect(response.headers['content-encoding']).toBeUndefined()
      expect(response.json().users).toHaveLength(60)
    }
  })

  it('sends the answer plain to a client that accepts no encoding', async () => {
    for (const headers of [{}, { 'accept-encoding': 'identity' }] as Record<string, string>[]) {
      const response = await get('/api/docs/json', headers)
      expect(response.statusCode).toBe(200)
      expect(response.headers['content-encoding']).toBeUndefined()
      expect(response.json().openapi).toMatch(/^3\./)
    }
  })

  it('leaves answers under 1 KB alone', async () => {
    const response = await get('/api/health', { 'accept-encoding': 'br, gzip' })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-encoding']).toBeUndefined()
    expect(response.json()).toMatchObject({ status: 'ok' })
  })

  it('stores uploads and serves them as the same bytes, never re-encoded', async () => {
    const image = await sharp({
      create: {
        width: 120,
        height: 80,
        channels: 3,
        background: '#808080',
        noise: { type: 'gaussian', mean: 128, sigma: 40 },
      },
    })
      .png()
      .toBuffer()
    const boundary = '----stepupcompression'
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="noise.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      image,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ])
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/uploads',
      headers: {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'accept-encoding': 'br, gzip',
        origin: TEST_ORIGIN,
        cookie: members[0]!.cookie,
      },
      payload: body,
    })
    expect(upload.statusCode).toBe(201)
    const url = upload.json().secure_url as string

    const plain = await get(url)
    const negotiated = await get(url, { 'accept-encoding': 'br, gzip' })
    expect(negotiated.statusCode).toBe(200)
    expect(negotiated.headers['content-type']).toBe('image/png')
    expect(negotiated.headers['content-encoding']).toBeUndefined()
    expect(negotiated.rawPayload.length).toBeGreaterThan(1024)
    expect(negotiated.rawPayload.equals(plain.rawPayload)).toBe(true)
  })
})
