// The `empty` scenario: the identity, types, hosts and flavors of a fresh cloud, no volumes.
import type { CloudState } from '../cloud/state'
import { baseState } from './base'

export function emptyScenario(): CloudState {
  return baseState('empty', 2).state
}
