import { SSO_PROTOCOLS, type SsoProtocol } from '@stepup/contract'
import clsx from 'clsx'
import type { KeyboardEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Badge } from '../../../components/ui/index.ts'

/** A protocol's provider: on, set up but off, or none. */
export type ProviderState = 'on' | 'off' | 'none'

export const protocolTabId = (protocol: SsoProtocol) => `sso-tab-${protocol}`
export const protocolPanelId = (protocol: SsoProtocol) => `sso-panel-${protocol}`

/**
 * OpenID Connect / SAML 2.0, as tabs: each shows whether its provider is on (or set up and off),
 * and arrow keys move between them, as a tab list's should.
 */
export function ProtocolTabs({
  value,
  onChange,
  states,
}: {
  value: SsoProtocol
  onChange: (protocol: SsoProtocol) => void
  /** Each protocol's provider: on, set up but off, or none (undefined while it loads). */
  states: Record<SsoProtocol, ProviderState | undefined>
}) {
  const { t } = useTranslation('single-sign-on')
  const onKeyDown = (event: KeyboardEvent) => {
    if (!['ArrowLeft', 'ArrowRight', 'Home', 'End'].includes(event.key)) return
    event.preventDefault()
    const next = SSO_PROTOCOLS.find((protocol) => protocol !== value)!
    onChange(next)
    document.getElementById(protocolTabId(next))?.focus()
  }
  return (
    <div
      role="tablist"
      aria-label={t('protocols.label')}
      className="grid grid-cols-2 gap-1 rounded-xl border border-zinc-200 bg-white p-1 shadow-sm sm:inline-grid dark:border-zinc-800 dark:bg-zinc-900"
    >
      {SSO_PROTOCOLS.map((protocol) => {
        const state = states[protocol]
        const selected = value === protocol
        return (
          <button
            key={protocol}
            id={protocolTabId(protocol)}
            type="button"
            role="tab"
            aria-selected={selected}
            aria-controls={protocolPanelId(protocol)}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(protocol)}
            onKeyDown={onKeyDown}
            className={clsx(
              'flex flex-wrap items-center justify-center gap-x-2 gap-y-1 rounded-lg px-4 py-1.5 text-sm font-medium transition-colors',
              selected
                ? 'bg-brand-600 text-white shadow-sm'
                : 'text-zinc-600 hover:bg-zinc-100 dark:text-zinc-300 dark:hover:bg-zinc-800',
            )}
          >
            {t(`protocols.${protocol}`)}
            {(state === 'on' || state === 'off') && (
              <>
                {/* Read out as "SAML 2.0, On": the badge alone would run into the name. */}
                <span className="sr-only">, </span>
                <Badge tone={state === 'on' ? 'success' : 'neutral'}>
                  {state === 'on' ? t('protocols.on') : t('protocols.off')}
                </Badge>
              </>
            )}
          </button>
        )
      })}
    </div>
  )
}
