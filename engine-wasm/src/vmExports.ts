/** The VM's exports (engine-wasm/assembly/index.ts), as the host sees them. */
export interface VmExports {
  memory: WebAssembly.Memory;
  reserve(words: number, slots: number): number;
  codePointer(): number;
  tagPointer(): number;
  link(prescanStart: number): number;
  warningCount(): number;
  warningLine(i: number): number;
  clearWarnings(): void;
  minorFaultCount(): number;
  minorFaultWord(i: number): number;
  minorFaultKind(i: number): number;
  clearMinorFaults(): void;
  prescan(): number;
  scan(dt: number): number;
  runScans(n: number, dt: number): number;
  scanCount(): number;
  setRunLimit(limit: number): void;
  workDone(): number;
  watchdogPosition(): number;
  faultIndexValue(): number;
  forcePointer(): number;
  setForceCount(n: number): number;
  scenePortsPointer(): number;
  sceneVarsPointer(): number;
  sceneItemsPointer(): number;
  sceneItemCount(): number;
  setScene(code: number, seed: number): number;
  sceneCode(): number;
  sceneFaults(): number;
  clearSceneFaults(): void;
  layoutDigest(): number;
  operandCount(op: number): number;
  operandKind(op: number, index: number): number;
}
