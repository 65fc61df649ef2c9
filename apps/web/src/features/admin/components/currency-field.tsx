import clsx from 'clsx'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { inputClasses } from '../../../components/ui/index.ts'
import { formatMoney } from '../../../lib/format.ts'

/**
 * The currencies a community is most likely to pledge in, first the default. A community that saved
 * another code through the API still sees it in the list.
 */
export const COMMON_CURRENCIES = [
  'USD',
  'EUR',
  'GBP',
  'ILS',
  'CAD',
  'AUD',
  'CHF',
  'JPY',
  'MXN',
  'ARS',
  'COP',
  'CLP',
  'BRL',
  'INR',
  'ZAR',
  'SEK',
  'NOK',
  'DKK',
  'PLN',
] as const

/** The sign money carries in a currency, as the reader's language writes it: `$`, `€`, `₪`. */
export function moneySymbol(code: string, language?: string) {
  return formatMoney(0, code, language)
    .replace(/[\d\s.,\u200e\u200f]/g, '')
    .trim()
}

/** "Euro (€)" in the reader's language; the bare code when the runtime has no name for it. */
function currencyName(code: string, language: string) {
  const symbol = moneySymbol(code, language)
  try {
    const name = new Intl.DisplayNames([language], { type: 'currency' }).of(code) ?? code
    return symbol && symbol !== code ? `${name} (${symbol})` : `${name} (${code})`
  } catch {
    return code
  }
}

/** The currency the money equivalent is shown in, as a list of common ones by name. */
export function CurrencyField({ value, onChange }: { value: string; onChange: (currency: string) => void }) {
  const { t, i18n } = useTranslation('admin')
  const id = useId()
  const language = i18n.resolvedLanguage ?? i18n.language
  const codes: string[] = COMMON_CURRENCIES.includes(value as (typeof COMMON_CURRENCIES)[number])
    ? [...COMMON_CURRENCIES]
    : [value, ...COMMON_CURRENCIES]
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-zinc-700 dark:text-zinc-300">
        {t('settings.currency')}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-describedby={`${id}-hint`}
        className={clsx(inputClasses, 'border-zinc-300 dark:border-zinc-700')}
      >
        {codes.map((code) => (
          <option key={code} value={code}>
            {currencyName(code, language)}
          </option>
        ))}
      </select>
      <p id={`${id}-hint`} className="text-xs text-zinc-500 dark:text-zinc-400">
        {t('settings.currencyHint', { example: formatMoney(1234.5, value, language) })}
      </p>
    </div>
  )
}
