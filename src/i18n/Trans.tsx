// react-i18next's Trans (a sentence with elements inside, e.g. <code>) bound to the app's
// i18next instance; only the pages that need it load react-i18next.
import i18next from 'i18next'
import type { ComponentProps } from 'react'
import { Trans as BaseTrans } from 'react-i18next'
import { useT } from './use-t'

export function Trans(props: Omit<ComponentProps<typeof BaseTrans>, 'i18n' | 't'>) {
  const t = useT()
  return <BaseTrans {...props} i18n={i18next} t={t} />
}
