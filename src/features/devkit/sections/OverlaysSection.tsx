import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '@/shared/ui/Button/Button';
import { Dialog } from '@/shared/ui/Dialog/Dialog';
import { Modal } from '@/shared/ui/Modal/Modal';
import { TextField } from '@/shared/ui/TextField/TextField';
import { Textarea } from '@/shared/ui/Textarea/Textarea';
import { messages } from '../messages';
import styles from '../Kit.module.css';
import { KitSection } from './KitSection';
import { Icon } from '@/shared/ui/Icon/Icon';

export function OverlaysSection() {
  const intl = useIntl();
  const t = (m: (typeof messages)[keyof typeof messages]) => intl.formatMessage(m);
  const [modal, setModal] = useState(false);
  const [dialog, setDialog] = useState(false);
  return (
    <KitSection id="overlays" title={t(messages.overlays)}>
      <div className={styles.row}>
        <Button theme="outline" onClick={() => setModal(true)}>
          {t(messages.openModal)}
        </Button>
        <Button theme="secondary" onClick={() => setDialog(true)}>
          {t(messages.openDialog)}
        </Button>
      </div>
      <Modal
        open={modal}
        onClose={() => setModal(false)}
        title={t(messages.modalTitle)}
        footer={
          <>
            <Button theme="secondary" onClick={() => setModal(false)}>
              {t(messages.disabled)}
            </Button>
            <Button onClick={() => setModal(false)}>{t(messages.save)}</Button>
          </>
        }
      >
        <div className={styles.stack}>
          <TextField label={t(messages.firstName)} defaultValue="Anna" />
          <Textarea label={t(messages.about)} rows={3} />
        </div>
      </Modal>
      <Dialog
        open={dialog}
        onClose={() => setDialog(false)}
        onConfirm={() => setDialog(false)}
        title={t(messages.dialogTitle)}
        confirmLabel={t(messages.leave)}
        confirmTheme="black"
        icon={<Icon name="log-out" size={20} />}
      >
        {t(messages.dialogText)}
      </Dialog>
    </KitSection>
  );
}
