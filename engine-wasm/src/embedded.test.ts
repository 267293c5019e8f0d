import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { layoutDigest } from '../shared/digest.ts';
import { embeddedEngineBytes, loadEmbeddedEngine } from './embedded.ts';
import { loadEngine } from './node.ts';

describe('the embedded VM', () => {
  it('holds exactly the bytes of build/engine.wasm', async () => {
    const file = await readFile(new URL('../build/engine.wasm', import.meta.url));
    expect(Buffer.from(embeddedEngineBytes()).equals(file)).toBe(true);
  });

  it('computes the same layout digest as the file loader and the TypeScript side', async () => {
    const [embedded, fromFile] = await Promise.all([loadEmbeddedEngine(), loadEngine()]);
    expect(embedded.layoutDigest()).toBe(fromFile.layoutDigest());
    expect(embedded.layoutDigest()).toBe(layoutDigest());
  });

  it('gives every call its own engine', async () => {
    const [a, b] = await Promise.all([loadEmbeddedEngine(), loadEmbeddedEngine()]);
    expect(a).not.toBe(b);
  });
});
