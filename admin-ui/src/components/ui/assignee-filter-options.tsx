import type { DealAssigneeOption } from '@estate/contract';

/**
 * The options of a filter by holder (the pipeline's, the viewings calendar's): everyone, the
 * member themself, nobody yet, then each other member who works deals.
 */
export function AssigneeFilterOptions({
  members,
  selfId,
  anyLabel,
}: {
  members: readonly DealAssigneeOption[] | undefined;
  selfId: number;
  anyLabel: string;
}) {
  return (
    <>
      <option value="">{anyLabel}</option>
      <option value="me">Me</option>
      <option value="none">Nobody yet</option>
      {(members ?? [])
        .filter((m) => m.id !== selfId)
        .map((m) => (
          <option key={m.id} value={String(m.id)}>
            {m.name} ({m.role})
          </option>
        ))}
    </>
  );
}
