import { summarizeSlip } from '@bet/domain/betting/slip-summary';
import type { SlipInput, SlipSummary } from '@bet/domain/betting/types';
import { useMemo } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { useUser } from '../../../shared/session/api/get-user-data.ts';
import { useSiteSettings } from '../../../shared/site/use-site-settings.ts';
import { useSlipStore } from '../../../shared/slip/slip-store.ts';
import { type SlipContext, type SlipDraft, slipInput } from '../lib/slip-units.ts';

export type SlipView = { draft: SlipDraft; context: SlipContext; input: SlipInput; summary: SlipSummary };

/** The slip as it stands, priced by the betting rules for the signed-in player (or a visitor). */
export function useSlipSummary(): SlipView {
  const user = useUser();
  const settings = useSiteSettings();
  const draft = useSlipStore(
    useShallow(
      (s): SlipDraft => ({ selections: s.selections, systemSizes: s.systemSizes, amount: s.amount }),
    ),
  );
  return useMemo(() => {
    const context = { user, settings };
    const input = slipInput(draft, context);
    return { draft, context, input, summary: summarizeSlip(input) };
  }, [draft, user, settings]);
}
