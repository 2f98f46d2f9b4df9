import Button, { type ButtonProps } from '@mui/material/Button'
import { useNavigate } from 'react-router'
import { useT } from '../../i18n/use-t'
import { paths } from '../../lib/paths'
import { useProjectUrl } from '../../lib/project-url'
import { useSession } from '../../lib/session'

export function SignOutButton({ color = 'inherit', ...props }: Omit<ButtonProps, 'onClick' | 'children'>) {
  const { signOut } = useSession()
  const navigate = useNavigate()
  const projectUrl = useProjectUrl()
  const t = useT()
  return (
    <Button
      {...props}
      color={color}
      onClick={() => {
        signOut()
        // Out of the project's address: the next person signs in to their own.
        if (projectUrl) projectUrl.leave(paths.signIn)
        else void navigate(paths.signIn, { replace: true })
      }}
    >
      {t('Sign Out')}
    </Button>
  )
}
