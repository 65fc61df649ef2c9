import { IMPORT_FORMATS } from '@stepup/contract'
import { useTranslation } from 'react-i18next'

/** The files the page reads, and where each app lets you download yours: one line each. */
export function FormatHelp() {
  const { t } = useTranslation('imports')
  return (
    <ul className="space-y-2.5 text-sm">
      {IMPORT_FORMATS.map((format) => (
        <li key={format}>
          <bdi className="font-medium">{t(`formats.${format}`)}</bdi>
          <span className="text-zinc-500 dark:text-zinc-400"> — {t(`howTo.${format}`)}</span>
        </li>
      ))}
    </ul>
  )
}
