import {
  type CasinoCompanyRow,
  type CasinoProviderRow,
  companyServices,
} from '@bet/domain/api/admin/casino-providers';
import { Dialog } from '@bet/ui/dialog.tsx';
import { Select } from '@bet/ui/select.tsx';
import { TextField } from '@bet/ui/text-field.tsx';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAddCompany } from '../api/casino-providers.ts';
import { AddFoot } from './add-foot.tsx';
import { GameForm, GameListForm } from './game-forms.tsx';

/** What is being added: a company of a provider, or one game or a list of games of a company. */
export type CatalogueTarget =
  | { kind: 'company'; provider: CasinoProviderRow }
  | { kind: 'game' | 'games'; provider: CasinoProviderRow; company: CasinoCompanyRow };

export function CatalogueDialog({
  target,
  onClose,
}: {
  target: CatalogueTarget | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const title = !target
    ? ''
    : target.kind === 'company'
      ? t('casinoProviders.addCompanyTo', { name: target.provider.name })
      : t(target.kind === 'game' ? 'casinoProviders.addGameTo' : 'casinoProviders.importTo', {
          name: target.company.name,
        });
  return (
    <Dialog open={target !== null} onClose={onClose} title={title}>
      {target?.kind === 'company' && (
        <CompanyForm key={target.provider.id} provider={target.provider} onClose={onClose} />
      )}
      {target?.kind === 'game' && (
        <GameForm key={target.company.id} company={target.company} onClose={onClose} />
      )}
      {target?.kind === 'games' && (
        <GameListForm key={target.company.id} company={target.company} onClose={onClose} />
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
