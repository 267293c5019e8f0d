import type { StProgram } from './ast.ts';
import type { TagResolver } from './resolve.ts';

/**
 * The program with every enumeration value used as a value (`Filling`, a CASE label) read as an integer
 * literal carrying its enumeration (a tag of the same name wins; targets and FOR variables stay names),
 * so the checker, code generator and reference interpreter see DINT constants.
 */
export function withEnumValues(program: StProgram, resolver: TagResolver): StProgram {
  if (resolver.enums.size === 0) return program;
  const map = (node: unknown, key: string): unknown => {
    if (Array.isArray(node)) return node.map((n) => map(n, ''));
    if (node === null || typeof node !== 'object') return node;
    const record = node as Record<string, unknown>;
    if (record.kind === 'name' && key !== 'target' && key !== 'variable') {
      const name = (record.name as { name: string }).name;
      const value = resolver.resolve(name) ? undefined : resolver.enums.get(name.toUpperCase());
      if (value)
        return {
          kind: 'integer',
          value: value.value,
          enumType: value.type,
          from: record.from,
          to: record.to,
        };
    }
    return Object.fromEntries(Object.entries(record).map(([k, v]) => [k, map(v, k)]));
  };
  try {
    return map(program, '') as StProgram;
  } catch (error) {
    // Nested too deep to copy: the checker reports the depth of the program as it is.
    if (error instanceof RangeError) return program;
    throw error;
  }
}
