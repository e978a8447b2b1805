import type { ComponentPropsWithRef, ReactNode } from 'react';
import { formatDateTime } from '@nirmal/format';
import { identity } from '../../internal/identity.ts';
import { staffActionLabels, type StaffAction } from '../../vocabulary/index.ts';
import { EmptyState } from '../EmptyState/index.ts';
import { collapseRepeats } from './collapseRepeats.ts';
import {
  StaffHistoryAction,
  StaffHistoryDetail,
  StaffHistoryLine,
  StaffHistoryRoot,
} from './StaffHistory.styles.ts';

/** One thing a staff member did, as the audit trail recorded it. */
export type StaffHistoryEntry = {
  id: string;
  /** When, an ISO instant; shown in India time. */
  at: string;
  action: StaffAction;
  /** The customer concerned; null when none was found. */
  customerName: string | null;
  /** What it was about: a masked mobile number, a device id or a link id. */
  subject: string;
  /** One sentence on what happened. */
  detail: string;
};

export type StaffHistoryProps = Omit<ComponentPropsWithRef<'div'>, 'children' | 'title'> & {
  /** Newest first. */
  entries: ReadonlyArray<StaffHistoryEntry>;
  /** Wording per action. @default staffActionLabels */
  actionLabels?: Partial<Record<StaffAction, string>>;
  /** Shown without entries. @default 'Nothing here yet' */
  emptyTitle?: ReactNode;
  /** @default 'Customers you look up and links you create or change appear here.' */
  emptyDescription?: ReactNode;
  /** Heading level of the empty state's title. @default 3 */
  emptyHeadingLevel?: 2 | 3 | 4;
  /** Under the list, e.g. a link to older entries. @default undefined */
  footer?: ReactNode;
  /** Said of entries in a row that say the same thing, shown once. @default (count, firstAt) => `${count} times, the first at ${formatDateTime(firstAt)}.` */
  repeatsText?: (count: number, firstAt: string) => string;
};

const defaultRepeatsText = (count: number, firstAt: string) =>
  `${count} times, the first at ${formatDateTime(firstAt)}.`;

// A refusal stands out; what changed a link is told apart from a look-up.
const actionTones: Record<StaffAction, 'info' | 'danger' | undefined> = {
  lookup: undefined,
  'lookup-refused': 'danger',
  'link-created': 'info',
  'link-resent': 'info',
  'link-cancelled': 'info',
  'link-replaced': 'info',
};

/**
 * A staff member's own history from the audit trail, newest first, with an empty state. Entries in
 * a row that say the same thing (a customer looked up on each reload) show once, counted.
 */
export function StaffHistory({
  entries,
  actionLabels,
  emptyTitle = 'Nothing here yet',
  emptyDescription = 'Customers you look up and links you create or change appear here.',
  emptyHeadingLevel = 3,
  footer,
  repeatsText = defaultRepeatsText,
  ...rest
}: StaffHistoryProps) {
  return (
    <div {...rest} {...identity('StaffHistory')}>
      {entries.length === 0 ? (
        <EmptyState
          size="sm"
          headingLevel={emptyHeadingLevel}
          title={emptyTitle}
          description={emptyDescription}
        />
      ) : (
        <StaffHistoryRoot>
          {collapseRepeats(entries).map(({ entry, count, firstAt }) => {
            const detail = [entry.detail, count > 1 && repeatsText(count, firstAt)].filter(Boolean).join(' ');
            return (
              <li key={entry.id}>
                <StaffHistoryLine>
                  <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
                  <StaffHistoryAction data-tone={actionTones[entry.action]}>
                    {actionLabels?.[entry.action] ?? staffActionLabels[entry.action]}
                  </StaffHistoryAction>
                  <span>{[entry.customerName, entry.subject].filter(Boolean).join(' · ')}</span>
                </StaffHistoryLine>
                {detail && <StaffHistoryDetail>{detail}</StaffHistoryDetail>}
              </li>
            );
          })}
        </StaffHistoryRoot>
      )}
      {footer}
    </div>
  );
}
