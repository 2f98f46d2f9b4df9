// Shareable (multi-attach) is a property of the volume type (C:cinder/volume/api.py#_is_multiattach).

export const MULTIATTACH_SPEC = 'multiattach'
export const TRUE_SPEC = '<is> True'

/** Exact, case-sensitive comparison, as Cinder does. */
export function isMultiattachType(type: { extra_specs?: Record<string, string> } | null | undefined): boolean {
  return type?.extra_specs?.[MULTIATTACH_SPEC] === TRUE_SPEC
}

export function isCacheableType(type: { extra_specs?: Record<string, string> } | null | undefined): boolean {
  return type?.extra_specs?.cacheable === TRUE_SPEC
}
