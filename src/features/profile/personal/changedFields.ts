/**
 * What a profile form's save sends: the fields this tab changed since it loaded them or last
 * saved. The saves are partial updates (docs/api.md "Profile saves"), so two tabs that edit
 * different fields both keep their edit. Sending the whole form put the other fields back as this
 * tab loaded them: a tab opened earlier undid a later tab's save (a crowd audit, two tabs on two
 * instances: 20 of 20 pairs lost an edit). The same field edited in two tabs: the last save wins
 * (README "Decisions where the spec is silent", "Profile edits from two tabs").
 */
export function changedFields<T extends object>(values: T, base: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(values).filter(([field, value]) => value !== base[field as keyof T]),
  ) as Partial<T>;
}
