import { ApiError } from '@bet/api-client/call-api';
import { Button } from '@bet/ui/button.tsx';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toggleOnSlip } from '../../../shared/slip/slip-rules.ts';
import type { SlipSelection } from '../../../shared/slip/slip-selection.ts';
import { useSlipStore } from '../../../shared/slip/slip-store.ts';
import { useNotifyStore } from '../../../shared/stores/notify-store.ts';
import { normalizeCode, useShortcode } from '../api/shortcode.ts';
import { useProblemText } from '../hooks/use-problem-text.ts';

/** Adds the pick an outcome's short code stands for (spec 001 section 5, Short code). */
export function ShortcodeForm() {
  const { t } = useTranslation();
  const id = useId();
  const [code, setCode] = useState('');
  const shortcode = useShortcode();
  const problemText = useProblemText();

  const added = (pick: SlipSelection) => {
    const { notifyThenReset } = useNotifyStore.getState();
    // A pick already on the slip stays; the code only ever adds.
    const result = useSlipStore.getState().has(pick.i, pick.m) ? 'added' : toggleOnSlip(pick);
    if (result === 'full' || result === 'refused') {
      const { refusal } = useSlipStore.getState();
      notifyThenReset(3, refusal ? problemText(refusal) : t('betslip.messages.noSelectSoTips'));
      return;
    }
    setCode('');
    notifyThenReset(
      1,
      t('betslip.messages.selectionAddedByCode', {
        home: pick.home,
        away: pick.away,
        market: pick.typename,
        outcome: pick.outcome,
      }),
    );
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const wanted = normalizeCode(code);
    if (!wanted || shortcode.isPending) return;
    shortcode.mutate(wanted, {
      onSuccess: added,
      onError: (error) => {
        const offline = error instanceof ApiError && error.status === 0;
        useNotifyStore
          .getState()
          .notifyThenReset(
            offline ? 2 : 3,
            offline
              ? t('common.errors.networkError')
              : t('betslip.messages.searchNotFound', { keyword: wanted }),
          );
      },
    });
  };

  return (
    <form className="bs-code" onSubmit={submit}>
      <label className="visually-hidden" htmlFor={id}>
        {t('betslip.code.label')}
      </label>
      <input
        id={id}
        className="input bs-code-input"
        value={code}
        onChange={(e) => setCode(e.target.value.toUpperCase())}
        placeholder={t('betslip.code.placeholder')}
        autoCapitalize="characters"
        autoComplete="off"
        spellCheck={false}
        maxLength={20}
      />
      <Button type="submit" variant="secondary" loading={shortcode.isPending}>
        {t('betslip.code.add')}
      </Button>
    </form>
  );
}
