import { saleAssistScheduleSchema, type SaleAssistScheduleRequest } from '@nirmal/domain/contract';

export type SaleAssistField = 'name' | 'mobile' | 'interest' | 'slot';
export type SaleAssistProblems = Partial<Record<SaleAssistField, string>>;

/** The contract's own rules, field by field, so the visitor reads every problem at once and beside its field. */
export function bookingProblems(request: SaleAssistScheduleRequest): SaleAssistProblems {
  const checked = saleAssistScheduleSchema.safeParse(request);
  if (checked.success) return {};
  const problems: SaleAssistProblems = {};
  for (const issue of checked.error.issues) {
    const [field] = issue.path;
    const named: SaleAssistField = field === 'date' ? 'slot' : (field as SaleAssistField);
    problems[named] ??= issue.message;
  }
  return problems;
}
