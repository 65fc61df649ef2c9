import clsx from 'clsx'
import { useTranslation } from 'react-i18next'

export function Spinner({ className, label }: { className?: string; label?: string }) {
  const { t } = useTranslation('common')
  return (
    <span role="status" className={clsx('inline-flex items-center gap-2', className)}>
      <svg className="size-5 animate-spin text-brand-500" viewBox="0 0 24 24" fill="none" aria-hidden="true">
        <circle cx="12" cy="12" r="10" stroke="currentColor" strokeOpacity="0.25" strokeWidth="4" />
        <path d="M22 12a10 10 0 0 0-10-10" stroke="currentColor" strokeWidth="4" strokeLinecap="round" />
      </svg>
      <span className="sr-only">{label ?? t('loading')}</span>
    </span>
  )
}

/**
 * A centred spinner for a page or a card that is loading. `page` holds a screen's height, so the
 * footer stays below the fold until the page's content comes instead of jumping down then.
 */
export function LoadingBlock({ label, page = false }: { label?: string; page?: boolean }) {
  return (
    <div className={clsx('flex justify-center py-12', page && 'min-h-screen')}>
      <Spinner label={label} />
    </div>
  )
}

export function Skeleton({ className }: { className?: string }) {
  return <div aria-hidden="true" className={clsx('animate-pulse rounded-md bg-zinc-200 dark:bg-zinc-800', className)} />
}
