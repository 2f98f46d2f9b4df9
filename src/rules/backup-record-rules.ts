// A backup's record: Cinder's refusals of export (MG5) and import (MG6) and what the backup service
// checks afterwards (docs/manage.md), in Cinder's order. Zed 21.3.1: C:cinder/api/contrib/backups.py
// (export_record, import_record), C:cinder/backup/api.py, C:cinder/backup/manager.py#import_record,
// C:cinder/objects/backup.py (encode_record, decode_record).
import type { Refusal, Verdict } from './verdict'
import { OK, refuse } from './verdict'

/** An imported backup's volume_id until the backup service copies the record's (C:cinder/backup/api.py IMPORT_VOLUME_ID). */
export const IMPORT_VOLUME_ID = '00000000-0000-0000-0000-000000000000'

/** The fields the backup service needs in a record (C:cinder/backup/manager.py#import_record required_import_options). */
export const RECORD_REQUIRED_FIELDS = [
  'display_name',
  'display_description',
  'container',
  'size',
  'service_metadata',
  'object_count',
  'id',
] as const

/** GET /backups/{id}/export_record (MG5): the backup must be available (C:cinder/backup/api.py#export_record). */
export function canExportBackup(backup: { status: string }): Verdict {
  if (backup.status === 'available') return OK
  return refuse(400, `Invalid backup: Backup status must be available and not ${backup.status}.`, 'MG5')
}

/** Import with no backup service up (any driver): 503 naming the service asked for (C:cinder/backup/api.py#_get_import_backup). */
export function importWithoutService(backupService: string): Refusal {
  return refuse(503, `Service ${backupService} could not be found.`, 'MG6')
}

const B64_ALPHABET = /[A-Za-z0-9+/]/

/**
 * Python's base64.b64decode without validate, as oslo's decode_as_bytes calls it (CPython's
 * binascii.a2b_base64, not strict): characters outside the alphabet are dropped, a pad sequence
 * that completes a group ends the input, and the data must end on a whole group. Null: not base64.
 */
export function pyBase64Decode(text: string): Uint8Array | null {
  let data = ''
  let quad = 0
  let pads = 0
  let done = false
  for (const char of text) {
    if (char === '=') {
      if (quad >= 2 && quad + ++pads >= 4) {
        done = true
        break
      }
      continue
    }
    if (!B64_ALPHABET.test(char)) continue
    pads = 0
    data += char
    quad = (quad + 1) % 4
  }
  if (!done && quad !== 0) return null
  const binary = atob(data + '='.repeat((4 - (data.length % 4)) % 4))
  return Uint8Array.from(binary, (char) => char.charCodeAt(0))
}

/** Base64 of a record's JSON, UTF-8, as encode_record writes it. */
export function encodeRecord(record: Record<string, unknown>): string {
  const bytes = new TextEncoder().encode(JSON.stringify(record))
  return btoa(String.fromCharCode(...bytes))
}

/**
 * POST /backups/import_record after the schema, the policy and the service (MG6): the record must
 * decode to UTF-8 JSON with an id and a size; its id must not be a backup Cinder has in any
 * project (C:cinder/backup/api.py#import_record, #_get_import_backup).
 */
export function readImportRecord(
  backupUrl: string,
  exists: (id: string) => boolean,
): { ok: true; record: Record<string, unknown> } | Refusal {
  const bytes = pyBase64Decode(backupUrl)
  let record: unknown
  try {
    record = bytes ? JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes)) : null
  } catch {
    record = null
  }
  if (record === null || typeof record !== 'object') {
    return refuse(400, "Invalid input received: Can't parse backup record.", 'MG6')
  }
  const fields = record as Record<string, unknown>
  if (!('id' in fields)) return refuse(400, 'Invalid input received: Provided backup record is missing an id', 'MG6')
  if (!('size' in fields)) {
    return refuse(400, 'Invalid input received: Provided backup record is missing size attribute', 'MG6')
  }
  if (exists(String(fields.id))) return refuse(400, 'Invalid backup: Backup already exists in database.', 'MG6')
  return { ok: true, record: fields }
}

/**
 * What the backup service says of an import it cannot finish (the backup goes to `error` with
 * this fail_reason), or null: a service that is not a prefix of its driver is not its backup;
 * missing fields; another id (C:cinder/backup/manager.py#import_record, #_is_our_backup).
 */
export function importFailure(
  backupService: string,
  driver: string,
  record: Record<string, unknown>,
  backupId: string,
): string | null {
  if (backupService !== '' && !driver.startsWith(backupService)) {
    return `Import record failed, cannot find backup service to perform the import. Request service ${backupService}.`
  }
  const missing = RECORD_REQUIRED_FIELDS.filter((field) => !(field in record))
  if (missing.length > 0) {
    return `Driver successfully decoded imported backup data, but there are missing fields (${missing.join(', ')}).`
  }
  if (record.id !== backupId)
    return `Trying to import backup metadata from id ${String(record.id)} into backup ${backupId}.`
  return null
}
