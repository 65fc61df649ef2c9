import clsx from 'clsx'
import type { KeyboardEvent } from 'react'
import { useTranslation } from 'react-i18next'
import type { Platform } from '../setup-links.ts'

const platforms: Platform[] = ['android', 'iphone']

export const tabId = (platform: Platform) => `connect-tab-${platform}`
export const panelId = (platform: Platform) => `connect-panel-${platform}`

/** Android / iPhone, as tabs: arrow keys move between them, as a tab list's should. */
export function PlatformTabs({ value, onChange }: { value: Platform; onChange: (platform: Platform) => void }) {
  const { t } = useTranslation('connect')
  const onKeyDown = (event: KeyboardEvent) => {
    if (!['ArrowLeft', 'ArrowRight', 'Home', 'End'].includes(event.key)) return
    event.preventDefault()
    const next = platforms.find((platform) => platform !== value)!
    onChange(next)
    document.getElementById(tabId(next))?.focus()
  }
  return (
    <div
      role="tablist"
      aria-label={t('platforms.label')}
      className="inline-flex rounded-xl border border-zinc-200 bg-white p-1 shadow-sm dark:border-zinc-800 dark:bg-zinc-900"
    >
      {platforms.map((platform) => (
        <button
          key={platform}
          id={tabId(platform)}
          type="button"
          role="tab"
          aria-selected={value === platform}
          aria-controls={panelId(platform)}
          tabIndex={value === platform ? 0 : -1}
          onClick={() => onChange(platform)}
          onKeyDown={onKeyDown}
          className={clsx(
            'rounded-lg px-4 py-1.5 text-sm font-medium transition-colors',
            value === platform
              ? 'bg-brand-600 text-white shadow-sm'
              : 'text-zinc-600 hover:bg-zinc-100 dark:text-zinc-300 dark:hover:bg-zinc-800',
          )}
        >
          {t(`platforms.${platform}`)}
        </button>
      ))}
    </div>
  )
}
