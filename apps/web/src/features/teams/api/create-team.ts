import { TeamSchema, type CreateTeamInput } from '@stepup/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api-client.ts'
import { inviteToTeam } from './invite-to-team.ts'

export const createTeam = async (input: CreateTeamInput) =>
  TeamSchema.parse((await api.POST('/api/teams', { body: input })).data)

/**
 * Creates the team, then invites each chosen friend. The team stands even when an invite fails
 * (the friend joined another team meanwhile); those failures come back with the team.
 */
export async function createTeamAndInvite({ inviteeIds, ...input }: CreateTeamInput & { inviteeIds: number[] }) {
  const team = await createTeam(input)
  const failures: { userId: number; message: string }[] = []
  for (const userId of inviteeIds) {
    try {
      await inviteToTeam({ teamId: team.id, userId })
    } catch (error) {
      failures.push({ userId, message: (error as Error).message })
    }
  }
  return { team, failures }
}

export function useCreateTeam() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: createTeamAndInvite,
    onSettled: () => queryClient.invalidateQueries(),
  })
}
