import type { AuditAction } from '@stepup/contract'
import { Bell, CheckCircle2, ShieldCheck, Swords, UserPlus, Users } from 'lucide-react'
import { useState, type ReactNode } from 'react'
import { Trans, useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Card, Skeleton } from '../../../components/ui/index.ts'
import { formatDateTime } from '../../../lib/format.ts'
import { useMyAudit } from '../../audit/index.ts'
import { useContestInvitations } from '../../competitions/index.ts'
import { useFriendRequests } from '../../friends/index.ts'
import { useMyInvites } from '../../teams/index.ts'

/** Admins' decisions on the member's own days and proofs that Home points out, and where each is seen. */
const NOTICED: Partial<Record<AuditAction, string>> = {
  'day.void': '/myscores',
  'day.correct': '/myscores',
  'day.approve': '/myscores',
  'proof.judge': '/challenges',
}

/** How long an admin's decision stays on Home: after that, My Scores' card still has it. */
const NOTICE_DAYS = 14

interface Item {
  key: string
  icon: ReactNode
  text: ReactNode
  to: string
  action: string
}

/**
 * What waits for the member, each linking where it is handled: team invites, contest invitations
 * and friend requests to answer, and admins' recent decisions on their days and proofs.
 */
export function WaitingCard() {
  const { t } = useTranslation('home')
  const invites = useMyInvites()
  const requests = useFriendRequests()
  const audit = useMyAudit()
  const contests = useContestInvitations()
  const queries = [invites, requests, audit, contests]
  // Measured from when Home opened: the list does not shift while it is read.
  const [since] = useState(() => Date.now() - NOTICE_DAYS * 24 * 60 * 60 * 1000)

  const items: Item[] = [
    ...(invites.data ?? [])
      .filter((invite) => invite.status === 'pending')
      .map((invite) => ({
        key: `invite-${invite.id}`,
        icon: <Users className="size-4" aria-hidden="true" />,
        // Member- and team-written names keep their own direction inside the sentence.
        text: (
          <Trans
            t={t}
            i18nKey="waiting.invite"
            values={{ team: invite.team.name, name: invite.sender.username }}
            components={{ team: <bdi />, name: <bdi /> }}
          />
        ),
        to: '/teams',
        action: t('waiting.answer'),
      })),
    ...(contests.data ?? []).map((invitation) => ({
      key: `contest-${invitation.competition.id}`,
      icon: <Swords className="size-4" aria-hidden="true" />,
      text: (
        <Trans
          t={t}
          i18nKey="waiting.contest"
          values={{ name: invitation.from.username, contest: invitation.competition.name }}
          components={{ name: <bdi />, contest: <bdi /> }}
        />
      ),
      to: '/competitions',
      action: t('waiting.answer'),
    })),
    ...(requests.data ?? [])
      .filter((request) => request.direction === 'received' && request.status === 'PENDING')
      .map((request) => ({
        key: `friend-${request.id}`,
        icon: <UserPlus className="size-4" aria-hidden="true" />,
        text: (
          <Trans
            t={t}
            i18nKey="waiting.friend"
            values={{ name: request.user.username }}
            components={{ name: <bdi /> }}
          />
        ),
        to: '/friends',
        action: t('waiting.answer'),
      })),
    ...(audit.data?.pages[0]?.entries ?? [])
      .filter((entry) => NOTICED[entry.action] && Date.parse(entry.at) >= since)
      .map((entry) => ({
        key: `audit-${entry.id}`,
        icon:
          entry.action === 'proof.judge' ? (
            <CheckCircle2 className="size-4" aria-hidden="true" />
          ) : (
            <ShieldCheck className="size-4" aria-hidden="true" />
          ),
        text: (
          <>
            {t(`waiting.audit.${entry.action}`, { defaultValue: t('waiting.audit.other') })}
            {entry.target && (
              <>
                {' · '}
                <bdi>{entry.target}</bdi>
              </>
            )}
            <span className="block text-xs text-zinc-500 dark:text-zinc-400">{formatDateTime(entry.at)}</span>
          </>
        ),
        to: NOTICED[entry.action]!,
        action: t('waiting.see'),
      })),
  ]

  return (
    <Card className="p-5 sm:p-6" data-testid="home-waiting">
      <div className="flex items-center justify-between gap-3">
        <h2 className="font-semibold">{t('waiting.title')}</h2>
        <Bell className="size-5 text-brand-500" aria-hidden="true" />
      </div>
      {queries.some((query) => query.isPending) && items.length === 0 ? (
        <div className="mt-3 space-y-2" aria-busy="true">
          <Skeleton className="h-5 w-full" />
          <Skeleton className="h-5 w-2/3" />
        </div>
      ) : (
        <>
          {items.length === 0 ? (
            <p className="mt-3 text-sm text-zinc-600 dark:text-zinc-400">{t('waiting.none')}</p>
          ) : (
            <ul className="mt-3 divide-y divide-zinc-200 dark:divide-zinc-800">
              {items.map((item) => (
                <li key={item.key} className="flex items-start gap-3 py-2.5 first:pt-0 last:pb-0">
                  <span className="mt-0.5 text-brand-600 dark:text-brand-400">{item.icon}</span>
                  <p className="min-w-0 flex-1 text-sm">{item.text}</p>
                  <Link
                    to={item.to}
                    className="shrink-0 text-sm font-semibold text-brand-700 hover:underline dark:text-brand-300"
                  >
                    {item.action}
                  </Link>
                </li>
              ))}
            </ul>
          )}
          {queries.some((query) => query.isError) && (
            <p role="alert" className="mt-3 text-sm text-red-700 dark:text-red-400">
              {t('waiting.loadError')}
            </p>
          )}
        </>
      )}
    </Card>
  )
}
