import { requiredBankers } from '@bet/domain/betting/combinations';
import { Button } from '@bet/ui/button.tsx';
import { Dialog } from '@bet/ui/dialog.tsx';
import { useTranslation } from 'react-i18next';
import { useShallow } from 'zustand/react/shallow';
import { DEFAULT_ADD_RULES } from '../../../shared/slip/slip-rules.ts';
import { useSlipStore } from '../../../shared/slip/slip-store.ts';
import { chooseSystemSize } from '../lib/slip-actions.ts';
import { bankerCount, systemChoices } from '../lib/slip-system.ts';
import './slip-popups.css';

/** The system selector: sizes labelled A, B, ... with their combination counts; several may be chosen. */
export function SystemPopup({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const state = useSlipStore(
    useShallow((s) => ({
      selections: s.selections,
      systemSizes: s.systemSizes,
      maxFree: (s.addRules ?? DEFAULT_ADD_RULES).systemFreePicks,
    })),
  );
  const options = systemChoices(state);
  const count = state.selections.length;
  const autoBankers = requiredBankers(count, state.maxFree) - bankerCount(state.selections);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('betslip.system.title')}
      actions={<Button onClick={onClose}>{t('common.ok')}</Button>}
    >
      {options.length === 0 ? (
        <p className="muted">{t('betslip.system.none')}</p>
      ) : (
        <fieldset className="bs-system">
          <legend className="muted">{t('betslip.system.hint')}</legend>
          {autoBankers > 0 && (
            <p className="notice notice-warning">{t('betslip.system.autoBankers', { count: autoBankers })}</p>
          )}
          {options.map((o) => (
            <label key={o.size} className="bs-system-option">
              <input type="checkbox" checked={o.selected} onChange={() => chooseSystemSize(o.size)} />
              <span className="bs-system-letter">{o.label}</span>
              <span className="bs-system-size">{t('betslip.system.option', { size: o.size, count })}</span>
              <span className="muted">{t('betslip.system.combinations', { count: o.count })}</span>
            </label>
          ))}
        </fieldset>
      )}
    </Dialog>
  );
}
