/** The options of a group choice: first the one meaning "no group chosen" (value ''), then each group. */
export function GroupOptions({ groups, noneLabel }: { groups: readonly string[]; noneLabel: string }) {
  return (
    <>
      <option value="">{noneLabel}</option>
      {groups.map((group) => (
        <option key={group} value={group}>
          {group}
        </option>
      ))}
    </>
  );
}
