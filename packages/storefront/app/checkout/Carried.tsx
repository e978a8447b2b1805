import type { CheckoutChoices } from '@nirmal/domain';

/** The choices other than the address, carried along when the address changes. */
export function Carried({ choices, form }: { choices: CheckoutChoices; form?: string }) {
  return (
    <>
      {choices.promotion && <input type="hidden" name="promotion" value={choices.promotion} form={form} />}
      {choices.assistantCode && (
        <input type="hidden" name="assistantCode" value={choices.assistantCode} form={form} />
      )}
    </>
  );
}
