import { ApiError } from '@bet/api-client/call-api';
import { Button } from '@bet/ui/button.tsx';
import { Dialog } from '@bet/ui/dialog.tsx';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAffiliateRegister } from '../api/affiliate-state.ts';

/** Status 0 (spec 002 §4): the request button, or the pending message once requested. */
export function AffiliateRequest({ pending }: { pending: boolean }) {
  const { t } = useTranslation();
  const register = useAffiliateRegister();
  const [answer, setAnswer] = useState<{ ok: boolean; text: string } | null>(null);

  const ask = () =>
    register.mutate(undefined, {
      onSuccess: (res) => setAnswer({ ok: true, text: res.msg || t('affiliate.request.sent') }),
      onError: (err) =>
        setAnswer({
          ok: false,
          text: (err instanceof ApiError && err.message) || t('affiliate.request.failed'),
        }),
    });

  return (
    <div className="aff-request">
      {pending ? (
        <p className="notice" role="status">
          {t('affiliate.request.pending')}
        </p>
      ) : (
        <>
          <p>{t('affiliate.request.intro')}</p>
          <Button onClick={ask} disabled={register.isPending}>
            {t('affiliate.request.button')}
          </Button>
        </>
      )}
      <Dialog
        open={answer !== null}
        onClose={() => setAnswer(null)}
        title={t(answer?.ok ? 'affiliate.request.successTitle' : 'affiliate.request.errorTitle')}
        actions={<Button onClick={() => setAnswer(null)}>{t('affiliate.ok')}</Button>}
      >
        <p>{answer?.text}</p>
      </Dialog>
    </div>
  );
}
