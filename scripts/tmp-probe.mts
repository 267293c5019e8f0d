import { compileProject, createEmptyProject } from '@plcsim/compiler';
for (const src of ['VAR x : LREAL; END_VAR', 'VAR x : INT; END_VAR', 'VAR x : DATE; END_VAR', 'VAR x : ARRAY[0..1, 0..2] OF DINT; END_VAR', 'VAR x : TOD; END_VAR', 'VAR_INPUT x : DINT; END_VAR', 'TYPE M : STRUCT a : BOOL; END_STRUCT; END_TYPE']) {
  const p = { ...createEmptyProject(), programMode: 'ST' as const, stSource: src };
  console.log(src, '=>', compileProject(p).diagnostics.map((d) => d.message));
}
