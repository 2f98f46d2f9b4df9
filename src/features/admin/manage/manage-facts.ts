// What the manage views say of a backend's reference: its source-name (what LVM and most drivers
// give), else its keys and values as the driver gave them; nothing when every value is null (the
// origin a driver could not read of a snapshot Cinder already manages).
import type { ManageableReference } from '../../../api'

export function referenceName(reference: ManageableReference): string {
  const name = reference['source-name']
  if (typeof name === 'string') return name
  return Object.entries(reference)
    .filter(([, value]) => value !== null && value !== undefined)
    .map(([key, value]) => `${key}: ${value ?? ''}`)
    .join(', ')
}
