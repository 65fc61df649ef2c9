/** A team is full once its members reach the maximum; then nobody can be invited or join. */
export const isTeamFull = (memberCount: number, maxTeamMembers: number) => memberCount >= maxTeamMembers

/** The creator counts too, so 1 + the selected friends may not exceed the maximum. */
export const exceedsTeamLimit = (selectedCount: number, maxTeamMembers: number) => 1 + selectedCount > maxTeamMembers

/** Why an invite cannot be accepted now, or null when it can. */
export function inviteBlock({
  inTeam,
  memberCount,
  maxTeamMembers,
}: {
  inTeam: boolean
  memberCount: number
  maxTeamMembers: number
}): 'inTeam' | 'full' | null {
  if (inTeam) return 'inTeam'
  if (isTeamFull(memberCount, maxTeamMembers)) return 'full'
  return null
}
