/**
 * Issue 25's program-control instructions within one routine (JMP/LBL, MCR, NOP, AFI) and the file
 * copies COP/FLL: their type lists (INSTRUCTION_TYPES spreads them) and the Logix name rule a label
 * follows. docs/decisions.md "Program control: JMP/LBL, MCR, NOP, AFI" and "COP and FLL".
 */

/** Jumps, labels, MCR zones, no-op and always-false. */
export const PROGRAM_CONTROL_INSTRUCTIONS = ['JMP', 'LBL', 'MCR', 'NOP', 'AFI'] as const;
/** Copy and fill on arrays and structures. */
export const FILE_COPY_INSTRUCTIONS = ['COP', 'FLL'] as const;

/**
 * True for a Logix name (1756-RM003 / Studio 5000 naming rules): a letter or underscore first, then
 * letters, digits and single underscores, at most 40 characters, not ending with an underscore.
 */
export function isLogixName(name: unknown): name is string {
  return (
    typeof name === 'string' &&
    /^[A-Za-z_][A-Za-z0-9_]{0,39}$/.test(name) &&
    !name.includes('__') &&
    !name.endsWith('_')
  );
}
