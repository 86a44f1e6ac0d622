import { Dialog } from '@bet/ui/dialog.tsx';
import { TextField } from '@bet/ui/text-field.tsx';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../shared/api/error-text.ts';
import { DialogActions } from '../../shared/ui/dialog-actions.tsx';
import { ErrorNotice } from '../../shared/ui/notice.tsx';
import { useSetCasinoLogo } from './api/casino-catalogue.ts';

/** Whose logo is being changed: a company or a game, with what it shows now. */
export type LogoTarget = { target: 'company' | 'game'; id: number; name: string; logo: string };

/** A company's or game's logo address, changed on every site (the platform's staff only). */
export function LogoDialog({ target, onClose }: { target: LogoTarget | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={target !== null}
      onClose={onClose}
      title={t('casino.logo.title', { name: target?.name ?? '' })}
    >
      {target && <LogoForm key={`${target.target}-${target.id}`} target={target} onClose={onClose} />}
    </Dialog>
  );
}

function LogoForm({ target, onClose }: { target: LogoTarget; onClose: () => void }) {
  const { t } = useTranslation();
  const save = useSetCasinoLogo();
  const [logo, setLogo] = useState(target.logo);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ target: target.target, id: target.id, logo: logo.trim() }, { onSuccess: onClose });
  };
  return (
    <form className="form" noValidate onSubmit={submit}>
      {logo.trim() && <img className="casino-logo casino-logo-large" src={logo.trim()} alt="" />}
      <TextField
        label={t('casino.logo.address')}
        inputMode="url"
        value={logo}
        onChange={(event) => setLogo(event.target.value)}
        hint={t('casino.logo.hint')}
      />
      {save.error ? <ErrorNotice>{errorText(save.error, t, 'updateFailed')}</ErrorNotice> : null}
      <DialogActions
        dismissLabel={t('common.cancel')}
        onDismiss={onClose}
        submitLabel={t('common.save')}
        busy={save.isPending}
      />
    </form>
  );
}
