import { describe, expect, it } from 'vitest';
import { collapseRepeats } from './collapseRepeats.ts';
import type { StaffHistoryEntry } from './StaffHistory.tsx';

const lookUp = (id: string, at: string, subject = '90••••0001'): StaffHistoryEntry => ({
  id,
  at,
  action: 'lookup',
  customerName: 'Asha Verma',
  subject,
  detail: 'Found by mobile number.',
});

describe('collapseRepeats', () => {
  it('shows entries in a row that say the same thing once, counted, since the oldest', () => {
    const runs = collapseRepeats([
      lookUp('aud-4', '2026-11-27T05:10:00.000Z'),
      lookUp('aud-3', '2026-11-27T05:05:00.000Z'),
      lookUp('aud-2', '2026-11-27T05:00:00.000Z'),
      lookUp('aud-1', '2026-11-27T04:50:00.000Z', 'AST-100102'),
    ]);
    expect(runs.map(({ entry, count, firstAt }) => [entry.id, count, firstAt])).toEqual([
      ['aud-4', 3, '2026-11-27T05:00:00.000Z'],
      ['aud-1', 1, '2026-11-27T04:50:00.000Z'],
    ]);
  });

  it('keeps the same thing apart when something else happened between', () => {
    const linkCreated: StaffHistoryEntry = {
      ...lookUp('aud-2', '2026-11-27T05:05:00.000Z'),
      action: 'link-created',
    };
    const runs = collapseRepeats([
      lookUp('aud-3', '2026-11-27T05:10:00.000Z'),
      linkCreated,
      lookUp('aud-1', '2026-11-27T05:00:00.000Z'),
    ]);
    expect(runs.map((run) => run.count)).toEqual([1, 1, 1]);
  });
});
