import { type CasinoProviderRow, companyServices } from '@bet/domain/api/admin/casino-providers';
import { Dialog } from '@bet/ui/dialog.tsx';
import { Select } from '@bet/ui/select.tsx';
import { TextField } from '@bet/ui/text-field.tsx';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../shared/api/error-text.ts';
import { DialogActions } from '../../../shared/ui/dialog-actions.tsx';
import { ErrorNotice } from '../../../shared/ui/notice.tsx';
import { useAddCompany, useAddGame } from '../api/casino-providers.ts';
import { LAUNCH_PLACEHOLDERS } from './launch-placeholders.ts';

type Company = CasinoProviderRow['companies'][number];

/** What is being added: a company of a provider, or a game of one of its companies. */
export type CatalogueTarget =
  | { kind: 'company'; provider: CasinoProviderRow }
  | { kind: 'game'; provider: CasinoProviderRow; company: Company };

export function CatalogueDialog({
  target,
  onClose,
}: {
  target: CatalogueTarget | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const title =
    target?.kind === 'game'
      ? t('casinoProviders.addGameTo', { name: target.company.name })
      : t('casinoProviders.addCompanyTo', { name: target?.provider.name ?? '' });
  return (
    <Dialog open={target !== null} onClose={onClose} title={title}>
      {target?.kind === 'company' && (
        <CompanyForm key={target.provider.id} provider={target.provider} onClose={onClose} />
      )}
      {target?.kind === 'game' && (
        <GameForm key={target.company.id} company={target.company} onClose={onClose} />
      )}
    </Dialog>
  );
}

function CompanyForm({ provider, onClose }: { provider: CasinoProviderRow; onClose: () => void }) {
  const { t } = useTranslation();
  const add = useAddCompany();
  const [name, setName] = useState('');
  const [service, setService] = useState<number>(companyServices[0]);
  const [limitText, setLimitText] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    add.mutate(
      { providerId: provider.id, name: name.trim(), topServiceId: service, limitText: limitText.trim() },
      { onSuccess: onClose },
    );
  };
  return (
    <form className="form" noValidate onSubmit={submit}>
      <TextField
        label={t('casinoProviders.companyName')}
        value={name}
        onChange={(event) => setName(event.target.value)}
      />
      <Select
        label={t('casinoProviders.service')}
        value={String(service)}
        onChange={(event) => setService(Number(event.target.value))}
        options={companyServices.map((s) => ({
          value: String(s),
          label: t(`casinoProviders.services.${s}`),
        }))}
      />
      <TextField
        label={t('casinoProviders.limitText')}
        value={limitText}
        onChange={(event) => setLimitText(event.target.value)}
        hint={t('casinoProviders.limitTextHint')}
      />
      <AddFoot adding={add} label={t('casinoProviders.addCompany')} onClose={onClose} />
    </form>
  );
}

function GameForm({ company, onClose }: { company: Company; onClose: () => void }) {
  const { t } = useTranslation();
  const add = useAddGame();
  const [title, setTitle] = useState('');
  const [gameCode, setGameCode] = useState('');
  const [overlay, setOverlay] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    add.mutate(
      { companyId: company.id, title: title.trim(), gameCode: gameCode.trim(), overlay },
      { onSuccess: onClose },
    );
  };
  return (
    <form className="form" noValidate onSubmit={submit}>
      <TextField
        label={t('casinoProviders.gameTitle')}
        value={title}
        onChange={(event) => setTitle(event.target.value)}
      />
      <TextField
        label={t('casinoProviders.gameCode')}
        value={gameCode}
        autoCapitalize="none"
        spellCheck={false}
        onChange={(event) => setGameCode(event.target.value)}
        hint={t('casinoProviders.gameCodeHint', LAUNCH_PLACEHOLDERS)}
      />
      <label className="choice">
        <input type="checkbox" checked={overlay} onChange={(event) => setOverlay(event.target.checked)} />
        <span>{t('casinoProviders.overlay')}</span>
      </label>
      <p className="muted">{t('casinoProviders.unlistedHint')}</p>
      <AddFoot adding={add} label={t('casinoProviders.addGame')} onClose={onClose} />
    </form>
  );
}

/** The foot of an adding form: the server's refusal, then cancel or add. */
function AddFoot({
  adding,
  label,
  onClose,
}: {
  adding: { error: Error | null; isPending: boolean };
  label: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      {adding.error ? <ErrorNotice>{errorText(adding.error, t, 'updateFailed')}</ErrorNotice> : null}
      <DialogActions
        dismissLabel={t('common.cancel')}
        onDismiss={onClose}
        submitLabel={label}
        busy={adding.isPending}
      />
    </>
  );
}
