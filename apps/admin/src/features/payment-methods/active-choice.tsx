import type { UseFormRegisterReturn } from 'react-hook-form';

/** The checkbox that lists a record on the player site or hides it. */
export function ActiveChoice({ label, ...input }: UseFormRegisterReturn & { label: string }) {
  return (
    <label className="choice">
      <input type="checkbox" {...input} />
      <span>{label}</span>
    </label>
  );
}
