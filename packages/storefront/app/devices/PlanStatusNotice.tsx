import { ButtonLink, InlineAlert } from '@nirmal/design-system';
import type { Asset } from '@nirmal/domain/contract';
import { plansPath } from './paths.ts';
import { planNotice } from './plan-notice.ts';

/** Where the device's plan stands, in one sentence from the server, with Renew or Buy when it can be. */
export function PlanStatusNotice({ device }: { device: Asset }) {
  const notice = planNotice(device);
  return (
    <InlineAlert
      tone={notice.tone}
      title={notice.title}
      role="none"
      action={
        notice.action && (
          <ButtonLink href={plansPath(device.id)} size="sm">
            {notice.action}
          </ButtonLink>
        )
      }
    >
      {device.planStatus.message}
    </InlineAlert>
  );
}
