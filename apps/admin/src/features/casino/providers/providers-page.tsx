import type { CasinoProviderRow, ProviderSecretAnswer } from '@bet/domain/api/admin/casino-providers';
import { Button } from '@bet/ui/button.tsx';
import { PlusIcon } from '@bet/ui/icons.tsx';
import { LoadFailed } from '@bet/ui/load-failed.tsx';
import { Skeleton } from '@bet/ui/skeleton.tsx';
import { TitledSection } from '@bet/ui/titled-section.tsx';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Edited } from '../../../shared/content/edit-dialog.tsx';
import { ConfirmDeleteDialog } from '../../../shared/ui/confirm-delete-dialog.tsx';
import { useCasinoProviders, useRotateSecret, useSuspendProvider } from '../api/casino-providers.ts';
import { useOpenGames } from '../open-games.ts';
import { CatalogueDialog, type CatalogueTarget } from './catalogue-dialog.tsx';
import { IntegrationSheet } from './integration-sheet.tsx';
import { ProviderCard } from './provider-card.tsx';
import { ProviderDialog } from './provider-dialog.tsx';
import { SecretDialog, type ShownSecret } from './secret-dialog.tsx';
import '../casino.css';
import './providers.css';

/**
 * The wallet's game providers, every site's: register an outside one, hand over its secret once,
 * rotate it, and add the companies and games it brings (each site then lists them on Casino games).
 */
export function CasinoProvidersPage() {
  const { t } = useTranslation();
  const providers = useCasinoProviders();
  const rotate = useRotateSecret();
  const suspension = useSuspendProvider();
  const games = useOpenGames();
  const [edited, setEdited] = useState<Edited<CasinoProviderRow>>(null);
  const [rotating, setRotating] = useState<CasinoProviderRow | null>(null);
  const [suspending, setSuspending] = useState<CasinoProviderRow | null>(null);
  const [adding, setAdding] = useState<CatalogueTarget | null>(null);
  const [secret, setSecret] = useState<ShownSecret | null>(null);
  const showSecret = (answer: ProviderSecretAnswer) => setSecret(answer.secret);
  return (
    <TitledSection
      titleId="casino-providers-title"
      title={t('nav.casinoProviders')}
      className="page casino-page"
    >
      <p className="muted form-lead">{t('casinoProviders.lead')}</p>
      {providers.isError ? (
        <LoadFailed onRetry={() => void providers.refetch()} />
      ) : !providers.data ? (
        <Skeleton width="100%" height="12em" />
      ) : (
        <>
          <IntegrationSheet walletUrl={providers.data.walletUrl} />
          <div className="providers-toolbar">
            <Button onClick={() => setEdited('new')}>
              <PlusIcon size={18} />
              {t('casinoProviders.add')}
            </Button>
          </div>
          {providers.data.providers.map((provider) => (
            <ProviderCard
              key={provider.id}
              provider={provider}
              onEdit={() => setEdited(provider)}
              onRotate={() => setRotating(provider)}
              onSuspend={() => setSuspending(provider)}
              onResume={() => suspension.mutate({ id: provider.id, suspended: false })}
              resuming={
                suspension.isPending &&
                suspension.variables.id === provider.id &&
                !suspension.variables.suspended
              }
              onAdd={setAdding}
              games={games}
            />
          ))}
        </>
      )}
      <ProviderDialog edited={edited} onClose={() => setEdited(null)} onSecret={showSecret} />
      <CatalogueDialog target={adding} onClose={() => setAdding(null)} />
      <ConfirmDeleteDialog
        id={rotating?.id ?? null}
        title={t('casinoProviders.rotateTitle', { name: rotating?.name ?? '' })}
        question={t('casinoProviders.rotateQuestion')}
        confirmLabel={t('casinoProviders.rotate')}
        removal={{
          ...rotate,
          mutate: (id, { onSuccess }) =>
            rotate.mutate(
              { id },
              {
                onSuccess: (answer) => {
                  onSuccess();
                  showSecret(answer);
                },
              },
            ),
        }}
        onClose={() => setRotating(null)}
      />
      <ConfirmDeleteDialog
        id={suspending?.id ?? null}
        title={t('casinoProviders.suspendTitle', { name: suspending?.name ?? '' })}
        question={t('casinoProviders.suspendQuestion')}
        confirmLabel={t('casinoProviders.suspend')}
        removal={{
          ...suspension,
          mutate: (id, options) => suspension.mutate({ id, suspended: true }, options),
        }}
        onClose={() => setSuspending(null)}
      />
      <SecretDialog secret={secret} onClose={() => setSecret(null)} />
    </TitledSection>
  );
}
