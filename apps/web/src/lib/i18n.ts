import i18n, { type BackendModule, type Resource } from 'i18next'
import { initReactI18next } from 'react-i18next'

export const LANGUAGE_KEY = 'language'

type LocaleFile = { default: Record<string, unknown> }

/**
 * Strings live in `locales/<language>/<namespace>.json`, one namespace per feature, so every
 * feature owns its own file. `useTranslation('teams')` reads `locales/en/teams.json`.
 *
 * Only English `common` (the header, footer and shared pieces) is bundled with the first page;
 * every other file is its own small chunk fetched at start-up or on a language change, so the
 * first page's JavaScript does not grow with each page and language (docs/decisions/060).
 */
const bundled = import.meta.glob<LocaleFile>('../locales/en/common.json', { eager: true })
const deferred = import.meta.glob<LocaleFile>(['../locales/*/*.json', '!../locales/en/common.json'])

const fileOf = (path: string) => /locales\/([^/]+)\/([^/]+)\.json$/.exec(path) ?? []

/** Every language with a locales/<lang>/ folder, holding what is bundled (English `common`). */
export const resources: Resource = {}
const namespaces = new Set<string>(['common'])
for (const path of Object.keys(deferred)) {
  const [, language, namespace] = fileOf(path)
  if (!language || !namespace) continue
  resources[language] ??= {}
  namespaces.add(namespace)
}
for (const [path, module] of Object.entries(bundled)) {
  const [, language, namespace] = fileOf(path)
  if (!language || !namespace) continue
  resources[language] ??= {}
  resources[language][namespace] = module.default
}

const localeChunks: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    const load = deferred[`../locales/${language}/${namespace}.json`]
    if (!load) return callback(null, {})
    load().then(
      (module) => callback(null, module.default),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
    )
  },
}

/** Settles once every namespace of the chosen language (and English, the fallback) is loaded. */
export const i18nReady = i18n
  .use(localeChunks)
  .use(initReactI18next)
  .init({
    resources,
    partialBundledLanguages: true,
    lng: localStorage.getItem(LANGUAGE_KEY) ?? 'en',
    fallbackLng: 'en',
    defaultNS: 'common',
    ns: [...namespaces],
    interpolation: { escapeValue: false },
  })

export { i18n }
