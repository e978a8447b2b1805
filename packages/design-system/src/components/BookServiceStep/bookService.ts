// Pure rules of the BookServiceStep: which answers are missing. No DOM, unit-tested in Node.
import type { ServiceType } from '../../vocabulary/index.ts';

/** What the customer chose on the "book a service" step (in the API's field names). */
export type BookServiceValue = {
  /** The kind of visit. */
  serviceType: ServiceType;
  /** The problem's code from the defect options; `''` when the service type does not ask for one. */
  defectType: string;
  /** Additional remarks, trimmed; may be empty. */
  addnRemarks: string;
};

/** The step's answers while the customer fills it in. */
export type BookServiceDraft = {
  serviceType: ServiceType | '';
  defectType: string;
  addnRemarks: string;
};

/** Fields that must be answered before the step continues. */
export type BookServiceProblem = 'serviceType' | 'defectType';

/** The missing answers, in the order the form shows them. */
export function bookServiceProblems(
  draft: BookServiceDraft,
  defectServiceTypes: readonly ServiceType[],
): BookServiceProblem[] {
  const problems: BookServiceProblem[] = [];
  if (!draft.serviceType) problems.push('serviceType');
  else if (defectServiceTypes.includes(draft.serviceType) && !draft.defectType) problems.push('defectType');
  return problems;
}

/** The value sent on Continue: no defect for a type that does not ask for one, remarks trimmed. */
export function toBookServiceValue(
  draft: BookServiceDraft & { serviceType: ServiceType },
  defectServiceTypes: readonly ServiceType[],
): BookServiceValue {
  return {
    serviceType: draft.serviceType,
    defectType: defectServiceTypes.includes(draft.serviceType) ? draft.defectType : '',
    addnRemarks: draft.addnRemarks.trim(),
  };
}
