import fs from 'node:fs'
import path from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig, type Plugin } from 'vite'
import { zoomPanPinchStylesAsFile } from './vite-plugins/zoom-pan-pinch-styles.ts'

/**
 * Writes a Brotli (`.br`) and a gzip (`.gz`) copy next to every text file of the build, once,
 * at the highest levels; the server sends them to browsers that accept them, so no response is
 * compressed per request (docs/decisions/061).
 */
function precompress(): Plugin {
  let outDir = 'dist'
  return {
    name: 'stepup:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir)
    },
    writeBundle() {
      const walk = (dir: string): string[] =>
        fs
          .readdirSync(dir, { withFileTypes: true })
          .flatMap((entry) => (entry.isDirectory() ? walk(path.join(dir, entry.name)) : [path.join(dir, entry.name)]))
      for (const file of walk(outDir)) {
        if (!/\.(js|css|html|svg|json|webmanifest|txt)$/.test(file)) continue
        const content = fs.readFileSync(file)
        if (content.length < 1024) continue
        fs.writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }))
        fs.writeFileSync(
          `${file}.br`,
          brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        )
      }
    },
  }
}

export default defineConfig({
  plugins: [react(), tailwindcss(), precompress(), zoomPanPinchStylesAsFile()],
  build: {
    outDir: 'dist',
    sourcemap: true,
    manifest: true,
    rolldownOptions: {
      output: {
        // Over HTTP/1.1 every small chunk on the first page's path costs a round trip: the
        // entry's code is one file, the pages' icons one chunk, the contract's schemas with zod
        // one (docs/decisions/064).
        codeSplitting: {
          groups: [
            { name: 'app', tags: ['$initial'], priority: 3 },
            { name: 'icons', test: /[\\/]lucide-react[\\/]/, priority: 2 },
            { name: 'contract', test: /[\\/](node_modules[\\/]zod|packages[\\/]contract)[\\/]/, priority: 1 },
            // The features' queries and their keys, with the query hooks they share: one chunk
            // rather than a dozen of a kilobyte each on every page's path.
            {
              name: 'queries',
              test: /[\\/](src[\\/]features[\\/][^\\/]+[\\/]api|node_modules[\\/]@tanstack)[\\/]/,
              priority: 1,
            },
            // The helpers and components the pages share; the chart stays with the pages that
            // draw one, so that only they load its library.
            { name: 'shared', test: /[\\/]src[\\/](lib|components)[\\/](?!ui[\\/]daily-bar-chart-plot)/, priority: 1 },
          ],
        },
      },
    },
  },
  server: {
    proxy: { '/api': 'http://localhost:3000', '/uploads': 'http://localhost:3000' },
  },
})
