import { Button, type ButtonProps } from '@mantine/core';
import { useNavigate } from 'react-router';
import { useLogOut } from '../api/log-out.ts';
import { paths } from '../../../config/paths.ts';

/** 'Se déconnecter' in a back office's header: ends the session, then the login page, whatever the answer. */
export function LogOutButton(props: ButtonProps) {
  const navigate = useNavigate();
  const logOut = useLogOut();
  return (
    <Button
      variant="subtle"
      {...props}
      loading={logOut.isPending}
      onClick={() =>
        logOut.mutate(undefined, {
          onSettled: () => void navigate(paths.auth.login, { replace: true }),
        })
      }
    >
      Se déconnecter
    </Button>
  );
}
