import { describe, expect, it } from 'vitest'
import { languages } from '../lib/i18n.ts'

type Tree = { [key: string]: string | Tree }

const files = import.meta.glob<Tree>('./*/*.json', { eager: true, import: 'default' })

/** `{ language: { namespace: { 'dotted.key': text } } }` from every locales/<language>/<namespace>.json. */
const catalogue: Record<string, Record<string, Record<string, string>>> = {}
for (const [path, tree] of Object.entries(files)) {
  const [, language, namespace] = /^\.\/([^/]+)\/([^/]+)\.json$/.exec(path)!
  ;(catalogue[language!] ??= {})[namespace!] = flatten(tree)
}

function flatten(tree: Tree, prefix = ''): Record<string, string> {
  const flat: Record<string, string> = {}
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') flat[prefix + key] = value
    else Object.assign(flat, flatten(value, `${prefix}${key}.`))
  }
  return flat
}

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/

/** i18next picks `key_<category>` by Intl.PluralRules, so a language needs exactly its own categories. */
function expectedKeys(english: Record<string, string>, language: string) {
  const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories
  const keys = new Map<string, string>() // key in `language` → the English key it translates
  for (const key of Object.keys(english)) {
    const plural = PLURAL_SUFFIX.exec(key)
    if (!plural) {
      keys.set(key, key)
      continue
    }
    const base = key.slice(0, plural.index)
    for (const category of categories) {
      const source = english[`${base}_${category}`] !== undefined ? `${base}_${category}` : `${base}_other`
      if (!keys.has(`${base}_${category}`)) keys.set(`${base}_${category}`, source)
    }
  }
  return keys
}

/** `{{name}}` placeholders, `$t(nested)` references and `<tag>` components of Trans. */
function placeholders(text: string) {
  const found = [
    ...[...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((match) => `{{${match[1]}}}`),
    ...[...text.matchAll(/\$t\(([^)]+)\)/g)].map((match) => `$t(${match[1]})`),
    ...[...text.matchAll(/<\/?(\w+)\s*\/?>/g)].map((match) => `<${match[1]}>`),
  ]
  return [...new Set(found)].sort()
}

const english = catalogue.en!
const translations = languages.map((language) => language.code).filter((code) => code !== 'en')

describe('translations', () => {
  it('has a folder for every offered language and no other', () => {
    expect(Object.keys(catalogue).sort()).toEqual(languages.map((language) => language.code).sort())
  })

  describe.each(translations)('%s', (language) => {
    it('has every English namespace and no other', () => {
      expect(Object.keys(catalogue[language] ?? {}).sort()).toEqual(Object.keys(english).sort())
    })

    it.each(Object.keys(english))('%s: has every key, with text, and no key English lacks', (namespace) => {
      const translated = catalogue[language]?.[namespace] ?? {}
      const expected = expectedKeys(english[namespace]!, language)
      const missing = [...expected.keys()].filter((key) => !translated[key]?.trim())
      const extra = Object.keys(translated).filter((key) => !expected.has(key))
      expect({ missing, extra }).toEqual({ missing: [], extra: [] })
    })

    it.each(Object.keys(english))('%s: keeps the interpolation variables and components', (namespace) => {
      const translated = catalogue[language]?.[namespace] ?? {}
      const mismatches: string[] = []
      for (const [key, source] of expectedKeys(english[namespace]!, language)) {
        if (translated[key] === undefined) continue
        let want = placeholders(english[namespace]![source]!)
        // "one" and "two" may say the number in words (Hebrew "נקודה אחת"), so {{count}} is optional there.
        if (/_(one|two)$/.test(key) && !translated[key].includes('{{count}}')) {
          want = want.filter((placeholder) => placeholder !== '{{count}}')
        }
        const got = placeholders(translated[key])
        if (JSON.stringify(got) !== JSON.stringify(want))
          mismatches.push(`${key}: ${got.join(' ')} ≠ ${want.join(' ')}`)
      }
      expect(mismatches).toEqual([])
    })
  })
})
