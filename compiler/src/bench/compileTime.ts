import { performance } from 'node:perf_hooks';
import { compileProject } from '../compile.ts';
import type { Project } from '../model/project.ts';
import * as b from '../reference/builders.ts';
import { median } from './protocol.ts';

/**
 * A generated Structured Text program of `lines` lines over a fixed tag set, formatted the way ST is
 * written (one statement or block keyword per line, bodies indented), using every kind of statement.
 */
export function generatedProgram(lines: number): Project {
  const blocks: ((i: number, k: number, j: number) => string[])[] = [
    (i, k, j) => [`A${k} := A${j} + ${i % 97} * 3 MOD 7;`],
    (i, k, j) => [
      `IF A${k} > ${i % 50} THEN`,
      `  B${k} := NOT B${j};`,
      'ELSE',
      `  B${k} := FALSE;`,
      'END_IF;',
    ],
    (i, k, j) => [
      `CASE A${k} OF`,
      `  1..3: A${j} := ${i % 89};`,
      `  4, 5: A${j} := 1;`,
      'ELSE',
      `  A${j} := 0;`,
      'END_CASE;',
    ],
    (_, k) => ['FOR I := 1 TO 10 DO', `  A${k} := A${k} + I;`, 'END_FOR;'],
    (i, k) => [`// timer ${i}`, `TON(T${k % 5}, B${k}, T#${(i % 90) + 10}ms);`],
    (i, k, j) => [`A${j} := LIMIT(0, ABS(A${k} - ${i % 83}), 1000) + SHL(A${k}, 2);`],
  ];
  const out: string[] = [];
  for (let i = 0; out.length < lines; i++) {
    const block = blocks[i % blocks.length];
    if (block) out.push(...block(i, i % 10, (i * 7 + 3) % 10));
  }
  const source = out.slice(0, lines).join('\n');
  // Cut mid-block: close whatever the last block opened so the program stays valid.
  const closed = closeOpenBlocks(source);
  const tags = [
    ...Array.from({ length: 10 }, (_, k) => b.tag(`A${k}`, 'DINT')),
    ...Array.from({ length: 10 }, (_, k) => b.tag(`B${k}`, 'BOOL')),
    ...Array.from({ length: 5 }, (_, k) => b.timer(`T${k}`, 0)),
    b.tag('I', 'DINT'),
  ];
  return { ...b.project(...tags), programMode: 'ST', stSource: closed };
}

/** Appends the END_IF / END_CASE / END_FOR a truncated program still needs. */
function closeOpenBlocks(source: string): string {
  const open: string[] = [];
  for (const line of source.split('\n')) {
    const word = line.trim().split(/[\s;]/)[0]?.toUpperCase();
    if (word === 'IF' || word === 'CASE' || word === 'FOR') open.push(`END_${word};`);
    else if (word === 'END_IF' || word === 'END_CASE' || word === 'END_FOR') open.pop();
  }
  return [source, ...open.reverse()].join('\n');
}

/**
 * Milliseconds to compile a generated program of `lines` lines: the first compile in this process
 * (cold, as when a page opens) and the median of 9 after 20 warm-up compiles (steady, as while a
 * learner edits: the editor recompiles after every pause in typing).
 */
export function compileMillis(lines: number): { cold: number; steady: number; bytes: number } {
  const project = generatedProgram(lines);
  let started = performance.now();
  const first = compileProject(project);
  const cold = performance.now() - started;
  if (!first.program) throw new Error(`generated program does not compile: ${first.diagnostics[0]?.message}`);
  for (let i = 0; i < 20; i++) compileProject(project);
  const times: number[] = [];
  for (let i = 0; i < 9; i++) {
    started = performance.now();
    compileProject(project);
    times.push(performance.now() - started);
  }
  return { cold, steady: median(times), bytes: project.stSource.length };
}
