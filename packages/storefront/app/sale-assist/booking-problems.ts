import { saleAssistScheduleSchema, type SaleAssistScheduleRequest } from '@nirmal/domain/contract';

export type SaleAssistField = 'name' | 'mobile' | 'interest' | 'slot';
export type SaleAssistProblems = Partial<Record<SaleAssistField, string>>;

/** The contract's own rules, field by field, so the visitor reads every problem at once and beside its field. */
export function bookingProblems(request: SaleAssistScheduleRequest): SaleAssistProblems {
  const checked = saleAssistScheduleSchema.safeParse(request);
  if (checked.success) return {};
  const problems: SaleAssistProblems = {};
  // The day and the time are one choice in the slot picker, where a day is always chosen: what is
  // missing is the time, so the time's problem is said before the day's.
  const dayLast = (path: PropertyKey[]) => Number(path[0] === 'date');
  const issues = checked.error.issues.toSorted((a, b) => dayLast(a.path) - dayLast(b.path));
  for (const issue of issues) {
    const [field] = issue.path;
    const named: SaleAssistField = field === 'date' ? 'slot' : (field as SaleAssistField);
    problems[named] ??= issue.message;
  }
  return problems;
}
