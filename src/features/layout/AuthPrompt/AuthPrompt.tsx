import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { paths } from '@/shared/routes/paths';
import { authPromptClosed, selectAuthPromptOpen } from '@/features/auth/authSlice';
import { Button } from '@/shared/ui/Button/Button';
import { Dialog } from '@/shared/ui/Dialog/Dialog';
import { messages } from './messages';
import { Icon } from '@/shared/ui/Icon/Icon';

/** "Please log in" dialog, opened by the route guards and the locked menu items (SPEC §2, §6). */
export function AuthPrompt() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const open = useAppSelector(selectAuthPromptOpen);
  const close = () => dispatch(authPromptClosed());
  const go = (to: string) => {
    close();
    navigate(to);
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      title={intl.formatMessage(messages.title)}
      icon={<Icon name="lock" size={24} />}
      actions={
        <>
          <Button theme="outline" onClick={() => go(paths.register())}>
            {intl.formatMessage(messages.register)}
          </Button>
          <Button theme="primary" onClick={() => go(paths.auth())}>
            {intl.formatMessage(messages.login)}
          </Button>
        </>
      }
    >
      {intl.formatMessage(messages.text)}
    </Dialog>
  );
}
