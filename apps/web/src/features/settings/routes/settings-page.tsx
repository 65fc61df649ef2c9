import clsx from 'clsx'
import { Bell, ChevronRight, Moon, Sun } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Page, PageHeader, Section } from '../../../components/ui/index.ts'
import { languages } from '../../../lib/i18n.ts'
import { useLanguageChoice } from '../../../lib/member-language.ts'
import { useTheme, type Theme } from '../../../lib/theme.ts'

const choices: { theme: Theme; icon: typeof Sun }[] = [
  { theme: 'light', icon: Sun },
  { theme: 'dark', icon: Moon },
]

/** The settings page: the way to the notification settings, the language, and the theme switch. */
export function SettingsPage() {
  const { t } = useTranslation('settings')
  const { theme, setTheme } = useTheme()
  const dark = theme === 'dark'
  return (
    <Page>
      <PageHeader title={t('title')} description={t('subtitle')} />
      <Section title={t('notifications')} description={t('notificationsDescription')} className="mb-6 max-w-2xl">
        <Link
          to="/notifications"
          className="group flex items-center gap-3 rounded-xl border border-zinc-200 px-4 py-3 transition-colors hover:border-brand-300 hover:bg-brand-50/60 dark:border-zinc-800 dark:hover:border-brand-800 dark:hover:bg-brand-950/30"
        >
          <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-600 dark:bg-brand-950/60 dark:text-brand-400">
            <Bell className="size-5" aria-hidden="true" />
          </span>
          <span className="min-w-0 flex-1">
            <span className="block text-sm font-medium">{t('notificationsLink')}</span>
            <span className="block text-sm text-zinc-600 dark:text-zinc-400">{t('notificationsLinkHint')}</span>
          </span>
          <ChevronRight className="size-4 shrink-0 text-zinc-400 rtl:-scale-x-100" aria-hidden="true" />
        </Link>
      </Section>
      <LanguageChoice />
      <Section title={t('appearance')} description={t('appearanceDescription')} className="max-w-2xl">
        <div className="flex items-center justify-between gap-4">
          <div>
            <p id="dark-mode-label" className="text-sm font-medium">
              {t('darkMode')}
            </p>
            <p className="text-sm text-zinc-500 dark:text-zinc-400">{t('darkModeDescription')}</p>
          </div>
          <button
            type="button"
            role="switch"
            aria-checked={dark}
            aria-labelledby="dark-mode-label"
            onClick={() => setTheme(dark ? 'light' : 'dark')}
            className={clsx(
              'relative inline-flex h-7 w-12 shrink-0 items-center rounded-full transition-colors',
              dark ? 'bg-brand-600' : 'bg-zinc-300 dark:bg-zinc-700',
            )}
          >
            <span
              className={clsx(
                'inline-block size-5 rounded-full bg-white shadow transition-transform',
                dark ? 'translate-x-6 rtl:-translate-x-6' : 'translate-x-1 rtl:-translate-x-1',
              )}
            />
          </button>
        </div>
        <div className="mt-5 grid grid-cols-2 gap-3" role="radiogroup" aria-label={t('appearance')}>
          {choices.map(({ theme: choice, icon: Icon }) => (
            <button
              key={choice}
              type="button"
              role="radio"
              aria-checked={theme === choice}
              onClick={() => setTheme(choice)}
              className={clsx(
                'overflow-hidden rounded-xl border-2 text-start transition-colors',
                theme === choice
                  ? 'border-brand-500'
                  : 'border-zinc-200 hover:border-zinc-300 dark:border-zinc-800 dark:hover:border-zinc-700',
              )}
            >
              <ThemePreview theme={choice} />
              <span className="flex items-center gap-2 px-3 py-2 text-sm font-medium">
                <Icon className="size-4" aria-hidden="true" />
                {t(choice)}
              </span>
            </button>
          ))}
        </div>
      </Section>
    </Page>
  )
}

/**
 * The app's language, the same choice as the switcher at the top of every page: remembered on
 * this device and stored as the member's, so their mails come in it too.
 */
function LanguageChoice() {
  const { t } = useTranslation('settings')
  const [current, choose] = useLanguageChoice()
  return (
    <Section title={t('language')} description={t('languageDescription')} className="mb-6 max-w-2xl">
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-3" role="radiogroup" aria-label={t('language')}>
        {languages.map((language) => (
          <label
            key={language.code}
            className={clsx(
              'flex cursor-pointer items-center gap-3 rounded-xl border-2 px-4 py-3 text-sm font-medium transition-colors',
              current === language.code
                ? 'border-brand-500'
                : 'border-zinc-200 hover:border-zinc-300 dark:border-zinc-800 dark:hover:border-zinc-700',
            )}
          >
            <input
              type="radio"
              name="language"
              value={language.code}
              checked={current === language.code}
              onChange={() => choose(language.code)}
              className="size-4 accent-brand-600"
            />
            <span lang={language.code} dir="auto">
              {language.name}
            </span>
          </label>
        ))}
      </div>
    </Section>
  )
}

/** A miniature page in the given theme, whatever the current one is. */
function ThemePreview({ theme }: { theme: Theme }) {
  const dark = theme === 'dark'
  return (
    <span aria-hidden="true" className={clsx('block p-3', dark ? 'bg-zinc-950' : 'bg-zinc-100')}>
      <span className={clsx('block rounded-md p-2 shadow-sm', dark ? 'bg-zinc-900' : 'bg-white')}>
        <span className="mb-2 flex items-center gap-1.5">
          <span className="size-3 rounded bg-brand-500" />
          <span className={clsx('h-1.5 w-10 rounded', dark ? 'bg-zinc-700' : 'bg-zinc-300')} />
        </span>
        <span className={clsx('mb-1 block h-1.5 w-full rounded', dark ? 'bg-zinc-800' : 'bg-zinc-200')} />
        <span className={clsx('block h-1.5 w-2/3 rounded', dark ? 'bg-zinc-800' : 'bg-zinc-200')} />
      </span>
    </span>
  )
}
