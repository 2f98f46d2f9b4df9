// The demo cloud's settings (timing, faults, extensions, policies, versions); the defaults are in
// defaults.ts.

export interface FaultRule {
  /** What happens: an error answer, no answer (a dropped connection), or a slow answer. */
  kind: 'error' | 'drop' | 'slow'
  /** 0..1, checked per matching request. */
  rate: number
  status?: number
  delayMs?: number
  methods?: string[]
  /** A substring of the path. */
  path?: string
}

export interface CloudSettings {
  /** How long each transitional state lasts. */
  transitionMs: number
  /** Added to every answer. */
  latencyMs: number
  faults: FaultRule[]
  /** Serve the Rocky spec's attach_mode and shareable multi-create (docs/rules.md, "Product rules beyond upstream"). */
  attachModeExtension: boolean
  /** Queens–Stein compute services: 409 on boot from a shareable volume (R6). */
  oldComputes: boolean
  /** rule → roles allowed (admin always passes unless listed otherwise). */
  policies: Record<string, string[]>
  tokenTtlSeconds: number
  cinderMaxVersion: string
  /**
   * A cinder-backup service runs (the default). Without one, Zed still accepts a backup (202)
   * and the scheduler then fails it; restore and delete are 404s (docs/backups.md).
   * Optional: settings saved before it existed have one.
   */
  backupService?: boolean
  /**
   * Cinder's enable_force_upload: an in-use volume is uploaded to an image when asked with force.
   * Off by default, as upstream: force is then silently ignored (U4). Optional: saved settings lack it.
   */
  forceUpload?: boolean
  /**
   * A compute host that stops half-way, to make the stuck states an administrator repairs
   * (docs/repair.md): "attach" leaves each new attachment reserved (the host never connects);
   * "detach" leaves each detach detaching and each deleted server's attachments behind.
   * Optional: saved settings lack it (nothing hangs).
   */
  hang?: 'none' | 'attach' | 'detach'
  novaMaxVersion: string
  /** Keystone's [federation] trusted_dashboard: where its WebSSO page may post a token (exact URLs). */
  trustedDashboards?: string[]
  /** Keystone's `[security_compliance]` password options. Optional: saved settings lack them (none apply). */
  passwordRules?: PasswordRules
}

/** keystone/conf/security_compliance.py, the options the demo cloud plays; null turns one off, as unset does there. */
export interface PasswordRules {
  /** lockout_failure_attempts: wrong passwords before the account locks. */
  lockoutFailureAttempts: number | null
  /** lockout_duration, in seconds. */
  lockoutSeconds: number
  /** password_regex, and the words Keystone gives when a new password fails it. */
  regex: string | null
  regexDescription: string | null
  /** unique_last_password_count: how many passwords, the new one included, must differ. */
  uniqueLastPasswordCount: number
  /** password_expires_days: a new password's lifetime. */
  expiresDays: number | null
  /** [receipt] expiration: how long a receipt waits for the missing method, in seconds (300 by default). */
  receiptSeconds?: number
}
