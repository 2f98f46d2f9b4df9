// Which type a project's new volumes get, and whether a type is in use: asked by volume create,
// the types' handlers and the default-types handlers.
import type { DemoCloud } from './cloud'

/**
 * The project's own default type (3.62's /default-types) where one is set, else the configured
 * default (C:cinder/volume/volume_types.py#get_default_volume_type).
 */
export function defaultTypeFor(cloud: DemoCloud, projectId: string): string {
  const own = cloud.projectDefaultTypes[projectId]
  return own && cloud.state.volumeTypes.some((type) => type.id === own) ? own : cloud.state.defaultVolumeTypeId
}

/** Volumes (not deleted) of a type: any of them makes Cinder refuse changes to it. */
export function typeInUse(cloud: DemoCloud, typeId: string): boolean {
  return cloud.state.volumes.some((volume) => volume.volume_type_id === typeId)
}
