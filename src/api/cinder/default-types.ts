// A default volume type per project (3.62, admin; C:cinder/api/v3/default_types.py): the paths
// have no project id (CinderRequest.unscoped).
import type { ProjectDefaultType } from '../types'
import type { CallOptions, CinderCall } from './call'

export function defaultTypeCalls(cinder: CinderCall) {
  return {
    /** GET /default-types (3.62, admin): every project's own default type. */
    async listDefaultTypes(options?: CallOptions): Promise<ProjectDefaultType[]> {
      cinder.require('defaultTypeOverrides', options)
      const body = await cinder.json<{ default_types: ProjectDefaultType[] }>(
        { path: ['default-types'], unscoped: true },
        options,
      )
      return body.default_types
    },

    /** PUT /default-types/{project} (3.62, admin): the type by id or name. */
    async setDefaultType(projectId: string, volumeType: string, options?: CallOptions): Promise<ProjectDefaultType> {
      cinder.require('defaultTypeOverrides', options)
      const body = await cinder.json<{ default_type: ProjectDefaultType }>(
        {
          method: 'PUT',
          path: ['default-types', projectId],
          unscoped: true,
          body: { default_type: { volume_type: volumeType } },
        },
        options,
      )
      return body.default_type
    },

    /** DELETE /default-types/{project} (3.62, admin): 204, also when none was set. */
    async unsetDefaultType(projectId: string, options?: CallOptions): Promise<void> {
      cinder.require('defaultTypeOverrides', options)
      await cinder.send({ method: 'DELETE', path: ['default-types', projectId], unscoped: true }, options)
    },
  }
}

export type DefaultTypeCalls = ReturnType<typeof defaultTypeCalls>
