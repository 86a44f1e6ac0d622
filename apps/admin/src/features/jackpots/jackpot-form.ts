// The rules dialog's fields as a staff member types them (the share as a percentage, amounts in major
// units), read into the saveJackpot request and then checked by the call's own schema.
import {
  type JackpotOfficeRow,
  type SaveJackpotRequest,
  saveJackpotRequest,
} from '@bet/domain/api/admin/jackpots';
import { toMajor, toMinor } from '@bet/domain/money';
import { z } from 'zod';
import { rateText, typed, typedMinor, typedRate } from '../../shared/format/typed-numbers.ts';

const amount = typed(typedMinor);

/** The server's rule (jackpot-office-routes.ts), checked here so the field is marked before sending. */
const mustDropAboveSeed = (request: { seed: number | string; mustDropBy?: number | string | undefined }) =>
  request.mustDropBy === undefined || toMinor(request.mustDropBy) > toMinor(request.seed);

/**
 * The form of one jackpot's rules. The must-drop amount is read only for a jackpot that drops by
 * amount, and then always sent: left out, the server would put back the default one.
 */
export function jackpotForm(row: JackpotOfficeRow) {
  return z
    .object({
      contributionBp: typed(typedRate),
      seed: amount,
      mustDropBy: row.dropBy === 'amount' ? amount : z.string().transform(() => undefined),
    })
    .transform(
      ({ contributionBp, seed, mustDropBy }): SaveJackpotRequest => ({
        jackpot: row.id,
        contributionBp,
        // The API takes amounts in major units; typed exactly, so the server reads back the same minor units.
        seed: toMajor(seed),
        ...(mustDropBy === undefined ? {} : { mustDropBy: toMajor(mustDropBy) }),
      }),
    )
    .pipe(
      saveJackpotRequest.refine(mustDropAboveSeed, { path: ['mustDropBy'], message: 'mustDropAboveSeed' }),
    );
}
export type JackpotFormInput = z.input<ReturnType<typeof jackpotForm>>;
export type JackpotFormOutput = z.output<ReturnType<typeof jackpotForm>>;

/** A jackpot's rules as the dialog shows them at first. */
export const jackpotFormValuesOf = (row: JackpotOfficeRow): JackpotFormInput => ({
  contributionBp: rateText(row.contributionBp),
  seed: String(row.seed),
  mustDropBy: row.mustDropBy === null ? '' : String(row.mustDropBy),
});
