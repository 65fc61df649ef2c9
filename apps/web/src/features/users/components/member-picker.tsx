import type { UserSearchRow } from '@stepup/contract'
import { Search } from 'lucide-react'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Avatar, ErrorMessage, TextField } from '../../../components/ui/index.ts'
import { useMemberSearch } from '../api/search-users.ts'

/** Typing pauses this long before the search runs, so each keystroke is not a request. */
const SEARCH_DELAY_MS = 300

/** Finds members by name; choosing one closes the list. The caller names the field. */
export function MemberPicker({
  label,
  placeholder,
  onChoose,
}: {
  label: string
  placeholder?: string
  onChoose: (member: UserSearchRow) => void
}) {
  const { t } = useTranslation('common')
  const [input, setInput] = useState('')
  const [search, setSearch] = useState('')
  const results = useMemberSearch(search)

  useEffect(() => {
    const timer = setTimeout(() => setSearch(input.trim()), SEARCH_DELAY_MS)
    return () => clearTimeout(timer)
  }, [input])

  function choose(member: UserSearchRow) {
    onChoose(member)
    setInput('')
    setSearch('')
  }

  return (
    <div className="space-y-2">
      <TextField
        label={label}
        type="search"
        placeholder={placeholder ?? t('memberPicker.placeholder')}
        value={input}
        onChange={(event) => setInput(event.target.value)}
        trailing={<Search className="me-2 size-4 text-zinc-400" aria-hidden="true" />}
      />
      {search !== '' &&
        (results.isError ? (
          <ErrorMessage message={t('memberPicker.loadError')} />
        ) : results.data?.users.length === 0 ? (
          <p className="text-sm text-zinc-500 dark:text-zinc-400">{t('memberPicker.noMembers')}</p>
        ) : results.data ? (
          <ul
            className="divide-y divide-zinc-200 rounded-lg border border-zinc-200 dark:divide-zinc-800 dark:border-zinc-800"
            aria-label={t('memberPicker.results')}
          >
            {results.data.users.map((member) => (
              <li key={member.id}>
                <button
                  type="button"
                  className="flex w-full items-center gap-3 px-3 py-2 text-start text-sm hover:bg-zinc-50 focus-visible:bg-zinc-50 focus-visible:outline-none dark:hover:bg-zinc-800/40 dark:focus-visible:bg-zinc-800/40"
                  onClick={() => choose(member)}
                >
                  <Avatar name={member.username} src={member.avatarUrl} size="sm" decorative />
                  <span dir="auto" className="min-w-0 truncate font-medium">
                    {member.username}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        ) : null)}
    </div>
  )
}
