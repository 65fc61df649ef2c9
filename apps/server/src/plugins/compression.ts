import { promisify } from 'node:util'
import zlib from 'node:zlib'
import { negotiate } from '@fastify/accept-negotiator'
import compress from '@fastify/compress'
import type { FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'

/** Answers smaller than this go out as they are: compressing them costs more time than it saves bytes. */
export const COMPRESSION_THRESHOLD_BYTES = 1024

/**
 * Brotli or gzip, as the client accepts, for the API's JSON answers above 1 KB (leaderboards,
 * challenge lists, the OpenAPI document), see docs/decisions/080. Only routes registered after
 * this plugin get it. The web app's files stay precompressed at build time: a reply that already
 * carries a Content-Encoding is passed through, and images are not a compressible type.
 * Request bodies are not decompressed: the app's clients send them plain.
 */
export const compressionPlugin = fp(
  async (app) => {
    await app.register(compress, {
      encodings: ['br', 'gzip'],
      threshold: COMPRESSION_THRESHOLD_BYTES,
      globalDecompression: false,
    })
  },
  { name: 'compression' },
)

const ENCODINGS = ['br', 'gzip'] as const
type Encoding = (typeof ENCODINGS)[number]

/**
 * The settings the plugin uses: Brotli at quality 4 (docs/decisions/080), gzip's default. Both run
 * on libuv's thread pool, like the plugin's streams, so a large answer does not hold up the
 * event loop. zlib's functions are looked up at each call, which comes once per answer and
 * encoding, so a test can count the calls.
 */
const compressors: Record<Encoding, (bytes: Buffer) => Promise<Buffer>> = {
  br: (bytes) => promisify(zlib.brotliCompress)(bytes, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } }),
  gzip: (bytes) => promisify(zlib.gzip)(bytes),
}

/**
 * A JSON answer that many readers are sent (a cached leaderboard), serialized once. Compressed
 * copies are made once per encoding and kept with the answer; readers arriving while one is
 * being made wait for that one.
 */
export class SharedJson {
  readonly bytes: Buffer
  private readonly compressed: Partial<Record<Encoding, Promise<Buffer>>> = {}

  constructor(value: unknown) {
    this.bytes = Buffer.from(JSON.stringify(value))
  }

  compressedWith(encoding: Encoding): Promise<Buffer> {
    return (this.compressed[encoding] ??= compressors[encoding](this.bytes))
  }
}

/** Adds `accept-encoding` to the reply's Vary header, keeping what is already there. */
function varyOnEncoding(reply: FastifyReply) {
  const vary = reply.getHeader('vary')
  if (vary === undefined) reply.header('vary', 'accept-encoding')
  else if (!/(^|,)\s*(accept-encoding|\*)\s*(,|$)/i.test(String(vary))) reply.header('vary', `${vary}, accept-encoding`)
}

/**
 * Sends JSON a route wrote as text itself (a cached page with the viewer's own part added), as is:
 * the route's response schema documents it but does not serialize it again.
 */
export function sendJsonText(reply: FastifyReply, text: string): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(text)
}

/**
 * Sends a shared answer in the encoding the client prefers, compressing it once per encoding rather than
 * once per reply, by the plugin's rules: 1 KB or more, and no `x-no-compression` header. Routes
 * that send only shared answers turn the plugin's own hook off (`compress: false`): it would find
 * nothing to do.
 */
export async function sendSharedJson(request: FastifyRequest, reply: FastifyReply, json: SharedJson): Promise<void> {
  reply.type('application/json; charset=utf-8')
  const accepted = request.headers['accept-encoding']
  // `*` and `x-gzip` count as gzip, as in the plugin.
  const encoding =
    json.bytes.length < COMPRESSION_THRESHOLD_BYTES || !accepted || request.headers['x-no-compression'] !== undefined
      ? null
      : (negotiate(accepted.toLowerCase().replace(/\*|x-gzip/g, 'gzip'), [...ENCODINGS]) as Encoding | null)
  if (!encoding) {
    reply.send(json.bytes)
    return
  }
  const compressed = await json.compressedWith(encoding)
  varyOnEncoding(reply)
  reply.header('content-encoding', encoding).send(compressed)
}
