import type { SimulatorController } from '../simulator/simulatorController.ts';
import type { TagRow } from '../tags/tagRows.ts';

/** Props of `TrendPicker`. */
export interface TrendPickerProps {
  controller: SimulatorController;
  /**
   * The tags that can be trended (BOOL, DINT and REAL tags and members), with array tags followed by
   * their elements (`tagRows` order).
   */
  tags: readonly TagRow[];
  /** The names trended now (`SimulatorState.trended`). */
  trended: readonly string[];
}

/**
 * A checkbox per tag; checking or unchecking one calls `controller.setTrended` with the new list. An
 * array (issue 24) is a disclosure listing a checkbox per element (`Data[3]`), open when one of them
 * is trended, so a long array does not bury the other tags.
 */
export function TrendPicker({ controller, tags, trended }: TrendPickerProps) {
  const isTrended = (name: string) => trended.some((n) => n.toUpperCase() === name.toUpperCase());
  const toggle = (name: string) =>
    controller.setTrended(
      isTrended(name) ? trended.filter((n) => n.toUpperCase() !== name.toUpperCase()) : [...trended, name],
    );
  const item = (tag: TagRow) => (
    <li key={tag.id}>
      <label>
        <input type="checkbox" checked={isTrended(tag.name)} onChange={() => toggle(tag.name)} />
        <span className="plc-trend__tag">{tag.name}</span>
        {tag.alias !== '' && ' '}
        {tag.alias !== '' && <span className="plc-trend__alias">{tag.alias}</span>}
      </label>
    </li>
  );
  return (
    <fieldset className="plc-trend__picker">
      <legend>Trended tags</legend>
      {tags.length === 0 ? (
        <p className="plc-trend__note">No BOOL, DINT or REAL tags.</p>
      ) : (
        <ul>
          {tags.map((tag) => {
            if (tag.index !== undefined) return null;
            if (tag.dimension === undefined) return item(tag);
            const elements = tags.filter((row) => row.index !== undefined && row.parentId === tag.id);
            return (
              <li key={tag.id}>
                <details className="plc-trend__array" open={elements.some((e) => isTrended(e.name))}>
                  <summary>
                    <span className="plc-trend__tag">{tag.name}</span>{' '}
                    <span className="plc-trend__alias">{tag.typeText}</span>
                  </summary>
                  <ul>{elements.map(item)}</ul>
                </details>
              </li>
            );
          })}
        </ul>
      )}
    </fieldset>
  );
}
