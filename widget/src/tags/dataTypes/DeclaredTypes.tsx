import { typeText, type DataType } from '@plcsim/compiler';

/**
 * The data types a Structured Text program declares for itself (`TYPE Motor : STRUCT … END_STRUCT;
 * END_TYPE`), read-only: each name with its members and their types.
 */
export function DeclaredTypes({ types }: { types: readonly DataType[] }) {
  return (
    <section className="plc-types__declared" aria-label="Declared in the Structured Text (TYPE)">
      <h3 className="plc-types__title">Declared in the Structured Text (TYPE)</h3>
      <ul className="plc-types__list">
        {types.map((type) => (
          <li key={type.uuid} data-type={type.name}>
            <span className="plc-tags__name">{type.name}</span>:{' '}
            {type.members.map((m) => `${m.name} ${typeText(m)}`).join(', ')}
          </li>
        ))}
      </ul>
    </section>
  );
}
