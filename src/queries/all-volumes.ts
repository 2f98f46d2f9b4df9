// "All my volumes": one listing per project and region the user may use, each through a side
// client (the session left as it is), asked in parallel; the page merges what came back.
import { queryOptions } from '@tanstack/react-query'
import type { AuthProject, OpenStackClient, Volume } from '../api'
import { keys } from './keys'

/** Cinder's default osapi_max_limit: one page per source, never more. */
export const SOURCE_LIMIT = 1000

export interface VolumeSource {
  project: Pick<AuthProject, 'id' | 'name'>
  region: string
}

export interface SourceListing {
  volumes: Volume[]
  /** The source has more than SOURCE_LIMIT that match: a narrower filter shows them. */
  more: boolean
}

/** The projects × regions to list: every project of the user's, in every region of the catalog. */
export function volumeSources(projects: Array<Pick<AuthProject, 'id' | 'name'>>, regions: string[]): VolumeSource[] {
  return projects.flatMap((project) => regions.map((region) => ({ project, region })))
}

/** One source's volumes (newest first), with the filters Cinder applies (whole name, status). */
export function sourceVolumesOptions(client: OpenStackClient, source: VolumeSource, filters: Record<string, string>) {
  return queryOptions({
    queryKey: keys.allVolumes(source.project.id, source.region, filters),
    staleTime: 30_000,
    queryFn: async (): Promise<SourceListing> => {
      const side = await client.side({ projectId: source.project.id, region: source.region })
      const page = await side.cinder.listVolumes({ limit: SOURCE_LIMIT, sort: 'created_at:desc', filters })
      return { volumes: page.volumes, more: Boolean(page.nextMarker) }
    },
  })
}
