// A project's limits and quotas, and the default quota class (C:cinder/api/v3/limits.py,
// C:cinder/api/contrib/quotas.py, quota_classes.py; docs/quotas.md).
import type { AbsoluteLimits, LimitsBody, QuotaClassSet, QuotaUsageSet } from '../types'
import type { CallOptions, CinderCall } from './call'

export function quotaCalls(cinder: CinderCall) {
  return {
    async getLimits(options?: CallOptions): Promise<AbsoluteLimits> {
      return (await cinder.json<LimitsBody>({ path: ['limits'] }, options)).limits.absolute
    },

    /**
     * A project's block-storage quotas with what is used and reserved
     * (`GET /os-quota-sets/{project}?usage=true`, C:cinder/api/contrib/quotas.py#show): the totals,
     * `per_volume_gigabytes`, `groups` and `<resource>_<type>` for every type. A member may read
     * their own project's; another project's is a 403 (volume_extension:quotas:show).
     */
    async getQuotaUsage(projectId: string, options?: CallOptions): Promise<QuotaUsageSet> {
      const body = await cinder.json<{ quota_set: QuotaUsageSet }>(
        { path: ['os-quota-sets', projectId], query: { usage: 'true' } },
        options,
      )
      return body.quota_set
    },

    /**
     * Sets some of a project's quota limits (`PUT /os-quota-sets/{project}`, admin only; Q5–Q7):
     * answers every limit, without `id`. -1 is no limit.
     */
    async updateQuotaSet(
      projectId: string,
      limits: Record<string, number>,
      options?: CallOptions,
    ): Promise<Record<string, number>> {
      const body = await cinder.json<{ quota_set: Record<string, number> }>(
        { method: 'PUT', path: ['os-quota-sets', projectId], body: { quota_set: limits } },
        options,
      )
      return body.quota_set
    },

    /**
     * Removes a project's own limits: it falls back to the default quota class
     * (`DELETE /os-quota-sets/{project}`, admin; 200 with no body, C:cinder/api/contrib/quotas.py#delete).
     */
    async deleteQuotaSet(projectId: string, options?: CallOptions): Promise<void> {
      await cinder.send({ method: 'DELETE', path: ['os-quota-sets', projectId] }, options)
    },

    /** The default quota class (`GET /os-quota-class-sets/default`, admin; C:cinder/api/contrib/quota_classes.py). */
    async getQuotaDefaults(options?: CallOptions): Promise<QuotaClassSet> {
      const body = await cinder.json<{ quota_class_set: QuotaClassSet }>(
        { path: ['os-quota-class-sets', 'default'] },
        options,
      )
      return body.quota_class_set
    },

    /** Sets some default limits (`PUT /os-quota-class-sets/default`, admin): answers every default, without `id`. */
    async updateQuotaDefaults(limits: Record<string, number>, options?: CallOptions): Promise<QuotaClassSet> {
      const body = await cinder.json<{ quota_class_set: QuotaClassSet }>(
        { method: 'PUT', path: ['os-quota-class-sets', 'default'], body: { quota_class_set: limits } },
        options,
      )
      return body.quota_class_set
    },
  }
}

export type QuotaCalls = ReturnType<typeof quotaCalls>
