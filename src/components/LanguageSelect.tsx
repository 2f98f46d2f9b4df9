// The language switch of the Sign In page: two buttons, no menu machinery, to keep the first
// page light. Each language is named in itself.
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import { changeLanguage, LANGUAGES, type Language } from '../i18n/i18n'
import { useLanguage, useT } from '../i18n/use-t'

export function useCurrentLanguage() {
  const code = useLanguage()
  return LANGUAGES.find((language) => language.code === code) ?? LANGUAGES[0]
}

export function chooseLanguage(code: Language) {
  void changeLanguage(code)
}

export function LanguageSelect() {
  const t = useT()
  const current = useCurrentLanguage()
  return (
    <Stack direction="row" role="group" aria-label={t('Language')} spacing={0.5}>
      {LANGUAGES.map((language) => (
        <Button
          key={language.code}
          size="small"
          lang={language.code}
          aria-pressed={language.code === current.code}
          variant={language.code === current.code ? 'outlined' : 'text'}
          sx={{ textTransform: 'none' }}
          onClick={() => chooseLanguage(language.code)}
        >
          {language.label}
        </Button>
      ))}
    </Stack>
  )
}
