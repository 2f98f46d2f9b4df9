/**
 * Marks an English string kept in a constant as a translation key, so the coverage test finds
 * it; translate it where it is shown: `t(entry.label)`.
 */
export const N_ = <T extends string>(key: T): T => key
