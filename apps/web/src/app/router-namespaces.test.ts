// @vitest-environment node
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const appDir = path.dirname(fileURLToPath(import.meta.url))
const featuresDir = path.join(appDir, '../features')

const ROUTE = /import\('\.\.\/features\/([\w-]+)\/routes\/([\w-]+)\.tsx'\),\s*'\w+',\s*\[([^\]]*)\]/g

const sourcesOf = (dir: string): string[] =>
  fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) =>
      entry.isDirectory()
        ? sourcesOf(path.join(dir, entry.name))
        : /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)
          ? [path.join(dir, entry.name)]
          : [],
    )

/** The namespaces a feature's code reads: `useTranslation('x')` and `t('x:key')`. */
function namespacesOf(feature: string) {
  const used = new Set<string>()
  for (const file of sourcesOf(path.join(featuresDir, feature))) {
    const source = fs.readFileSync(file, 'utf8')
    for (const match of source.matchAll(/useTranslation\('([\w-]+)'\)/g)) used.add(match[1]!)
    for (const match of source.matchAll(/\bt\(\s*['`]([\w-]+):/g)) used.add(match[1]!)
  }
  return used
}

describe('the route table', () => {
  it('loads with every page the namespaces its feature reads, so no page waits for strings it did not name', () => {
    const router = fs.readFileSync(path.join(appDir, 'router.tsx'), 'utf8')
    const routes = [...router.matchAll(ROUTE)]
    expect(routes.length).toBe(router.match(/lazy:/g)?.length)
    for (const [, feature, page, declared] of routes) {
      const named = new Set(['common', ...[...declared!.matchAll(/'([\w-]+)'/g)].map((match) => match[1]!)])
      for (const namespace of namespacesOf(feature!)) expect(named, `${page} reads ${namespace}`).toContain(namespace)
    }
  })
})
