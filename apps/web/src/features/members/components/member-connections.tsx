import type { AdminMember } from '@stepup/contract'
import { Smartphone } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { formatRelative } from '../../../lib/format.ts'

/**
 * The member's phone apps that have synced (app and device), then when steps last came in by
 * themselves or by file, or that no phone was ever connected.
 */
export function MemberConnections({
  member,
  now,
}: {
  member: Pick<AdminMember, 'connections' | 'lastDataAt'>
  now: Date
}) {
  const { t, i18n } = useTranslation('members')
  const synced = member.connections.filter((connection) => connection.client !== null)
  return (
    <span className="inline-flex max-w-full flex-col items-end gap-0.5 sm:items-start">
      {synced.map((connection, index) => (
        <span key={index} className="inline-flex max-w-full items-center gap-1.5 [overflow-wrap:anywhere]">
          <Smartphone className="size-3.5 shrink-0 text-emerald-600 dark:text-emerald-400" aria-hidden="true" />
          <span>
            {t(`connections.clients.${connection.client!}`)}
            {connection.device && <span className="text-zinc-500 dark:text-zinc-400"> · {connection.device}</span>}
          </span>
        </span>
      ))}
      {synced.length === 0 && <span className="text-zinc-500 dark:text-zinc-400">{t('connections.never')}</span>}
      {member.lastDataAt && (
        <span className="text-xs text-zinc-500 dark:text-zinc-400">
          {t('connections.lastData', { when: formatRelative(member.lastDataAt, i18n.language, now) })}
        </span>
      )}
    </span>
  )
}
