import http from 'node:http'
import zlib from 'node:zlib'
import { expect, it } from 'vitest'
import { baseUrl } from './helpers/browser.ts'

/** A GET with raw bytes back (fetch would decode them), so the encoding on the wire is what is checked. */
function getRaw(path: string, headers: Record<string, string>) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    http
      .get(new URL(path, baseUrl()), { headers }, (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
        )
        response.on('error', reject)
      })
      .on('error', reject)
  })
}

it('serves the precompressed page and scripts once encoded, and their plain copies to clients without br', async () => {
  const page = await getRaw('/allScores', { accept: 'text/html', 'accept-encoding': 'br, gzip' })
  expect(page.status).toBe(200)
  expect(page.headers['content-encoding']).toBe('br')
  const html = zlib.brotliDecompressSync(page.body).toString('utf8')
  expect(html).toContain('<div id="root">')

  // The app's entry script: hashed, so cached for good.
  const script = /<script[^>]+src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1]
  expect(script).toBeTruthy()
  const plain = await getRaw(script!, {})
  expect(plain.headers['content-encoding']).toBeUndefined()
  for (const [encoding, decode] of [
    ['br', zlib.brotliDecompressSync],
    ['gzip', zlib.gunzipSync],
  ] as const) {
    const encoded = await getRaw(script!, { 'accept-encoding': encoding })
    expect(encoded.status).toBe(200)
    expect(encoded.headers['content-encoding']).toBe(encoding)
    expect(encoded.headers['cache-control']).toContain('immutable')
    // Decoded once, it is the script itself: the build's copy was not compressed a second time.
    expect(decode(encoded.body).equals(plain.body)).toBe(true)
  }
})

it('compresses a large API answer on the fly and leaves a small one alone', async () => {
  const docs = await getRaw('/api/docs/json', { 'accept-encoding': 'gzip, deflate, br' })
  expect(docs.status).toBe(200)
  expect(docs.headers['content-encoding']).toBe('br')
  expect(JSON.parse(zlib.brotliDecompressSync(docs.body).toString('utf8')).openapi).toMatch(/^3\./)

  const health = await getRaw('/api/health', { 'accept-encoding': 'gzip, deflate, br' })
  expect(health.headers['content-encoding']).toBeUndefined()
  expect(JSON.parse(health.body.toString('utf8'))).toMatchObject({ status: 'ok' })
})
