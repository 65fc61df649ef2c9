import { describe, expect, it } from 'vitest'
import { initialsOf } from './avatar.tsx'

describe('initialsOf', () => {
  it('takes the first letters of the first and last words', () => {
    expect(initialsOf('Ada Lovelace')).toBe('AL')
    expect(initialsOf('  mateo  de la cruz ')).toBe('MC')
    expect(initialsOf('Ada')).toBe('AD')
  })

  it('builds initials from letters only, skipping digits and signs', () => {
    expect(initialsOf('Walker 01')).toBe('WA')
    expect(initialsOf('01 Walker')).toBe('WA')
    expect(initialsOf('R2D2 Unit')).toBe('RU')
    expect(initialsOf('x1')).toBe('X')
    expect(initialsOf('(Sam) Lee')).toBe('SL')
  })

  it('reads letters in any script', () => {
    expect(initialsOf('נועה כהן')).toBe('נכ')
    expect(initialsOf('Ünal Øster')).toBe('ÜØ')
  })

  it('falls back to the first characters of a name without letters, and to ? for an empty one', () => {
    expect(initialsOf('007')).toBe('00')
    expect(initialsOf('42 7')).toBe('47')
    expect(initialsOf('   ')).toBe('?')
  })
})
