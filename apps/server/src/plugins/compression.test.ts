import zlib from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { SharedJson } from './compression.ts'

describe('a shared JSON answer', () => {
  it('is kept as text as well as bytes when short, and sent as text', () => {
    const answer = new SharedJson({ users: [{ username: 'Zoë', total: 12 }] })
    expect(answer.text).toBe('{"users":[{"username":"Zoë","total":12}]}')
    expect(answer.bytes.equals(Buffer.from(answer.text!))).toBe(true)
    expect(answer.plain).toBe(answer.text)
  })

  it('is kept and sent as bytes only when longer than 4 KB', () => {
    const answer = new SharedJson({ names: Array.from({ length: 500 }, (_, i) => `Member ${i}`) })
    expect(answer.bytes.length).toBeGreaterThan(4 * 1024)
    expect(answer.text).toBeUndefined()
    expect(answer.plain).toBe(answer.bytes)
    expect(JSON.parse(answer.bytes.toString()).names).toHaveLength(500)
  })

  it('is compressed once per encoding', async () => {
    const answer = new SharedJson({ board: 'x'.repeat(4_000) })
    const first = answer.compressedWith('gzip')
    expect(answer.compressedWith('gzip')).toBe(first)
    expect(zlib.gunzipSync(await first).equals(answer.bytes)).toBe(true)
    expect(zlib.brotliDecompressSync(await answer.compressedWith('br')).equals(answer.bytes)).toBe(true)
  })
})
