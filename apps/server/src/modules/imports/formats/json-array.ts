import { JSONParser } from '@streamparser/json'
import { ImportFileError } from './import-file-error.ts'

/**
 * Bounds of a JSON export's pieces, like the longest CSV line: the parser holds a string or number
 * being read, an item being built and the nesting around it in memory, so a file of one endless
 * number or string would take the reading process's memory however small the file (a zip of a few
 * KB inflates to one). Real exports' values are dates and counts, their items a few KB.
 */
export const JSON_LIMITS = { tokenBytes: 64 * 1024, itemBytes: 1024 * 1024, depth: 32 }

const QUOTE = 0x22
const BACKSLASH = 0x5c

/** Bytes that end a number or a literal (`true`): structure, quotes and white space. */
const ENDS_SCALAR = new Uint8Array(256)
for (const char of '{}[],:" \t\r\n') ENDS_SCALAR[char.charCodeAt(0)] = 1

/**
 * Follows a JSON text's strings, scalars and nesting a byte at a time, ahead of the parser, and
 * refuses it as too large when one exceeds JSON_LIMITS. Items are the values at `itemDepth` (2, a
 * top-level array's); a reader that builds no items passes Infinity.
 */
export class JsonBounds {
  constructor(private readonly itemDepth = 2) {}

  #inString = false
  #escaped = false
  #tokenBytes = 0
  #depth = 0
  #itemBytes = 0

  check(chunk: Buffer) {
    for (let i = 0; i < chunk.length; i++) {
      const byte = chunk[i]!
      if (this.#depth >= this.itemDepth && ++this.#itemBytes > JSON_LIMITS.itemBytes) tooLarge('an item')
      if (this.#inString) {
        if (this.#escaped) this.#escaped = false
        else if (byte === BACKSLASH) this.#escaped = true
        else if (byte === QUOTE) this.#inString = false
        if (++this.#tokenBytes > JSON_LIMITS.tokenBytes) tooLarge('a string')
      } else if (byte === QUOTE) {
        this.#inString = true
        this.#tokenBytes = 0
      } else if (ENDS_SCALAR[byte]) {
        this.#tokenBytes = 0
        if (byte === 0x7b || byte === 0x5b) {
          if (++this.#depth > JSON_LIMITS.depth) tooLarge('the nesting')
          if (this.#depth === this.itemDepth) this.#itemBytes = 1
        } else if (byte === 0x7d || byte === 0x5d) this.#depth -= 1
      } else if (++this.#tokenBytes > JSON_LIMITS.tokenBytes) tooLarge('a value')
    }
  }
}

function tooLarge(what: string): never {
  throw new ImportFileError('tooLarge', `${what} in the JSON is longer than an export's`)
}

/** Streams the items of a top-level JSON array to `onItem`; anything else is a broken file. */
export async function readJsonArray(input: AsyncIterable<Buffer>, onItem: (item: unknown) => void): Promise<void> {
  const parser = new JSONParser({ paths: ['$.*'], keepStack: false })
  parser.onValue = ({ value }) => onItem(value)
  const bounds = new JsonBounds()
  let checkedRoot = false
  for await (let chunk of input) {
    if (!checkedRoot) {
      if (chunk[0] === 0xef && chunk[1] === 0xbb && chunk[2] === 0xbf) chunk = chunk.subarray(3)
      const first = chunk.toString('latin1', 0, Math.min(chunk.length, 64)).trimStart()[0]
      if (first !== undefined && first !== '[') throw new ImportFileError('brokenFile', 'the JSON is not an array')
      checkedRoot = first !== undefined
    }
    bounds.check(chunk)
    parser.write(chunk)
  }
  if (!checkedRoot) throw new ImportFileError('brokenFile', 'the JSON file is empty')
  if (!parser.isEnded) parser.end()
}
