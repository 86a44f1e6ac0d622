import type { AmountOption, BankItem } from '@bet/domain/api/payment-methods';
import { parseFailureText } from '@bet/domain/payments/field-rules';
import { Button } from '@bet/ui/button.tsx';
import { LoadFailed } from '@bet/ui/load-failed.tsx';
import { Spinner } from '@bet/ui/spinner.tsx';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { formatMoney } from '../../../shared/format/format.ts';
import { useLanguage } from '../../../shared/hooks/use-language.ts';
import { useUiStore } from '../../../shared/stores/ui-store.ts';
import { useBanks } from '../api/get-banks.ts';
import { failureMessage } from '../lib/failure-message.ts';

type BankChoiceProps = {
  payId: number;
  payCatId: number;
  chosen: AmountOption | null;
  onChoose: (option: AmountOption | null) => void;
};

function BankAmounts({
  bank,
  chosen,
  onChoose,
  onBack,
}: Omit<BankChoiceProps, 'payId' | 'payCatId'> & {
  bank: BankItem;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  const lang = useLanguage();
  return (
    <div className="pay-bank">
      <div className="pay-bank-head">
        <strong>{bank.name}</strong>
        {bank.amounts.length > 0 && (
          <Button variant="ghost" size="sm" onClick={onBack}>
            {t('payments.otherBanks')}
          </Button>
        )}
      </div>
      {bank.amounts.length === 0 ? (
        <div className="pay-bank-off">
          <p className="notice notice-warning" role="status">
            {t('payments.bankUnavailable')}
          </p>
          <Button variant="secondary" onClick={onBack}>
            {t('payments.backToBanks')}
          </Button>
        </div>
      ) : (
        <fieldset className="pay-amounts">
          <legend className="field-label">{t('payments.chooseAmount')}</legend>
          {bank.amounts.map((option) => (
            <button
              key={option.activeAmountId}
              type="button"
              className="pay-amount"
              aria-pressed={chosen?.activeAmountId === option.activeAmountId}
              onClick={() => onChoose(option)}
            >
              {formatMoney(option.amount, option.currency, lang)}
            </button>
          ))}
        </fieldset>
      )}
    </div>
  );
}

/** A bank-type method's choice (spec 002 section 2): its banks, then one of the chosen bank's amounts. */
export function BankChoice({ payId, payCatId, chosen, onChoose }: BankChoiceProps) {
  const { t } = useTranslation();
  const banks = useBanks(payId, payCatId);
  const [bankId, setBankId] = useState<number | null>(null);
  const openLogin = useUiStore((s) => s.openLogin);
  const { pathname, search } = useLocation();
  const signedOut = banks.data?.login === false;
  useEffect(() => {
    if (signedOut) openLogin(pathname + search);
  }, [signedOut, openLogin, pathname, search]);

  if (banks.isPending) return <Spinner />;
  if (banks.isError) return <LoadFailed onRetry={() => void banks.refetch()} />;
  if (signedOut) return null;
  if (banks.data.error) {
    return (
      <p className="notice notice-error" role="alert">
        {failureMessage(parseFailureText(banks.data.error), t)}
      </p>
    );
  }
  const bank = banks.data.banks.find((item) => item.bankId === bankId);
  if (bank) {
    const back = () => {
      setBankId(null);
      onChoose(null);
    };
    return <BankAmounts bank={bank} chosen={chosen} onChoose={onChoose} onBack={back} />;
  }
  return (
    <fieldset className="pay-banks">
      <legend className="field-label">{t('payments.chooseBank')}</legend>
      <ul className="list pay-list">
        {banks.data.banks.map((item) => (
          <li key={item.bankId}>
            <button type="button" className="pay-item" onClick={() => setBankId(item.bankId)}>
              <span className="pay-item-text">
                <span className="pay-item-name">{item.name}</span>
                {item.swiftcode && <span className="pay-item-info muted">{item.swiftcode}</span>}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
