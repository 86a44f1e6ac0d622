// The bonus dialog's fields as a staff member types them (amounts in major units, the share as a
// percentage), read into the saveBonusDefinition request and checked by the call's own schema.
import {
  type OfficeBonusDefinition,
  type SaveBonusDefinitionRequest,
  saveBonusDefinitionRequest,
} from '@bet/domain/api/admin/bonuses';
import { z } from 'zod';
import {
  minorText,
  rateText,
  typed,
  typedMinor,
  typedRate,
  typedWhole,
} from '../../shared/format/typed-numbers.ts';

const texts = (tr: string, en: string) =>
  Object.fromEntries(
    [
      ['tr', tr.trim()],
      ['en', en.trim()],
    ].filter(([, text]) => text !== ''),
  );

export function bonusForm(id: number | undefined) {
  return z
    .object({
      titleTr: z.string(),
      titleEn: z.string(),
      termsTr: z.string(),
      termsEn: z.string(),
      image: z.string().trim(),
      amount: typed(typedMinor),
      percent: typed(typedRate),
      maxAmount: typed(typedMinor),
      wageringMultiplier: typed(typedWhole),
      expiryDays: typed(typedWhole),
      position: typed(typedWhole),
      active: z.boolean(),
    })
    .transform(
      (f): SaveBonusDefinitionRequest => ({
        ...(id === undefined ? {} : { id }),
        titles: texts(f.titleTr, f.titleEn),
        terms: texts(f.termsTr, f.termsEn),
        image: f.image,
        amount: f.amount,
        percentBp: f.percent,
        maxAmount: f.maxAmount,
        wageringMultiplier: f.wageringMultiplier,
        expiryDays: f.expiryDays,
        position: f.position,
        active: f.active,
      }),
    )
    .pipe(saveBonusDefinitionRequest);
}
export type BonusFormInput = z.input<ReturnType<typeof bonusForm>>;

/** A definition as the dialog shows it; a new one starts as a 100 bonus wagered 5 times within 30 days. */
export const bonusFormValuesOf = (row: OfficeBonusDefinition | null): BonusFormInput => ({
  titleTr: row?.titles.tr ?? '',
  titleEn: row?.titles.en ?? '',
  termsTr: row?.terms.tr ?? '',
  termsEn: row?.terms.en ?? '',
  image: row?.image ?? '',
  amount: minorText(row?.amount ?? 100_00),
  percent: rateText(row?.percentBp ?? 0),
  maxAmount: minorText(row?.maxAmount ?? 0),
  wageringMultiplier: String(row?.wageringMultiplier ?? 5),
  expiryDays: String(row?.expiryDays ?? 30),
  position: String(row?.position ?? 0),
  active: row?.active ?? true,
});
