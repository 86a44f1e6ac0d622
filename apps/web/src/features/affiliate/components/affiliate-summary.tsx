import type { AffiliateState } from '@bet/domain/api/affiliates';
import { Button } from '@bet/ui/button.tsx';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../shared/format/format.ts';
import { useLanguage } from '../../../shared/hooks/use-language.ts';
import { registerLinkOf } from '../lib/affiliate-links.ts';

/** The running period, the terms and the copyable registration link /{lang}/register/{link}. */
export function AffiliateSummary({ state }: { state: AffiliateState }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const [copied, setCopied] = useState(false);
  const link = registerLinkOf(window.location.origin, lang, state.affiliate_link);
  const copy = () => void navigator.clipboard?.writeText(link).then(() => setCopied(true));
  return (
    <div className="aff-summary">
      <p className="aff-period">
        {t('affiliate.period', {
          from: formatDate(state.periodStart),
          // The end is exclusive (a weekly period ends at Monday 00:00): show the last day it covers.
          to: formatDate(Date.parse(state.periodEnd) - 1),
        })}
      </p>
      <p className="muted">
        {t('affiliate.terms', {
          percent: state.percent,
          cutoff: t(state.cutoff === 1 ? 'affiliate.cutoff.weekly' : 'affiliate.cutoff.monthly'),
        })}
      </p>
      <div className="aff-link">
        <label className="field-label" htmlFor="aff-link">
          {t('affiliate.link')}
        </label>
        <div className="aff-link-row">
          <input id="aff-link" className="input" readOnly value={link} onFocus={(e) => e.target.select()} />
          <Button variant="secondary" size="sm" onClick={copy}>
            {t(copied ? 'affiliate.code_copied' : 'affiliate.copy')}
          </Button>
        </div>
      </div>
    </div>
  );
}
