import type { UserSearchRow } from '@stepup/contract'
import { Check, Search, UserPlus } from 'lucide-react'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import {
  Alert,
  Badge,
  Button,
  EmptyState,
  ErrorMessage,
  LoadingBlock,
  Section,
  TextField,
} from '../../../components/ui/index.ts'
import { useAnswerFriendRequest } from '../api/answer-friend-request.ts'
import { useUserSearch } from '../../users/index.ts'
import { useSendFriendRequest } from '../api/send-friend-request.ts'
import { PersonRow } from './person-row.tsx'

/** Typing pauses this long before the search runs, so each keystroke is not a request. */
const SEARCH_DELAY_MS = 300

/** Find users: search by name, ten a page, each with what the caller can do next. */
export function UserSearch({ receivedRequestIds }: { receivedRequestIds: Map<number, number> }) {
  const { t } = useTranslation('friends')
  const [input, setInput] = useState('')
  const [search, setSearch] = useState('')
  const [page, setPage] = useState(1)
  const results = useUserSearch(search, page)
  const send = useSendFriendRequest()
  const answer = useAnswerFriendRequest()

  useEffect(() => {
    const timer = setTimeout(() => {
      setSearch(input.trim())
      setPage(1)
    }, SEARCH_DELAY_MS)
    return () => clearTimeout(timer)
  }, [input])

  // A refused request or answer is said above the list, with what to do next.
  const failed = send.error ?? answer.error
  const pages = results.data ? Math.max(1, Math.ceil(results.data.total / results.data.pageSize)) : 1

  function action(row: UserSearchRow) {
    switch (row.friendship) {
      case 'friends':
        return (
          <Badge tone="success">
            <Check className="size-3" aria-hidden="true" />
            {t('state.friends')}
          </Badge>
        )
      case 'sent':
        return <Badge tone="info">{t('state.sent')}</Badge>
      case 'received': {
        const requestId = receivedRequestIds.get(row.id)
        return (
          <Button
            size="sm"
            loading={answer.isPending && answer.variables?.id === requestId}
            onClick={() =>
              requestId !== undefined ? answer.mutate({ id: requestId, status: 'ACCEPTED' }) : send.mutate(row.id)
            }
          >
            {t('state.accept')}
          </Button>
        )
      }
      default:
        return (
          <Button
            size="sm"
            variant="secondary"
            icon={<UserPlus className="size-4" aria-hidden="true" />}
            loading={send.isPending && send.variables === row.id}
            onClick={() => send.mutate(row.id)}
          >
            {t('state.add')}
          </Button>
        )
    }
  }

  return (
    <Section
      title={t('search.title')}
      description={results.data ? t('search.results', { count: results.data.total }) : undefined}
    >
      <TextField
        label={t('search.label')}
        type="search"
        placeholder={t('search.placeholder')}
        value={input}
        onChange={(event) => setInput(event.target.value)}
        trailing={<Search className="me-2 size-4 text-zinc-400" aria-hidden="true" />}
      />
      {failed && (
        <Alert tone="error" title={failed.message} className="mt-3">
          {t('state.failedNext')}
        </Alert>
      )}
      <div className="mt-2">
        {results.isPending ? (
          <LoadingBlock />
        ) : results.isError ? (
          <div className="mt-3">
            <ErrorMessage message={t('loadError')} />
          </div>
        ) : results.data.users.length === 0 ? (
          <div className="mt-3">
            <EmptyState
              icon={<Search className="size-6" aria-hidden="true" />}
              title={t('search.noUsers')}
              description={search ? t('search.noUsersHint') : undefined}
            />
          </div>
        ) : (
          <ul className="divide-y divide-zinc-200 dark:divide-zinc-800" aria-label={t('search.title')}>
            {results.data.users.map((row) => (
              <PersonRow
                key={row.id}
                user={row}
                detail={row.teamId !== null ? t('state.inTeam') : undefined}
                actions={action(row)}
              />
            ))}
          </ul>
        )}
      </div>
      {results.data && pages > 1 && (
        <nav className="mt-4 flex items-center justify-between gap-2" aria-label={t('search.pages')}>
          <Button size="sm" variant="secondary" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
            {t('search.previous')}
          </Button>
          <span className="text-sm text-zinc-500 dark:text-zinc-400">{t('search.pageOf', { page, pages })}</span>
          <Button size="sm" variant="secondary" disabled={page >= pages} onClick={() => setPage((p) => p + 1)}>
            {t('search.next')}
          </Button>
        </nav>
      )}
    </Section>
  )
}
