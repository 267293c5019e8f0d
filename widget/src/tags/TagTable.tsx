import { memo, useMemo } from 'react';
import { useScanValue, useSimulatorState } from '../simulator/hooks.ts';
import type { SimulatorController } from '../simulator/simulatorController.ts';
import { tagRows, type TagRow } from './tagRows.ts';
import './tags.css';

/** Props of `TagTable`. */
export interface TagTableProps {
  /** The simulator whose loaded project's tags are listed, with their live values. */
  controller: SimulatorController;
  /** Accessible name of the table (and of its scroll region); default 'Tags'. */
  label?: string;
  className?: string;
}

/**
 * The Tags tab (spec 000 §2): Name, Alias, Type and Value of every tag, sorted by name, each TIMER and
 * COUNTER followed by its members as `parent.child`. Values are read from the engine after every scan
 * (only the cells whose value changed re-render); forced tags carry an F badge. Read-only.
 */
export function TagTable({ controller, label = 'Tags', className }: TagTableProps) {
  const { project, forced } = useSimulatorState(controller);
  const rows = useMemo(() => (project ? tagRows(project) : []), [project]);
  const forcedNames = useMemo(() => new Set([...forced.keys()].map((n) => n.toUpperCase())), [forced]);
  return (
    <div
      className={['plc-tags', className].filter(Boolean).join(' ')}
      role="region"
      aria-label={label}
      tabIndex={0}
    >
      <table className="plc-tags__table">
        <caption className="plc-tags__hidden">{label}</caption>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Alias</th>
            <th scope="col">Type</th>
            <th scope="col">Value</th>
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={4} className="plc-tags__empty">
                No tags.
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <TagTableRow
                key={row.id}
                controller={controller}
                row={row}
                forced={forcedNames.has(row.name.toUpperCase())}
              />
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}

interface TagTableRowProps {
  controller: SimulatorController;
  row: TagRow;
  forced: boolean;
}

const TagTableRow = memo(function TagTableRow({ controller, row, forced }: TagTableRowProps) {
  return (
    <tr className={row.parentId ? 'plc-tags__child' : undefined} data-tag={row.name}>
      <th scope="row" className="plc-tags__name">
        {row.name}
      </th>
      <td>{row.alias}</td>
      <td>{row.dataType}</td>
      <td className="plc-tags__value">
        {row.hasValue && <LiveValue controller={controller} row={row} />}
        {forced && (
          <span className="plc-tags__forced" title="Forced">
            <span aria-hidden="true">F</span>
            <span className="plc-tags__hidden">forced</span>
          </span>
        )}
      </td>
    </tr>
  );
});

function LiveValue({ controller, row }: { controller: SimulatorController; row: TagRow }) {
  const value = useScanValue(controller, () => controller.live.valueOfId(row.id) ?? row.value);
  return <span>{value}</span>;
}
