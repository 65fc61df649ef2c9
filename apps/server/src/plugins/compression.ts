import compress from '@fastify/compress'
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
