import type { DemoDetails, DemoDetailsProblems } from '@nirmal/domain';
import type { DemoBooking, SlotCalendar } from '@nirmal/domain/contract';

// Where a visitor booking a home demo is: what the demo page's action answers after each posted
// step, and what the page shows.

/** What each posted form asks for. */
export const DEMO_INTENTS = ['details', 'change-details', 'send-code', 'verify', 'book'] as const;
export type DemoIntent = (typeof DEMO_INTENTS)[number];

export const CHOOSE_SLOT = 'Choose a day and a time slot.';

export type DemoStage =
  /** The details as typed, with what is wrong with them. */
  | { step: 'details'; values: Record<keyof DemoDetails, string>; problems: DemoDetailsProblems }
  /**
   * The number to confirm: `mobile` as typed, and once a code is sent, `requestId` for the number
   * it went to (`sentTo`, which a refused new number leaves as it was); what went wrong, by field.
   */
  | {
      step: 'verify';
      details: DemoDetails;
      mobile?: string;
      sentTo?: string;
      requestId?: string;
      mobileProblem?: string;
      codeProblem?: string;
    }
  /** The number confirmed: the hub's calendar, and one key for this booking (a double submit books once). */
  | { step: 'slot'; details: DemoDetails; calendar: SlotCalendar; idempotencyKey: string; problem?: string }
  /** Booked; `choiceUnused` when it was booked before and a time chosen again changed nothing. */
  | { step: 'booked'; demo: DemoBooking; choiceUnused?: boolean };

/** A booked demo's confirmation, at the demo page it was booked on. */
export const bookedDemoPath = (pagePath: string, demoId: string, choiceUnused = false) =>
  `${pagePath}?${new URLSearchParams({ booked: demoId, ...(choiceUnused ? { unchanged: '1' } : {}) })}`;

/** How a slot is posted: its day and its start, e.g. "2026-12-03 10:00". */
export const slotChoice = (date: string, slot: string) => `${date} ${slot}`;
