// Every attachment's mode in the project, from one small request (see attachmentModesOptions).
import { queryOptions } from '@tanstack/react-query'
import type { AttachmentDetail, OpenStackClient, Volume } from '../api'
import { AttachmentModes } from '../rules/attachment-modes'
import { keys } from './keys'

/**
 * attach_mode per attachment id, for the whole project, without reading every attachment: the
 * attachments API sorts by attach_mode (any column of the table is a sort key,
 * C:cinder/db/sqlalchemy/api.py#_attachment_get_all → paginate_query), and "null" < "ro" < "rw",
 * so the pages in ascending order are read only until the first rw one. What is not among them is
 * rw. One small request whatever the number of volumes and attachments; it grows only with the
 * attachments that are not rw (read-only ones, and reservations whose connector has not decided),
 * by one request per 1,000 of them. A view none of whose rows is attached does not ask.
 */
export function attachmentModesOptions(client: OpenStackClient, needed = true, allProjects = false) {
  return queryOptions({
    queryKey: keys.attachmentModes(allProjects),
    // `needed`: what asks has an attachment to show (a page of volumes none of which is attached asks nothing).
    enabled: needed && client.feature('attachmentsApi').available,
    staleTime: 30_000,
    queryFn: async () => {
      // An administrator's every project's with all_tenants (any value: C:cinder/api/v3/attachments.py#_items).
      const filters = allProjects ? { all_tenants: '1' } : undefined
      const notRw = new Map<string, AttachmentDetail['attach_mode']>()
      let marker: string | undefined
      // A first page as small as the usual answer (no attachment read-only), then larger ones.
      for (let page = 0, limit = FIRST_MODES_PAGE; page < 50; page += 1, limit = 1000) {
        const items = await client.cinder.listAttachmentDetails({
          limit,
          marker,
          sort: 'attach_mode:asc,id:asc',
          filters,
        })
        for (const item of items) if (item.attach_mode !== 'rw') notRw.set(item.id, item.attach_mode)
        const last = items[items.length - 1]
        if (!last || items.length < limit || last.attach_mode === 'rw') break
        marker = last.id
      }
      return new AttachmentModes(notRw)
    },
  })
}

/** Whether any of these volumes is attached: only then do their rows need modes and server names. */
export function anyAttached(volumes: readonly Pick<Volume, 'attachments'>[]): boolean {
  return volumes.some((volume) => volume.attachments.length > 0)
}

/** A page this size holds every attachment that is not rw on most projects, and the first rw one. */
export const FIRST_MODES_PAGE = 10
