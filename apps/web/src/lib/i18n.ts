import i18n, { type BackendModule, type Resource } from 'i18next'
import { initReactI18next } from 'react-i18next'

export const LANGUAGE_KEY = 'language'

/** The languages the interface is translated into, each named in its own language. */
export const languages = [
  { code: 'en', name: 'English' },
  { code: 'es', name: 'Español' },
  { code: 'he', name: 'עברית', dir: 'rtl' },
] as const

export type Language = (typeof languages)[number]['code']

export const isLanguage = (code: unknown): code is Language => languages.some((language) => language.code === code)

/**
 * The first of the browser's languages the app is written in (`es-MX` is Spanish; `iw` is the old
 * code for Hebrew that some Android phones still send), else English.
 */
export function languageFromBrowser(preferred: readonly string[]): Language {
  for (const tag of preferred) {
    const primary = tag.trim().toLowerCase().split(/[-_]/)[0]
    const code = primary === 'iw' ? 'he' : primary
    if (isLanguage(code)) return code
  }
  return 'en'
}

function browserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return []
  return navigator.languages?.length ? navigator.languages : navigator.language ? [navigator.language] : []
}

/**
 * The remembered choice; on a first visit (nothing stored, or an unknown code) the browser's
 * language, so a phone set to Spanish opens in Spanish. The pick is not stored: only a choice is.
 */
function storedLanguage(): Language {
  try {
    const stored = localStorage.getItem(LANGUAGE_KEY)
    if (isLanguage(stored)) return stored
  } catch {
    // storage blocked: as on a first visit
  }
  return languageFromBrowser(browserLanguages())
}

/**
 * `<html lang dir>` follow the language, so screen readers pronounce the page right and Hebrew
 * lays out right to left. It runs before React's first render and on every change.
 */
function applyLanguageToDocument(language: string) {
  document.documentElement.lang = language
  document.documentElement.dir = languages.some((known) => known.code === language && 'dir' in known) ? 'rtl' : 'ltr'
}

type LocaleFile = { default: Record<string, unknown> }

/**
 * Strings live in `locales/<language>/<namespace>.json`, one namespace per feature, so every
 * feature owns its own file. `useTranslation('teams')` reads `locales/en/teams.json`.
 *
 * Only English `common` (the header, footer and shared pieces) is bundled with the first page;
 * every other file is its own small chunk, so the first page's JavaScript does not grow with each
 * page and language (docs/decisions/060). At start-up only `common` loads; a page's own namespace
 * loads with the page's code (`loadNamespaces`, called by the router), and a language change
 * reloads every namespace loaded so far.
 */
const bundled = import.meta.glob<LocaleFile>('../locales/en/common.json', { eager: true })
const deferred = import.meta.glob<LocaleFile>(['../locales/*/*.json', '!../locales/en/common.json'])

const fileOf = (path: string) => /locales\/([^/]+)\/([^/]+)\.json$/.exec(path) ?? []

/** Every language with a locales/<lang>/ folder, holding what is bundled (English `common`). */
export const resources: Resource = {}
for (const path of Object.keys(deferred)) {
  const [, language] = fileOf(path)
  if (!language) continue
  resources[language] ??= {}
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

const initialLanguage = storedLanguage()
applyLanguageToDocument(initialLanguage)
i18n.on('languageChanged', applyLanguageToDocument)

/** Remembers the choice and switches the interface (and `<html lang dir>`) to it. */
export function chooseLanguage(language: Language) {
  try {
    localStorage.setItem(LANGUAGE_KEY, language)
  } catch {
    // storage blocked: the choice holds until the page is reloaded
  }
  return i18n.changeLanguage(language)
}

/** Settles once `common` of the chosen language (and of English, the fallback) is loaded. */
export const i18nReady = i18n
  .use(localeChunks)
  .use(initReactI18next)
  .init({
    resources,
    partialBundledLanguages: true,
    lng: initialLanguage,
    fallbackLng: 'en',
    supportedLngs: languages.map((language) => language.code),
    defaultNS: 'common',
    ns: ['common'],
    interpolation: { escapeValue: false },
  })

/**
 * Loads namespaces (in the chosen language and in English) once `common` is in; a page's route
 * waits for its own, so it never renders a key instead of its text.
 */
export const loadNamespaces = async (namespaces: string[]) => {
  await i18nReady
  await i18n.loadNamespaces(namespaces)
}

export { i18n }
