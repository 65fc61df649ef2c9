import type { AdminTodo as Todo } from '@stepup/contract'
import clsx from 'clsx'
import { CircleCheck, Hourglass, MessageSquareWarning, ShieldQuestion, SmartphoneNfc } from 'lucide-react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Card, ErrorMessage, Skeleton } from '../../../components/ui/index.ts'
import { useAuth } from '../../../lib/auth.ts'
import { useAdminTodo } from '../api/get-todo.ts'
import { formatCount } from './format.ts'

/** The members list filtered to the active members none of whose phone apps has synced. */
export const NEVER_SYNCED_HREF = '/admin/members?status=active&connection=none'

/** Where the proofs are judged: the one challenge's page when only one has proofs waiting. */
export const proofsHref = (todo: Pick<Todo, 'challengesToJudge'>) =>
  todo.challengesToJudge.length === 1 ? `/challenges/${todo.challengesToJudge[0]!.id}` : '/challenges'

const focusRing =
  'focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-offset-2 focus-visible:outline-none dark:focus-visible:ring-offset-zinc-900'

function TodoItem({
  to,
  count,
  label,
  icon,
  children,
  testId,
}: {
  to: string
  count: number
  label: string
  icon: ReactNode
  children?: ReactNode
  testId: string
}) {
  const waiting = count > 0
  return (
    <li>
      <Card className="flex h-full flex-col p-4">
        <Link to={to} data-testid={testId} className={clsx('group flex items-start gap-3 rounded-lg', focusRing)}>
          <span
            className={clsx(
              // On a phone the two cards a row leave no room for the icon beside the words.
              'hidden shrink-0 rounded-xl p-2 sm:inline-flex',
              waiting
                ? 'bg-amber-50 text-amber-700 dark:bg-amber-950/60 dark:text-amber-300'
                : 'bg-zinc-100 text-zinc-500 dark:bg-zinc-800 dark:text-zinc-400',
            )}
          >
            {icon}
          </span>
          <span className="min-w-0">
            <span className="block text-2xl font-bold tabular-nums">{formatCount(count)}</span>
            <span className="text-brand-700 dark:text-brand-300 block text-sm font-medium group-hover:underline">
              {label}
            </span>
          </span>
        </Link>
        {children}
      </Card>
    </li>
  )
}

/**
 * What waits for an admin, each count a link to where it is handled: the review queue, the
 * challenges' judging pages, the members' requests to correct a day, and the members whose phone
 * never synced. On top of /admin and of the admin's own profile, where a login lands; nothing for
 * members, who never download its strings.
 */
export function AdminTodo({ className }: { className?: string }) {
  const { isAdmin } = useAuth()
  if (!isAdmin) return null
  return <AdminTodoList className={className} />
}

function AdminTodoList({ className }: { className?: string }) {
  // Not suspending: the profile does not preload the admin's strings, so the list waits for them.
  const { t, ready } = useTranslation('admin', { useSuspense: false })
  const todo = useAdminTodo()
  if (!ready) return null
  const data = todo.data
  const nothingWaits =
    data !== undefined && data.daysToReview + data.proofsToJudge + data.dayRequests + data.neverSynced === 0

  return (
    <section aria-labelledby="admin-todo-heading" className={clsx('space-y-3', className)}>
      <h2 id="admin-todo-heading" className="text-lg font-semibold">
        {t('todo.title')}
      </h2>
      {todo.isPending ? (
        <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          {[0, 1, 2, 3].map((index) => (
            <Skeleton key={index} className="h-24 rounded-2xl" />
          ))}
        </div>
      ) : todo.isError || !data ? (
        <ErrorMessage message={t('loadError')} />
      ) : (
        <>
          {nothingWaits && (
            <p className="flex items-center gap-2 text-sm text-emerald-700 dark:text-emerald-300">
              <CircleCheck className="size-4 shrink-0" aria-hidden="true" />
              {t('todo.nothing')}
            </p>
          )}
          <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4">
            <TodoItem
              to="/admin/review"
              count={data.daysToReview}
              label={t('todo.daysToReview', { count: data.daysToReview })}
              icon={<ShieldQuestion className="size-5" aria-hidden="true" />}
              testId="todo-days"
            />
            <TodoItem
              to={proofsHref(data)}
              count={data.proofsToJudge}
              label={t('todo.proofsToJudge', { count: data.proofsToJudge })}
              icon={<Hourglass className="size-5" aria-hidden="true" />}
              testId="todo-proofs"
            >
              {data.challengesToJudge.length > 1 && (
                <ul className="mt-3 space-y-1 border-t border-zinc-200 pt-2 text-sm dark:border-zinc-800">
                  {data.challengesToJudge.map((challenge) => (
                    <li key={challenge.id} className="flex min-w-0 items-baseline justify-between gap-2">
                      <Link
                        to={`/challenges/${challenge.id}`}
                        dir="auto"
                        className={clsx(
                          'text-brand-700 dark:text-brand-300 min-w-0 truncate rounded hover:underline',
                          focusRing,
                        )}
                      >
                        {challenge.name}
                      </Link>
                      <span className="shrink-0 text-zinc-500 tabular-nums dark:text-zinc-400">
                        {formatCount(challenge.pending)}
                      </span>
                    </li>
                  ))}
                </ul>
              )}
            </TodoItem>
            <TodoItem
              to="/admin/review"
              count={data.dayRequests}
              label={t('todo.dayRequests', { count: data.dayRequests })}
              icon={<MessageSquareWarning className="size-5" aria-hidden="true" />}
              testId="todo-requests"
            />
            <TodoItem
              to={NEVER_SYNCED_HREF}
              count={data.neverSynced}
              label={t('todo.neverSynced', { count: data.neverSynced })}
              icon={<SmartphoneNfc className="size-5" aria-hidden="true" />}
              testId="todo-never-synced"
            />
          </ul>
        </>
      )}
    </section>
  )
}
