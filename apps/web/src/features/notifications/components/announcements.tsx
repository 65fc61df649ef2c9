import { Megaphone, X } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../../components/ui/index.ts'
import { useAuth } from '../../../lib/auth.ts'
import { formatDateTime } from '../../../lib/format.ts'
import { useAnnouncements } from '../api/get-announcements.ts'
import { useDismissedAnnouncements } from './dismissed-announcements.ts'

/**
 * The admins' announcements for a logged-in member, newest first, at the top of their home page:
 * title, text (as written: text, never HTML, its line breaks kept) and date, each dismissible on
 * this device. Nothing for a guest, nor while they load or when they fail: the page is what matters.
 */
export function Announcements({ className }: { className?: string }) {
  const { t, i18n } = useTranslation('notifications')
  const { isLoggedIn } = useAuth()
  const announcements = useAnnouncements({ enabled: isLoggedIn })
  const { dismissed, dismiss } = useDismissedAnnouncements()
  if (!isLoggedIn || !announcements.data) return null
  const ids = announcements.data.map((announcement) => announcement.id)
  const shown = announcements.data.filter((announcement) => !dismissed.includes(announcement.id))
  if (shown.length === 0) return null

  return (
    <section aria-label={t('announcements.label')} className={className}>
      <ul className="space-y-3">
        {shown.map((announcement) => (
          <li
            key={announcement.id}
            className="flex gap-3 rounded-2xl border border-brand-200 bg-brand-50 p-4 text-zinc-900 shadow-sm dark:border-brand-900 dark:bg-brand-950/40 dark:text-zinc-100"
          >
            <span className="mt-0.5 flex size-9 shrink-0 items-center justify-center rounded-xl bg-white text-brand-600 dark:bg-zinc-900 dark:text-brand-400">
              <Megaphone className="size-5 rtl:-scale-x-100" aria-hidden="true" />
            </span>
            <div className="min-w-0 flex-1">
              <div lang={announcement.language} dir={announcement.language === 'he' ? 'rtl' : 'ltr'}>
                <h2 className="font-semibold [overflow-wrap:anywhere]">{announcement.title}</h2>
                <p className="mt-1 text-sm whitespace-pre-line text-zinc-700 [overflow-wrap:anywhere] dark:text-zinc-300">
                  {announcement.body}
                </p>
              </div>
              <p className="mt-2 text-xs text-zinc-600 dark:text-zinc-400">
                <time dateTime={announcement.createdAt}>
                  {t('announcements.posted', { date: formatDateTime(announcement.createdAt, i18n.language) })}
                </time>
              </p>
            </div>
            <Button
              variant="ghost"
              size="sm"
              className="-me-2 -mt-1 shrink-0 px-2"
              aria-label={t('announcements.dismiss', { title: announcement.title })}
              onClick={() => dismiss(announcement.id, ids)}
            >
              <X className="size-4" aria-hidden="true" />
            </Button>
          </li>
        ))}
      </ul>
    </section>
  )
}
