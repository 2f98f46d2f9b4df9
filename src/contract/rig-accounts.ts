// The accounts rigs/keystone/setup.py makes on the test tree's Keystone (rigs/keystone/accounts.json),
// for the contract scenarios and the journeys that sign in there.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'

export interface RigAccounts {
  project: string
  users: Array<{ name: string; password: string; totp?: string }>
  federation: { identity_provider: string; remote_id: string; protocol: string }
}

export const RIG_KEYSTONE = join(import.meta.dirname, '..', '..', 'rigs', 'keystone')

export function rigAccounts(): RigAccounts {
  return JSON.parse(readFileSync(join(RIG_KEYSTONE, 'accounts.json'), 'utf8')) as RigAccounts
}

/** The account of that name, or an error naming the file. */
export function rigUser(accounts: RigAccounts, name: string) {
  const found = accounts.users.find((candidate) => candidate.name === name)
  if (!found) throw new Error(`rigs/keystone/accounts.json has no user ${name}`)
  return found
}
