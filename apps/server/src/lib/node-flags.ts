import fs from 'node:fs'
import path from 'node:path'

/**
 * The Node.js flags the server runs with, read from the one place they are written: the root
 * package.json's `start` script, `exec node <flags> apps/server/dist/main.js`. Everything else that
 * starts the built server (the benchmarks, the demo, the browser tests) passes the same, so each
 * measures and tests the server as it runs. See docs/decisions/035.
 *
 * The one flag there, `--max-semi-space-size=16`, has to be on the command line (or in
 * NODE_OPTIONS): V8 sizes its young generation before any of the server's code runs. Node.js 20
 * picks 16 MB itself on a machine with more than about 2 GB, but less on a smaller one (4 MB with
 * 1 GB, 1 MB with 512 MB), and there a run of wearable syncs promotes their parsed entries to the
 * old generation: 12–60 MB more peak memory over 40 calls on the embedded database, 50 MB on
 * PostgreSQL.
 */
export const SERVER_NODE_FLAGS = startFlagsOf(path.resolve(import.meta.dirname, '../../../..'))

/** The flags the `start` script of the checkout in `root` passes to node. */
export function startFlagsOf(root: string): string[] {
  const manifest = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as {
    scripts: { start: string }
  }
  const match = /^(?:exec )?node((?: --\S+)*) apps\/server\/dist\/main\.js$/.exec(manifest.scripts.start)
  if (!match) {
    throw new Error(
      `package.json's start script is not "exec node [flags] apps/server/dist/main.js": ${manifest.scripts.start}`,
    )
  }
  return match[1]!.split(' ').filter(Boolean)
}
