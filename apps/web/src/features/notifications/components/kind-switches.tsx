import {
  NOTIFICATION_CHANNELS,
  NOTIFICATION_KINDS,
  URGENT_NOTIFICATION_KINDS,
  type ChannelSettings,
  type NotificationChannel,
  type NotificationKind,
} from '@stepup/contract'
import clsx from 'clsx'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { Switch } from './switch.tsx'

const columns = 'sm:grid-cols-[minmax(0,1fr)_6.5rem_6.5rem]'

/**
 * Every kind of notification, in the contract's order, with its name, what it is about, and a
 * switch per channel. With `defaults` (a member's page), each switch says whether it follows the
 * community's default or is the member's own choice. On a phone each row stacks: the words, then
 * the two switches named.
 */
export function KindSwitches({
  value,
  defaults,
  onChange,
}: {
  value: ChannelSettings
  defaults?: ChannelSettings
  onChange: (kind: NotificationKind, channel: NotificationChannel, enabled: boolean) => void
}) {
  const { t } = useTranslation('notifications')
  return (
    <div>
      <div
        aria-hidden="true"
        className={clsx(
          'hidden gap-4 border-b border-zinc-200 pb-2 text-xs font-semibold tracking-wide text-zinc-500 uppercase sm:grid dark:border-zinc-800 dark:text-zinc-400',
          columns,
        )}
      >
        <span>{t('choices.kind')}</span>
        {NOTIFICATION_CHANNELS.map((channel) => (
          <span key={channel} className="text-center">
            {t(`channels.${channel}`)}
          </span>
        ))}
      </div>
      <ul className="divide-y divide-zinc-200 dark:divide-zinc-800">
        {NOTIFICATION_KINDS.map((kind) => (
          <li key={kind} className={clsx('grid gap-3 py-4 last:pb-0 sm:items-center sm:gap-4', columns)}>
            <div className="min-w-0">
              <p className="text-sm font-medium">{t(`kinds.${kind}.name`)}</p>
              <p className="text-sm text-zinc-600 dark:text-zinc-400">
                {t(`kinds.${kind}.description`)}
                {URGENT_NOTIFICATION_KINDS.includes(kind) && ` ${t('choices.urgent')}`}
              </p>
            </div>
            <div className="flex flex-wrap gap-x-8 gap-y-3 sm:contents">
              {NOTIFICATION_CHANNELS.map((channel) => (
                <ChannelSwitch
                  key={channel}
                  kind={kind}
                  channel={channel}
                  checked={value[kind][channel]}
                  follows={defaults ? defaults[kind][channel] === value[kind][channel] : undefined}
                  onChange={(enabled) => onChange(kind, channel, enabled)}
                />
              ))}
            </div>
          </li>
        ))}
      </ul>
    </div>
  )
}

function ChannelSwitch({
  kind,
  channel,
  checked,
  follows,
  onChange,
}: {
  kind: NotificationKind
  channel: NotificationChannel
  checked: boolean
  /** Whether the switch follows the community's default; undefined where there is no default to follow. */
  follows: boolean | undefined
  onChange: (enabled: boolean) => void
}) {
  const { t } = useTranslation('notifications')
  const noteId = useId()
  return (
    <div className="flex items-center gap-3 sm:flex-col sm:gap-1">
      <span aria-hidden="true" className="w-12 text-sm text-zinc-700 sm:hidden dark:text-zinc-300">
        {t(`channels.${channel}`)}
      </span>
      <Switch
        checked={checked}
        onChange={onChange}
        label={t('channels.switchLabel', { channel: t(`channels.${channel}`), kind: t(`kinds.${kind}.name`) })}
        describedBy={follows === undefined ? undefined : noteId}
      />
      {follows !== undefined && (
        <span
          id={noteId}
          className={clsx(
            'text-xs',
            follows ? 'text-zinc-500 dark:text-zinc-400' : 'font-medium text-brand-700 dark:text-brand-300',
          )}
        >
          {follows ? t('choices.default') : t('choices.own')}
        </span>
      )}
    </div>
  )
}
