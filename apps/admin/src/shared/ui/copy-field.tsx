import { Button } from '@bet/ui/button.tsx';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import './copy-field.css';

/** A value to hand on (an address, a secret): shown whole in code type, with a button that copies it. */
export function CopyField({ label, value }: { label: string; value: string }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  const copy = () => void navigator.clipboard?.writeText(value).then(() => setCopied(true));
  return (
    <div className="copy-field">
      <span className="field-label">{label}</span>
      <div className="copy-field-row">
        <code className="copy-field-value">{value}</code>
        <Button variant="secondary" size="sm" onClick={copy} aria-label={t('common.copyOf', { name: label })}>
          {copied ? t('common.copied') : t('common.copy')}
        </Button>
      </div>
    </div>
  );
}
