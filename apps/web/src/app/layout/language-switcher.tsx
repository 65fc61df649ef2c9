import { Globe } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { api } from '../../lib/api-client.ts'
import { getAuthState } from '../../lib/auth.ts'
import { chooseLanguage, isLanguage, languages, type Language } from '../../lib/i18n.ts'
import { refreshInMemberLanguage } from '../../lib/query-client.ts'

/**
 * Switches the app, and tells the server when someone is logged in, so their mails (and the
 * announcements on their home page, asked again once it has the language) come in the language
 * they read the app in. A failed save keeps the switch: it only decides what the server writes.
 */
function switchLanguage(language: Language) {
  void chooseLanguage(language)
  if (getAuthState().isLoggedIn)
    api
      .PATCH('/api/me', { body: { language } })
      .then(refreshInMemberLanguage)
      .catch(() => undefined)
}

/**
 * The page-translation widget, at the top of every page. The choice is remembered (and, for a
 * member, stored by the server), and `lib/i18n.ts` sets `<html lang dir>` from it.
 */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation('common')
  const current = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en'

  return (
    <label className="flex items-center gap-1.5 text-xs text-zinc-600 dark:text-zinc-400">
      <Globe className="size-3.5" aria-hidden="true" />
      <span className="sr-only">{t('language')}</span>
      <select
        value={current}
        onChange={(event) => {
          if (isLanguage(event.target.value)) switchLanguage(event.target.value)
        }}
        className="h-7 rounded-md border border-zinc-300 bg-white px-2 text-xs leading-none text-zinc-800 dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-200"
      >
        {languages.map((language) => (
          <option key={language.code} value={language.code} lang={language.code}>
            {language.name}
          </option>
        ))}
      </select>
    </label>
  )
}
