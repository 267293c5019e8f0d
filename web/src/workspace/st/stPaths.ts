/**
 * Access paths in the Structured Text editor (issue 24): the type a path such as `Pumps[2]` or
 * `Line.Motors[1].Delay` names, from the project's data types and the source's TYPE blocks, for the
 * members listed after `P1.` and the hover (with live value) of `Pumps[2].Run`.
 */
import {
  iecTypeText,
  programVars,
  TypeTable,
  type PathSegment,
  type Project,
  type TypeRef,
} from '@plcsim/compiler';

/** The project's data types, its Add-On Instructions' instance types and the STRUCTs the source's TYPE blocks declare (the project's win). */
export function stTypeTable(project: Project, source: string): TypeTable {
  const dataTypes = { ...project.dataTypes };
  const known = new Set(Object.values(dataTypes).map((t) => t.name.toUpperCase()));
  try {
    const { types } = programVars(source, Object.values(dataTypes));
    for (const t of types)
      if (t.kind === 'struct' && !known.has(t.name.toUpperCase()))
        dataTypes[`src-${t.name}`] = {
          uuid: `src-${t.name}`,
          name: t.name,
          description: '',
          members: t.members,
        };
  } catch {
    // The project's types only.
  }
  return new TypeTable(dataTypes, project.addOnInstructions);
}

/** The object path before a `.` at the end of `text` (`Pumps[2]` of `x := Pumps[2].`), or null. */
export function pathBeforeDot(text: string): string | null {
  const match = /([A-Za-z_]\w*(?:\s*(?:\.\s*[A-Za-z_]\w*|\[[^\]]*\]))*)\s*\.\s*\w*$/.exec(text);
  return match?.[1]?.replace(/\s+/g, '') ?? null;
}

/** The type `path` names below a value of type `root` (constant indexes; others read as variables). */
export function pathType(types: TypeTable, root: TypeRef, path: string): TypeRef | null {
  const segments: PathSegment[] = [];
  for (const m of path.matchAll(/\.([A-Za-z_]\w*)|\[([^\]]*)\]/g)) {
    if (m[1] !== undefined) segments.push({ kind: 'member', name: m[1] });
    else segments.push({ kind: 'index', index: /^-?\d+$/.test(m[2]?.trim() ?? '') ? Number(m[2]) : null });
  }
  const result = types.walk(root, segments);
  return 'error' in result ? null : result.access.ref;
}

/** The members of a STRUCT type: name and type as written. */
export function structMembers(types: TypeTable, ref: TypeRef): { name: string; type: string }[] {
  if (ref.data_type !== 'STRUCT' || ref.dimension !== undefined || ref.udt === undefined) return [];
  return (types.struct(ref.udt)?.members ?? []).map((m) => ({ name: m.name, type: iecTypeText(m.ref) }));
}
