import { InlineAlert, Link } from '@nirmal/design-system';
import { deviceQueries } from '@nirmal/domain';
import { useQuery } from '@tanstack/react-query';
import { useClients } from '../state/app-state.tsx';
import { plansPath } from './paths.ts';

/** What a plan would save this customer on this device in a year (`/api/assets/saving-promo`). */
export function SavingPromo({ assetId }: { assetId: string }) {
  const { assets } = useClients();
  const { data: promo } = useQuery(deviceQueries.savingPromo(assets, assetId));
  if (!promo) return null;
  return (
    <InlineAlert
      tone="info"
      role="none"
      title={promo.title}
      action={
        <Link href={plansPath(assetId)} variant="standalone">
          Compare plans
        </Link>
      }
    >
      {promo.message}
    </InlineAlert>
  );
}
