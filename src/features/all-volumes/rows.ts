// The merged rows of "All my volumes": each volume with its project and region, sorted by the
// view's column (ties newest first).
import type { Volume } from '../../api'
import { cinderTime } from '../../components/format'

export interface SourcedVolume {
  volume: Volume
  projectId: string
  projectName: string
  region: string
}

const byKey: Record<string, (row: SourcedVolume) => string | number> = {
  name: (row) => (row.volume.name || row.volume.id).toLowerCase(),
  project: (row) => row.projectName.toLowerCase(),
  region: (row) => row.region,
  status: (row) => row.volume.status,
  size: (row) => row.volume.size,
  created_at: (row) => cinderTime(row.volume.created_at),
}

export function sortRows(rows: SourcedVolume[], sort: string): SourcedVolume[] {
  const [key = 'created_at', dir = 'desc'] = sort.split(':')
  const value = byKey[key] ?? byKey.created_at!
  const sign = dir === 'asc' ? 1 : -1
  const created = byKey.created_at!
  return [...rows].sort((a, b) => {
    const x = value(a)
    const y = value(b)
    if (x !== y) return (x < y ? -1 : 1) * sign
    return Number(created(b)) - Number(created(a))
  })
}
