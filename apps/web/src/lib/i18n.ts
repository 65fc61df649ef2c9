import i18n, { type Resource } from 'i18next'
import { initReactI18next } from 'react-i18next'

export const LANGUAGE_KEY = 'language'

/**
 * Strings live in `locales/<language>/<namespace>.json`, one namespace per feature, so every
 * feature owns its own file. `useTranslation('teams')` reads `locales/en/teams.json`.
 */
const files = import.meta.glob<{ default: Record<string, unknown> }>('../locales/*/*.json', { eager: true })

export const resources: Resource = {}
for (const [file, module] of Object.entries(files)) {
  const [, language, namespace] = /locales\/([^/]+)\/([^/]+)\.json$/.exec(file) ?? []
  if (!language || !namespace) continue
  resources[language] ??= {}
  resources[language][namespace] = module.default
}

void i18n.use(initReactI18next).init({
  resources,
  lng: localStorage.getItem(LANGUAGE_KEY) ?? 'en',
  fallbackLng: 'en',
  defaultNS: 'common',
  ns: Object.keys(resources.en ?? {}),
  interpolation: { escapeValue: false },
})

export { i18n }
