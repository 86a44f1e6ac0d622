import type { PaymentTypeItem } from '@bet/domain/api/payment-methods';
import { Button } from '@bet/ui/button.tsx';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** A method's information lines (an IBAN, an account holder), each copyable. */
export function InfoFields({ items }: { items: PaymentTypeItem['infofields'] }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState<number | null>(null);
  if (items.length === 0) return null;
  const copy = (text: string, index: number) => {
    void navigator.clipboard?.writeText(text).then(() => setCopied(index));
  };
  return (
    <dl className="pay-info">
      {items.map((item, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the lines have no id and never reorder
        <div key={index} className="pay-info-row">
          <dt className="muted">{item.label}</dt>
          <dd>
            <span className="pay-info-text">{item.text}</span>
            <Button variant="ghost" size="sm" onClick={() => copy(item.text, index)}>
              {t(copied === index ? 'payments.copied' : 'payments.copy')}
            </Button>
          </dd>
        </div>
      ))}
    </dl>
  );
}
