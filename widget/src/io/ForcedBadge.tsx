/** The F mark of a forced tag, read out as "forced". */
export function ForcedBadge() {
  return (
    <span className="plc-io__forced" title="Forced">
      <span aria-hidden="true">F</span>
      <span className="plc-io__hidden">forced</span>
    </span>
  );
}
