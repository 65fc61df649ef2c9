import { Globe } from 'lucide-react'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { LANGUAGE_KEY, resources } from '../../lib/i18n.ts'

/** Every language with a locales/<lang>/ folder; adding locales/es/*.json adds Spanish here. */
const languages = Object.keys(resources).sort()

function languageName(code: string) {
  try {
    const name = new Intl.DisplayNames([code], { type: 'language' }).of(code)
    return name ? name.charAt(0).toUpperCase() + name.slice(1) : code
  } catch {
    return code
  }
}

/** The page-translation widget of SPEC §1, at the top of every page. */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation('common')
  const current = languages.includes(i18n.resolvedLanguage ?? '') ? i18n.resolvedLanguage! : 'en'

  useEffect(() => {
    document.documentElement.lang = current
  }, [current])

  return (
    <label className="flex items-center gap-1.5 text-xs text-zinc-600 dark:text-zinc-400">
      <Globe className="size-3.5" aria-hidden="true" />
      <span className="sr-only">{t('language')}</span>
      <select
        value={current}
        onChange={(event) => {
          localStorage.setItem(LANGUAGE_KEY, event.target.value)
          void i18n.changeLanguage(event.target.value)
        }}
        className="h-7 rounded-md border border-zinc-300 bg-white px-2 text-xs leading-none text-zinc-800 dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-200"
      >
        {languages.map((code) => (
          <option key={code} value={code}>
            {languageName(code)}
          </option>
        ))}
      </select>
    </label>
  )
}
