import zlib from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { SharedJson } from './compression.ts'

describe('a shared JSON answer', () => {
  it('is serialized once, to UTF-8 bytes', () => {
    const answer = new SharedJson({ users: [{ username: 'Zoë', total: 12 }] })
    expect(answer.bytes.toString()).toBe('{"users":[{"username":"Zoë","total":12}]}')
  })

  it('is compressed once per encoding', async () => {
    const answer = new SharedJson({ board: 'x'.repeat(4_000) })
    const first = answer.compressedWith('gzip')
    expect(answer.compressedWith('gzip')).toBe(first)
    expect(zlib.gunzipSync(await first).equals(answer.bytes)).toBe(true)
    expect(zlib.brotliDecompressSync(await answer.compressedWith('br')).equals(answer.bytes)).toBe(true)
  })
})
