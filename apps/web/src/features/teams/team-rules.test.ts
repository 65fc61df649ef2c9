import { describe, expect, it } from 'vitest'
import { exceedsTeamLimit, inviteBlock, isTeamFull } from './team-rules.ts'

describe('team size rules', () => {
  it('counts the creator with the selected friends', () => {
    expect(exceedsTeamLimit(0, 2)).toBe(false)
    expect(exceedsTeamLimit(1, 2)).toBe(false)
    expect(exceedsTeamLimit(2, 2)).toBe(true)
    expect(exceedsTeamLimit(9, 10)).toBe(false)
    expect(exceedsTeamLimit(10, 10)).toBe(true)
  })

  it('is full at the maximum', () => {
    expect(isTeamFull(9, 10)).toBe(false)
    expect(isTeamFull(10, 10)).toBe(true)
    expect(isTeamFull(11, 10)).toBe(true)
  })

  it('blocks accepting while in a team first, then when the team is full', () => {
    expect(inviteBlock({ inTeam: false, memberCount: 3, maxTeamMembers: 4 })).toBeNull()
    expect(inviteBlock({ inTeam: false, memberCount: 4, maxTeamMembers: 4 })).toBe('full')
    expect(inviteBlock({ inTeam: true, memberCount: 1, maxTeamMembers: 4 })).toBe('inTeam')
    expect(inviteBlock({ inTeam: true, memberCount: 4, maxTeamMembers: 4 })).toBe('inTeam')
  })
})
