import type { CasinoProviderRow, ProviderSecretAnswer } from '@bet/domain/api/admin/casino-providers';
import { TextField } from '@bet/ui/text-field.tsx';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../shared/api/error-text.ts';
import { EditDialog, type Edited } from '../../../shared/content/edit-dialog.tsx';
import { DialogActions } from '../../../shared/ui/dialog-actions.tsx';
import { ErrorNotice } from '../../../shared/ui/notice.tsx';
import { useAddProvider, useUpdateProvider } from '../api/casino-providers.ts';
import { LAUNCH_PLACEHOLDERS } from './launch-placeholders.ts';

type ProviderDialogProps = {
  edited: Edited<CasinoProviderRow>;
  onClose: () => void;
  /** A new provider's answer: its secret, to show once. */
  onSecret: (answer: ProviderSecretAnswer) => void;
};

/** Registers a provider, or changes one's name and launch address (its code stays). */
export function ProviderDialog({ edited, onClose, onSecret }: ProviderDialogProps) {
  const { t } = useTranslation();
  return (
    <EditDialog
      edited={edited}
      titles={{ add: t('casinoProviders.add'), edit: t('casinoProviders.editTitle') }}
      onClose={onClose}
    >
      {(row) => <ProviderForm row={row} onClose={onClose} onSecret={onSecret} />}
    </EditDialog>
  );
}

function ProviderForm({
  row,
  onClose,
  onSecret,
}: {
  row: CasinoProviderRow | null;
  onClose: () => void;
  onSecret: ProviderDialogProps['onSecret'];
}) {
  const { t } = useTranslation();
  const add = useAddProvider();
  const update = useUpdateProvider();
  const [code, setCode] = useState(row?.code ?? '');
  const [name, setName] = useState(row?.name ?? '');
  const [launchUrl, setLaunchUrl] = useState(row?.launchUrl ?? '');
  const failed = add.error ?? update.error;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const fields = { name: name.trim(), launchUrl: launchUrl.trim() };
    if (row) update.mutate({ id: row.id, ...fields }, { onSuccess: onClose });
    else
      add.mutate(
        { code: code.trim(), ...fields },
        {
          onSuccess: (answer) => {
            onClose();
            onSecret(answer);
          },
        },
      );
  };
  return (
    <form className="form" noValidate onSubmit={submit}>
      <TextField
        label={t('casinoProviders.code')}
        value={code}
        readOnly={row !== null}
        autoCapitalize="none"
        spellCheck={false}
        onChange={(event) => setCode(event.target.value)}
        hint={t(row ? 'casinoProviders.codeFixed' : 'casinoProviders.codeHint')}
      />
      <TextField
        label={t('casinoProviders.name')}
        value={name}
        onChange={(event) => setName(event.target.value)}
      />
      <TextField
        label={t('casinoProviders.launchUrl')}
        inputMode="url"
        spellCheck={false}
        value={launchUrl}
        onChange={(event) => setLaunchUrl(event.target.value)}
        hint={t('casinoProviders.launchUrlHint', LAUNCH_PLACEHOLDERS)}
      />
      {failed ? <ErrorNotice>{errorText(failed, t, 'updateFailed')}</ErrorNotice> : null}
      <DialogActions
        dismissLabel={t('common.cancel')}
        onDismiss={onClose}
        submitLabel={t(row ? 'common.save' : 'casinoProviders.register')}
        busy={add.isPending || update.isPending}
      />
    </form>
  );
}
