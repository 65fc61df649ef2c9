import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { api } from './api-client.ts'
import { getAuthState } from './auth.ts'
import { chooseLanguage, isLanguage, type Language } from './i18n.ts'
import { refreshInMemberLanguage } from './query-client.ts'

/**
 * Switches the app, and tells the server when someone is logged in, so their mails (and the
 * announcements on their home page, asked again once it has the language) come in the language
 * they read the app in. A failed save keeps the switch: it only decides what the server writes.
 */
export function switchLanguage(language: Language) {
  void chooseLanguage(language)
  if (getAuthState().isLoggedIn)
    api
      .PATCH('/api/me', { body: { language } })
      .then(refreshInMemberLanguage)
      .catch(() => undefined)
}

/**
 * The app's language for a form control, and the way to choose another. The app switches once the
 * new language's texts have loaded; until then the control already shows the reader's choice, so
 * it does not spring back under their finger.
 */
export function useLanguageChoice(): [Language, (language: Language) => void] {
  const { i18n } = useTranslation()
  const current = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en'
  // The choice holds while the app is still in the language it was made from.
  const [choice, setChoice] = useState<{ language: Language; from: Language } | null>(null)
  const choose = (language: Language) => {
    setChoice({ language, from: current })
    switchLanguage(language)
  }
  return [choice && choice.from === current ? choice.language : current, choose]
}
