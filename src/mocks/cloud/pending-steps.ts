// What the demo cloud does when a transitional state's time is up (transitions.ts), queued in the
// state so a reload carries on.

export type StepKind =
  | { kind: 'volume-created'; volumeId: string; requestId?: string }
  | { kind: 'volume-deleted'; volumeId: string }
  | { kind: 'volume-extended'; volumeId: string; newSize: number; previousStatus: string }
  | { kind: 'volume-retyped'; volumeId: string; typeId: string; previousStatus: string }
  | { kind: 'volume-migrated'; volumeId: string; host: string }
  | { kind: 'volume-reverted'; volumeId: string; snapshotId: string }
  | { kind: 'snapshot-created'; snapshotId: string }
  | { kind: 'group-created'; groupId: string }
  | { kind: 'group-updated'; groupId: string; add: string[]; remove: string[] }
  | { kind: 'group-deleted'; groupId: string }
  | {
      kind: 'group-replicated'
      groupId: string
      action: 'enable' | 'disable' | 'failover'
      secondaryBackendId: string | null
      /** A fail-back's second step: the driver's "failed-over" is written first. */
      final?: boolean
    }
  | { kind: 'group-snapshot-created'; groupSnapshotId: string }
  | { kind: 'group-snapshot-deleted'; groupSnapshotId: string }
  | { kind: 'backup-created'; backupId: string; requestId?: string }
  | { kind: 'backup-deleted'; backupId: string }
  | { kind: 'backup-restored'; backupId: string; volumeId: string }
  | { kind: 'snapshot-deleted'; snapshotId: string }
  | { kind: 'volume-managed'; volumeId: string; sourceName: string | null }
  | { kind: 'volume-unmanaged'; volumeId: string }
  | { kind: 'snapshot-managed'; snapshotId: string; sourceName: string | null }
  | { kind: 'snapshot-unmanaged'; snapshotId: string }
  | { kind: 'backup-imported'; backupId: string; backupService: string; record: Record<string, unknown> }
  | { kind: 'image-saving'; imageId: string; volumeId: string }
  | { kind: 'image-uploaded'; imageId: string; volumeId: string }
  | { kind: 'attach-connect'; serverId: string; volumeId: string; attachmentId: string }
  | { kind: 'attach-complete'; serverId: string; volumeId: string; attachmentId: string }
  | { kind: 'detach-finish'; serverId: string; volumeId: string; attachmentId: string }
  | { kind: 'server-built'; serverId: string }
  | { kind: 'server-deleted'; serverId: string }
  | { kind: 'server-shelved'; serverId: string }
  | { kind: 'server-unshelved'; serverId: string }

export type Step = StepKind & { at: number }
