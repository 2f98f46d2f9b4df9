import { describe, expect, it } from 'vitest'
import { expiredPasswordUser, newPasswordProblem, passwordExpiredMessage } from './keystone-passwords'

describe("Keystone's password refusals", () => {
  it('read the user id back from the messages Keystone words with it, and nothing from others', () => {
    expect(expiredPasswordUser(passwordExpiredMessage('0f1e2d'))).toBe('0f1e2d')
    expect(expiredPasswordUser('The password is expired and needs to be changed for user: 0f1e2d')).toBeNull()
    expect(expiredPasswordUser('The request you have made requires authentication.')).toBeNull()
    expect(expiredPasswordUser(passwordExpiredMessage('a b'))).toBeNull()
  })

  it("check a new password as Horizon's form does before asking Keystone", () => {
    expect(newPasswordProblem('old', '', '')).toBe('empty')
    expect(newPasswordProblem('old', 'new-1', 'new-2')).toBe('mismatch')
    expect(newPasswordProblem('old', 'old', 'old')).toBe('unchanged')
    expect(newPasswordProblem('old', 'new-1', 'new-1')).toBeNull()
  })
})
