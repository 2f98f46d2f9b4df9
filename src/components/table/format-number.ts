// A count as the reader's language writes it ("5,120"), for progress and totals.
import i18next from 'i18next'

export function formatNumber(value: number): string {
  return new Intl.NumberFormat(i18next.language || 'en').format(value)
}
