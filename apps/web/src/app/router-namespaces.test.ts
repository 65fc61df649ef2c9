// @vitest-environment node
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const appDir = path.dirname(fileURLToPath(import.meta.url))
const featuresDir = path.join(appDir, '../features')

/** A page of the route table: `lazyPage(() => import('../../features/f/routes/x.tsx'), 'X', ['ns', …])`. */
const PAGE =
  /lazyPage\(\s*\(\) => import\('\.\.\/\.\.\/features\/([\w-]+)\/routes\/([\w-]+)\.tsx'\),\s*'(\w+)',\s*\[([^\]]*)\]/g

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
  it('offers every page, each loaded with the namespaces its feature reads, so no page waits for strings', () => {
    const table = fs.readFileSync(path.join(appDir, 'routes/page-routes.ts'), 'utf8')
    const pages = [...table.matchAll(PAGE)]
    expect(pages.length).toBe(table.match(/lazyPage\(/g)?.length)
    const pageFiles = fs
      .readdirSync(featuresDir)
      .flatMap((feature) =>
        fs.existsSync(path.join(featuresDir, feature, 'routes'))
          ? fs.readdirSync(path.join(featuresDir, feature, 'routes')).map((file) => `${feature}/${file}`)
          : [],
      )
    expect(new Set(pages.map(([, feature, file]) => `${feature}/${file}.tsx`))).toEqual(new Set(pageFiles))
    for (const [, feature, , page, declared] of pages) {
      const named = new Set(['common', ...[...declared!.matchAll(/'([\w-]+)'/g)].map((match) => match[1]!)])
      for (const namespace of namespacesOf(feature!)) expect(named, `${page} reads ${namespace}`).toContain(namespace)
    }
  })
})
