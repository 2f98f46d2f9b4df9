// An administrator's repairs of a stuck volume: os-reset_status (A1), os-force_detach (A2) and
// os-force_delete (A3), with Cinder's (Zed's) refusals, which the demo cloud enforces, and the
// console's own stricter checks from Cinder's reset-state robustification spec, which it asks
// before sending (docs/repair.md). Upstream: C:cinder/api/contrib/admin_actions.py,
// C:cinder/api/schemas/admin_actions.py, C:cinder/api/validation/validators.py,
// C:cinder/volume/api.py#delete, #detach, #attachment_deletion_allowed.
import { N_ } from '../i18n/marker'
import { tr } from '../i18n/tr'
import { canUserDeleteAttachment } from './cinder-rules'
import type { Guard } from './guards'
import { OK, pyList, pyTuple, refuse, type Verdict } from './verdict'

/** C:cinder/objects/fields.py VolumeStatus.ALL, in Cinder's order (its refusal lists them so). */
export const VOLUME_STATUSES = [
  'creating',
  'available',
  'deleting',
  'error',
  'error_deleting',
  'error_managing',
  'managing',
  'attaching',
  'in-use',
  'detaching',
  'maintenance',
  'restoring-backup',
  'error_restoring',
  'reserved',
  'awaiting-transfer',
  'backing-up',
  'error_backing-up',
  'error_extending',
  'downloading',
  'uploading',
  'retyping',
  'extending',
] as const

/** VolumeMigrationStatus.ALL; "none" clears it. */
export const MIGRATION_STATUSES = ['migrating', 'error', 'success', 'completing', 'none', 'starting'] as const

export interface ResetRequest {
  status?: string | null
  attach_status?: string | null
  migration_status?: string | null
}

export const RESET_NOTHING = "Must specify 'status', 'attach_status' or 'migration_status' for update."
export const RESET_IN_USE_WITHOUT_ATTACHMENTS =
  'Cannot reset-state to in-use because volume does not have any attachments.'

/**
 * The body's checks (the schema's formats, before the volume is read): something to change, and
 * each value one Cinder knows, case-insensitively. An empty string counts as not given.
 */
export function resetBodyVerdict(request: ResetRequest): Verdict {
  const { status, attach_status: attach, migration_status: migration } = request
  if (!status && !attach && !migration) return refuse(400, RESET_NOTHING, 'A1')
  if (status && !(VOLUME_STATUSES as readonly string[]).includes(status.toLowerCase())) {
    return refuse(400, `Volume status: ${status} is invalid, valid statuses are: ${pyTuple(VOLUME_STATUSES)}.`, 'A1')
  }
  if (attach && !['attached', 'detached'].includes(attach.toLowerCase())) {
    return refuse(
      400,
      `Volume attach status: ${attach} is invalid, valid statuses are: ${pyList(['attached', 'detached'])}.`,
      'A1',
    )
  }
  if (migration && !(MIGRATION_STATUSES as readonly string[]).includes(migration.toLowerCase())) {
    return refuse(
      400,
      `Volume migration status: ${migration} is invalid, valid statuses are: ${pyTuple(MIGRATION_STATUSES)}.`,
      'A1',
    )
  }
  return OK
}

/**
 * What Zed itself refuses once it has the volume: "deleting", and "in-use" without an attachment
 * record. Zed means to refuse error_deleting and detaching too, but a missing comma in its tuple
 * (`'error_deleting' 'detaching'`) makes them one string, so both are accepted (seen on a real Zed cloud;
 * C:cinder/api/contrib/admin_actions.py#VolumeAdminController._reset_status).
 */
export function resetVerdict(request: ResetRequest, attachmentRecords: number): Verdict {
  const body = resetBodyVerdict(request)
  if (!body.ok) return body
  const status = request.status?.toLowerCase()
  if (status === 'deleting') return refuse(400, 'Cannot reset-state to deleting', 'A1')
  if (status === 'in-use' && attachmentRecords === 0) return refuse(400, RESET_IN_USE_WITHOUT_ATTACHMENTS, 'A1')
  return OK
}

/** The statuses the console offers, each with what it means for the volume. */
export const RESET_STATUS_CHOICES = ['available', 'in-use', 'error'] as const
export type ResetStatusChoice = (typeof RESET_STATUS_CHOICES)[number]

export const RESET_STATUS_HELP: Record<ResetStatusChoice, string> = {
  available: N_('Not attached anywhere and ready for any action. Only right when no server uses it.'),
  'in-use': N_('Attached: its attachment records stand. Only right when at least one server uses it.'),
  error: N_('Failed: users may then delete it, and nothing else. Use it to let a stuck volume be cleaned up.'),
}

export const ATTACH_STATUS_HELP = {
  attached: N_('Marks the volume attached. The attachment records stay as they are.'),
  detached: N_(
    'Removes every attachment record of the volume in Cinder and makes it available. Servers that still use it keep it in Nova: detach it there too.',
  ),
} as const

export const MIGRATION_STATUS_HELP = {
  none: N_('Clears the migration status, for a migration that is over but left its mark.'),
  error: N_('Marks the migration failed.'),
} as const

/** What the volume looks like to the checks: its status, migration and attachment records. */
export interface RepairFacts {
  status: string
  migrationStatus: string | null
  /** Cinder's attachment records of the volume, whatever their state (reserved ones too). */
  attachmentRecords: number
}

/**
 * The console's check of a reset before sending: Cinder's refusals, and from the
 * robustification spec, no "available" while attachment records exist (Zed accepts it and leaves
 * the records behind an available volume), and nothing sent that changes nothing.
 */
export function canReset(facts: RepairFacts, request: ResetRequest): Guard {
  const verdict = resetVerdict(request, facts.attachmentRecords)
  if (!verdict.ok) {
    if (verdict.message === RESET_NOTHING) return { ok: false, reason: tr('Choose a status to change.') }
    if (verdict.message === RESET_IN_USE_WITHOUT_ATTACHMENTS) {
      return {
        ok: false,
        reason: tr('The volume has no attachment records, so it cannot be in-use: Cinder refuses it ("{{message}}").', {
          message: verdict.message,
        }),
      }
    }
    return { ok: false, reason: verdict.message }
  }
  const status = request.status?.toLowerCase()
  if (status === 'available' && facts.attachmentRecords > 0 && request.attach_status?.toLowerCase() !== 'detached') {
    return {
      ok: false,
      reason: tr(
        'The volume has {{count}} attachment records: an available volume with attachments is a new inconsistency. Force-detach the attachments that are stale first, or reset the attach status to detached, which removes them all.',
        { count: facts.attachmentRecords },
      ),
    }
  }
  const same =
    (!status || status === facts.status) &&
    !request.attach_status &&
    (!request.migration_status ||
      (request.migration_status === 'none' ? null : request.migration_status) === facts.migrationStatus)
  if (same) return { ok: false, reason: tr('The volume already has this status.') }
  return { ok: true }
}

/** Where Nova stands on the attachment's server, read by the console before a force detach. */
export type NovaView =
  /** Nova has no such server, or the server no longer has the volume. */
  | 'gone'
  /** Nova's server has the volume with this very attachment. */
  | 'same'
  /** Nova's server has the volume through another attachment. */
  | 'other'

/** One attachment record as the bug 2004555 guard sees it, with Nova's view of its server. */
export interface AttachmentFacts {
  id: string
  instanceId: string | null
  hasConnectionInfo: boolean
  status: string
  nova: NovaView
}

const guardOf = (record: AttachmentFacts | null): Verdict =>
  canUserDeleteAttachment(record, { isService: false, novaKnowsInstance: record?.nova === 'same' })

/**
 * os-force_detach (A2) as Zed answers an administrator. It first terminates the volume's
 * connection, whose guard (R8, bug 2004555) is asked without an attachment id: with one record it
 * checks that one, with several it cannot pick and refuses with an empty server id, so Zed
 * force-detaches nothing from a volume with several attachment records. Then the detach of the
 * given attachment, guarded again; then maintenance.
 */
export function forceDetachVerdict(facts: {
  volumeStatus: string
  records: readonly AttachmentFacts[]
  attachmentId: string | null
}): Verdict {
  const { records } = facts
  if (records.length > 0) {
    const connection = guardOf(records.length === 1 ? (records[0] as AttachmentFacts) : null)
    if (!connection.ok) return connection
  }
  const target = facts.attachmentId
    ? (records.find((record) => record.id === facts.attachmentId) ?? null)
    : records.length === 1
      ? (records[0] as AttachmentFacts)
      : null
  if (facts.attachmentId || records.length > 0) {
    const detach = guardOf(target)
    if (!detach.ok) return detach
  }
  if (facts.volumeStatus === 'maintenance') {
    return refuse(400, 'Invalid volume: The volume cannot be detached in maintenance mode.', 'A2')
  }
  return OK
}

/**
 * How the console removes one stuck attachment: os-force_detach where the volume has that one
 * record (it also clears a stuck attaching), the attachment's own DELETE (3.27) where it has
 * several, since Zed's os-force_detach refuses those; below 3.27, os-force_detach only.
 */
export type DetachMethod = 'force-detach' | 'attachment-delete'

export function detachMethod(records: number, attachmentsApi: boolean): DetachMethod {
  return records > 1 && attachmentsApi ? 'attachment-delete' : 'force-detach'
}

/** The console's check before removing one attachment record in Cinder, with the method it will use. */
export function canRemoveAttachment(
  facts: { volumeStatus: string; records: readonly AttachmentFacts[]; attachmentsApi: boolean },
  attachmentId: string,
): Guard {
  const target = facts.records.find((record) => record.id === attachmentId) ?? null
  if (!target) return { ok: false, reason: tr('This attachment record is gone already.') }
  if (target.nova === 'same' && target.instanceId && target.hasConnectionInfo && target.status !== 'reserved') {
    return {
      ok: false,
      reason: tr(
        'Nova still has this volume on server {{server}} through this attachment, so Cinder refuses ("Detach volume from instance … using the Compute API"): detach it from the server instead.',
        { server: target.instanceId },
      ),
    }
  }
  const method = detachMethod(facts.records.length, facts.attachmentsApi)
  const verdict =
    method === 'force-detach'
      ? forceDetachVerdict({ volumeStatus: facts.volumeStatus, records: facts.records, attachmentId })
      : guardOf(target)
  return verdict.ok ? { ok: true } : { ok: false, reason: verdict.message }
}

/** Migration statuses a delete accepts (C:cinder/volume/api.py AVAILABLE_MIGRATION_STATUS); any other is migrating. */
const DELETABLE_MIGRATION: ReadonlyArray<string | null> = [null, 'deleting', 'error', 'success']

export function isMigrating(migrationStatus: string | null | undefined): boolean {
  return !DELETABLE_MIGRATION.includes(migrationStatus ?? null)
}

/** Whether Force Delete is offered now: not while attached (the dialog checks the rest). */
export function canOfferForceDelete(volume: { attachments: readonly unknown[] }): Guard {
  return volume.attachments.length > 0
    ? { ok: false, reason: tr('It is attached: detach it (or force-detach the stale attachments) first.') }
    : { ok: true }
}

export const FORCE_DELETE_REFUSED =
  'Invalid volume: Volume  must not be migrating, attached, belong to a group, have snapshots, awaiting a transfer, or be disassociated from snapshots after volume transfer.'

/**
 * os-force_delete and DELETE with force at 3.23 (A3): any status, but Cinder still keeps a volume
 * that is attached (its attach_status), migrating, in a group or with snapshots; the status
 * clause of the message is empty, hence the two spaces (C:cinder/volume/api.py#delete).
 */
export function forceDeleteVerdict(volume: {
  attachStatus: string
  migrating: boolean
  snapshots: number
  inGroup?: boolean
}): Verdict {
  if (volume.attachStatus === 'attached' || volume.migrating || volume.snapshots > 0 || volume.inGroup) {
    return refuse(400, FORCE_DELETE_REFUSED, 'A3')
  }
  return OK
}
