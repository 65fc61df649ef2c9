import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'

/** Each link opens its section of the about page. */
const footerLinks = ['about', 'privacy', 'terms', 'contact'] as const

export function Footer() {
  const { t } = useTranslation('common')
  return (
    <footer className="mt-auto border-t border-zinc-200 bg-white dark:border-zinc-800 dark:bg-zinc-900">
      <div className="mx-auto flex max-w-6xl flex-col items-center justify-between gap-3 px-4 py-6 text-sm text-zinc-500 sm:flex-row dark:text-zinc-400">
        <p>{t('footer.copyright', { year: new Date().getFullYear() })}</p>
        <ul className="flex flex-wrap justify-center gap-x-5 gap-y-2">
          {footerLinks.map((link) => (
            <li key={link}>
              <Link to={`/about#${link}`} className="hover:text-zinc-900 dark:hover:text-zinc-100">
                {t(`footer.${link}`)}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </footer>
  )
}
