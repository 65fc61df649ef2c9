import { AdminMembersQuerySchema, MEMBER_CONNECTION_FILTERS, MEMBER_STATUSES, type AdminMember } from '@stepup/contract'
import clsx from 'clsx'
import { ChevronLeft, ChevronRight, Search, UsersRound } from 'lucide-react'
import { useCallback, useEffect, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router'
import {
  Avatar,
  Button,
  type Column,
  EmptyState,
  ErrorMessage,
  inputClasses,
  Page,
  PageHeader,
  Skeleton,
  Table,
  TextField,
  BackLink,
} from '../../../components/ui/index.ts'
import { formatCount } from '../../../lib/format.ts'
import { useMembers } from '../api/get-members.ts'
import { EmailAddress } from '../components/email-address.tsx'
import { MemberConnections } from '../components/member-connections.tsx'
import { MemberBadges } from '../components/member-badges.tsx'

/** Typing pauses this long before the search runs, so each keystroke is not a request. */
const SEARCH_DELAY_MS = 300
const PAGE_SIZE = 25

/**
 * /admin/members: every member, searched by name or email and filtered by status and by whether a
 * phone app syncs their steps, a page at a time.
 */
export function MembersPage() {
  const { t } = useTranslation('members')
  // The search, status and page live in the address, so coming back from a member keeps them.
  const [params, setParams] = useSearchParams()
  const parsed = AdminMembersQuerySchema.safeParse(Object.fromEntries(params))
  const query = parsed.success ? { ...parsed.data, limit: PAGE_SIZE } : AdminMembersQuerySchema.parse({})
  const [input, setInput] = useState(query.search)
  const members = useMembers(query)
  // "Last data 3 days ago" is measured from when the page's data came in.
  const loadedAt = members.dataUpdatedAt
  const now = useMemo(() => (loadedAt ? new Date(loadedAt) : new Date()), [loadedAt])

  const update = useCallback(
    (changes: Record<string, string | number>) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current)
          for (const [key, value] of Object.entries(changes)) {
            if (value === '' || value === 0 || value === 'all') next.delete(key)
            else next.set(key, String(value))
          }
          return next
        },
        { replace: true },
      ),
    [setParams],
  )

  useEffect(() => {
    const search = input.trim()
    if (search === query.search) return
    const timer = setTimeout(() => update({ search, offset: 0 }), SEARCH_DELAY_MS)
    return () => clearTimeout(timer)
  }, [input, query.search, update])

  const columns: Column<AdminMember>[] = [
    {
      key: 'member',
      header: t('list.columns.member'),
      cell: (member) => (
        <span className="inline-flex max-w-full items-center gap-2">
          <Avatar name={member.username} src={member.avatarUrl} size="sm" decorative />
          {/* A long name wraps rather than pushing the row wider than a phone. */}
          <span className="min-w-0 [overflow-wrap:anywhere]">
            <Link
              to={`/admin/members/${member.id}`}
              dir="auto"
              className="font-medium text-brand-700 hover:underline focus-visible:rounded focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none dark:text-brand-300"
            >
              {member.username}
            </Link>
            {(member.isAdmin || member.deactivatedAt) && (
              <span className="ms-2 inline-flex align-middle">
                <MemberBadges member={member} />
              </span>
            )}
          </span>
        </span>
      ),
    },
    {
      key: 'email',
      header: t('list.columns.email'),
      cell: (member) => <EmailAddress email={member.email} className="text-zinc-600 dark:text-zinc-400" />,
    },
    {
      key: 'team',
      header: t('list.columns.team'),
      cell: (member) => member.teamName ?? <span className="text-zinc-500 dark:text-zinc-400">{t('list.noTeam')}</span>,
    },
    {
      key: 'connection',
      header: t('list.columns.connection'),
      cell: (member) => <MemberConnections member={member} now={now} />,
    },
    {
      key: 'steps',
      header: t('list.columns.steps'),
      align: 'right',
      className: 'tabular-nums',
      cell: (member) => formatCount(member.steps),
    },
    {
      key: 'pending',
      header: t('list.columns.pending'),
      align: 'right',
      className: 'tabular-nums',
      cell: (member) =>
        member.pendingReviews > 0 ? (
          <span className="font-semibold text-amber-700 dark:text-amber-300">{formatCount(member.pendingReviews)}</span>
        ) : (
          formatCount(0)
        ),
    },
  ]

  const total = members.data?.total ?? 0
  const from = total === 0 ? 0 : query.offset + 1
  const to = Math.min(query.offset + PAGE_SIZE, total)

  return (
    <Page>
      <BackLink to="/admin">{t('back')}</BackLink>
      <PageHeader title={t('title')} description={t('description')} />

      <div className="mb-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-[1fr_14rem_14rem]">
        <TextField
          className="sm:col-span-2 lg:col-span-1"
          label={t('list.search')}
          type="search"
          placeholder={t('list.placeholder')}
          value={input}
          maxLength={80}
          onChange={(event) => setInput(event.target.value)}
          trailing={<Search className="me-2 size-4 text-zinc-400" aria-hidden="true" />}
        />
        <div className="space-y-1.5">
          <label htmlFor="member-status" className="block text-sm font-medium text-zinc-700 dark:text-zinc-300">
            {t('list.status')}
          </label>
          <select
            id="member-status"
            className={clsx(inputClasses, 'border-zinc-300 dark:border-zinc-700')}
            value={query.status}
            onChange={(event) => update({ status: event.target.value, offset: 0 })}
          >
            {MEMBER_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`list.statuses.${status}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="space-y-1.5">
          <label htmlFor="member-connection" className="block text-sm font-medium text-zinc-700 dark:text-zinc-300">
            {t('list.connection')}
          </label>
          <select
            id="member-connection"
            className={clsx(inputClasses, 'border-zinc-300 dark:border-zinc-700')}
            value={query.connection}
            onChange={(event) => update({ connection: event.target.value, offset: 0 })}
          >
            {MEMBER_CONNECTION_FILTERS.map((connection) => (
              <option key={connection} value={connection}>
                {t(`list.connections.${connection}`)}
              </option>
            ))}
          </select>
        </div>
      </div>

      {members.isPending ? (
        <div className="space-y-2" aria-busy="true">
          {Array.from({ length: 6 }, (_, index) => (
            <Skeleton key={index} className="h-12 w-full" />
          ))}
        </div>
      ) : members.isError ? (
        <ErrorMessage message={t('loadError')} />
      ) : (
        <div className={clsx('space-y-3 transition-opacity', members.isPlaceholderData && 'opacity-60')}>
          <Table
            caption={t('list.caption')}
            columns={columns}
            rows={members.data.members}
            rowKey={(member) => member.id}
            empty={<EmptyState icon={<UsersRound className="size-6" aria-hidden="true" />} title={t('list.empty')} />}
          />
          {total > 0 && (
            <nav aria-label={t('list.pages')} className="flex flex-wrap items-center justify-between gap-3">
              <p className="text-sm text-zinc-600 tabular-nums dark:text-zinc-400">
                {t('list.showing', { from: formatCount(from), to: formatCount(to), total: formatCount(total) })}
              </p>
              <div className="flex gap-2">
                <Button
                  variant="secondary"
                  size="sm"
                  icon={<ChevronLeft className="size-4 rtl:-scale-x-100" aria-hidden="true" />}
                  disabled={query.offset === 0}
                  onClick={() => update({ offset: Math.max(0, query.offset - PAGE_SIZE) })}
                >
                  {t('list.previous')}
                </Button>
                <Button
                  variant="secondary"
                  size="sm"
                  disabled={to >= total}
                  onClick={() => update({ offset: query.offset + PAGE_SIZE })}
                >
                  {t('list.next')}
                  <ChevronRight className="size-4 rtl:-scale-x-100" aria-hidden="true" />
                </Button>
              </div>
            </nav>
          )}
        </div>
      )}
    </Page>
  )
}
