/** A name the host can read and write: a BOOL or DINT tag, or one member of a TIMER or COUNTER. */
export interface ProgramSymbol {
  /** 'DI0', 'Motor', 'Timer1.ACC' — as the project spells it. */
  name: string;
  /** The tag's alias (or 'alias.CHILD' for members of an aliased tag), if any. */
  alias?: string;
  /** Slot in tag memory. */
  slot: number;
  /** BOOL slots hold 0 or 1; a REAL slot holds the bits of an IEEE 754 single (read and written as a number). */
  type: 'BOOL' | 'DINT' | 'REAL';
}

/** The scene a program drives, bound to its tags (engine-wasm/shared/scenes.ts). */
export interface SceneBinding {
  /** SceneCode of the scene. */
  code: number;
  /** Tag slot of each of the scene's ports, -1 where the project lacks the tag. */
  ports: readonly number[];
  /** Initial value of each scene variable. */
  vars: readonly number[];
  /** Seed of the scene's random choices (car colours); the same seed replays the same run. */
  seed: number;
}

/** Where a subroutine's code lies (issue 25), so a fault inside it names the routine. */
export interface RoutineSpan {
  /** The routine's name. */
  name: string;
  /** Its first code word (its entry). */
  start: number;
  /** The word after its last (its pre-scan section, if any, included). */
  end: number;
  /** A Structured Text routine: (first code word, line in the routine) pairs as `Program.lines`. */
  lines?: Int32Array;
}

/** What the compiler produces and the engine loads: bytecode plus the tag memory it runs over. */
export interface Program {
  /** Bytecode words (engine-wasm/shared/opcodes.ts), ending with Op.END. */
  code: Int32Array;
  /** Initial value of every slot; its length is the program's slot count. */
  initial: Int32Array;
  /** Every addressable name and its slot. */
  symbols: readonly ProgramSymbol[];
  /**
   * Code word where the pre-scan starts: 0 (the default) pre-scans the program itself, as ladder does;
   * Structured Text places a pre-scan section after the program's END.
   */
  prescanStart?: number;
  /**
   * Structured Text: the source line of the code from each word on, as pairs (first code word, line)
   * in increasing word order, so a fault can name its line. Ladder programs have none: their rung is
   * found from the RUNG words.
   */
  lines?: Int32Array;
  /** Subroutines (after the Main Routine's code), in routine list order; none when absent. */
  routines?: readonly RoutineSpan[];
  /** The scene run after the program in every scan; none when absent. */
  scene?: SceneBinding;
}
