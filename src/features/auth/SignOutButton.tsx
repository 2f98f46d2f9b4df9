import Button from '@mui/material/Button'
import { useNavigate } from 'react-router'
import { paths } from '../../lib/paths'
import { useSession } from '../../lib/session'

export function SignOutButton() {
  const { signOut } = useSession()
  const navigate = useNavigate()
  return (
    <Button
      color="inherit"
      onClick={() => {
        signOut()
        void navigate(paths.signIn, { replace: true })
      }}
    >
      Sign Out
    </Button>
  )
}
