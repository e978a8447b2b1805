/** Joins the ids of the texts that describe a control, skipping absent ones. */
export const describedBy = (...ids: Array<string | false | undefined>) =>
  ids.filter(Boolean).join(' ') || undefined;
