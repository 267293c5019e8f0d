import { readdirSync, readFileSync } from 'node:fs';
import { fileTests } from '@lezer/generator/test';
import { describe, it } from 'vitest';
import { parser } from './generated/parser.ts';

// Lezer's fixture format: `# name`, the source, `==>`, the expected tree (punctuation left out). Cases
// without ⚠ in their tree run in strict mode: any parse error fails them.
const folder = new URL('./fixtures/', import.meta.url);

for (const file of readdirSync(folder).filter((name) => name.endsWith('.txt'))) {
  describe(`st.grammar fixtures: ${file}`, () => {
    for (const { name, run } of fileTests(readFileSync(new URL(file, folder), 'utf8'), file)) {
      it(name, () => run(parser));
    }
  });
}
