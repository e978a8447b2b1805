import type { DemoDetails } from '@nirmal/domain';
import { useNavigation } from 'react-router';
import type { DemoIntent } from './demo-stage.ts';

/** A step's form carries the details and what it asks for, so each post stands on its own. */
export function DemoFormFields({ intent, details }: { intent: DemoIntent; details: DemoDetails }) {
  return (
    <>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="name" value={details.name} />
      <input type="hidden" name="pincode" value={details.pincode} />
      <input type="hidden" name="productType" value={details.productType} />
    </>
  );
}

/** This page's form asking for `intent` is on its way to the server. */
export function useSubmitting(intent: DemoIntent): boolean {
  const navigation = useNavigation();
  return navigation.state === 'submitting' && navigation.formData?.get('intent') === intent;
}
