import { Tokenizer, TokenType } from '@streamparser/json'
import { ImportFileError } from './import-file-error.ts'
import { JsonBounds } from './json-array.ts'

/** Where a value sits: its container's kind and the key or index of the member being read. */
export interface JsonFrame {
  array: boolean
  key: string | number | undefined
}

/**
 * What a walk reports. `frames` are the containers around the token, outermost first; the last
 * frame's key names the member the token belongs to.
 */
export interface JsonVisitor {
  open(frames: readonly JsonFrame[], array: boolean): void
  close(frames: readonly JsonFrame[]): void
  scalar(frames: readonly JsonFrame[], value: string | number | boolean | null): void
}

type Expecting = 'value' | 'valueOrEnd' | 'key' | 'keyOrEnd' | 'colon' | 'next' | 'done'

/**
 * Walks a JSON text token by token, checking its grammar, and tells the visitor where each value
 * starts and ends without building any: a body of millions of readings among workouts with long
 * routes holds no more in memory than its nesting and one string (JSON_LIMITS bound both).
 */
export async function walkJson(input: AsyncIterable<Buffer>, visitor: JsonVisitor): Promise<void> {
  const walk = new JsonWalk(visitor)
  const tokenizer = new Tokenizer()
  tokenizer.onToken = ({ token, value }) => walk.token(token, value as string | number | boolean | null)
  const bounds = new JsonBounds(Number.POSITIVE_INFINITY)
  let first = true
  for await (let chunk of input) {
    if (first && chunk[0] === 0xef && chunk[1] === 0xbb && chunk[2] === 0xbf) chunk = chunk.subarray(3)
    first = false
    bounds.check(chunk)
    tokenizer.write(chunk)
  }
  if (!tokenizer.isEnded) tokenizer.end()
  walk.end()
}

class JsonWalk {
  private readonly frames: JsonFrame[] = []
  private expecting: Expecting = 'value'

  constructor(private readonly visitor: JsonVisitor) {}

  token(token: TokenType, value: string | number | boolean | null): void {
    if (this.expecting === 'colon') return this.colon(token)
    if (this.expecting === 'key' || this.expecting === 'keyOrEnd') return this.key(token, value)
    if (this.expecting === 'next') return this.next(token)
    if (this.expecting === 'value' || this.expecting === 'valueOrEnd') return this.value(token, value)
    broken('it goes on after its end')
  }

  end(): void {
    if (this.expecting !== 'done') broken('it ends early')
  }

  private value(token: TokenType, value: string | number | boolean | null): void {
    if (token === TokenType.LEFT_BRACE || token === TokenType.LEFT_BRACKET) {
      const array = token === TokenType.LEFT_BRACKET
      this.visitor.open(this.frames, array)
      this.frames.push({ array, key: array ? 0 : undefined })
      this.expecting = array ? 'valueOrEnd' : 'keyOrEnd'
    } else if (token === TokenType.RIGHT_BRACKET && this.expecting === 'valueOrEnd') {
      this.closeContainer()
    } else if (isScalar(token)) {
      this.visitor.scalar(this.frames, value)
      this.afterValue()
    } else {
      broken('a value is missing')
    }
  }

  private key(token: TokenType, value: string | number | boolean | null): void {
    if (token === TokenType.RIGHT_BRACE && this.expecting === 'keyOrEnd') return this.closeContainer()
    if (token !== TokenType.STRING) broken('an object has a member without a name')
    this.frames.at(-1)!.key = value as string
    this.expecting = 'colon'
  }

  private colon(token: TokenType): void {
    if (token !== TokenType.COLON) broken('a member has no colon')
    this.expecting = 'value'
  }

  private next(token: TokenType): void {
    const frame = this.frames.at(-1)!
    if (token === TokenType.COMMA) {
      if (frame.array) frame.key = (frame.key as number) + 1
      this.expecting = frame.array ? 'value' : 'key'
    } else if (token === (frame.array ? TokenType.RIGHT_BRACKET : TokenType.RIGHT_BRACE)) {
      this.closeContainer()
    } else {
      broken('a comma is missing')
    }
  }

  private closeContainer(): void {
    this.frames.pop()
    this.visitor.close(this.frames)
    this.afterValue()
  }

  private afterValue(): void {
    this.expecting = this.frames.length === 0 ? 'done' : 'next'
  }
}

function isScalar(token: TokenType): boolean {
  return (
    token === TokenType.STRING ||
    token === TokenType.NUMBER ||
    token === TokenType.TRUE ||
    token === TokenType.FALSE ||
    token === TokenType.NULL
  )
}

function broken(what: string): never {
  throw new ImportFileError('brokenFile', `the JSON is not whole: ${what}`)
}
