/** Semantic diagnostics of the Structured Text checker, one named constructor each. */
export const stMessages = {
  unknownTag: (name: string) => `Unknown tag "${name}"`,
  unknownMember: (name: string, member: string, type: string, members: string) =>
    `Unknown member "${member}" of ${type} tag "${name}" (members: ${members})`,
  noMembers: (name: string, type: string) => `Tag "${name}" is a ${type} and has no members`,
  blockAsValue: (name: string, type: string) =>
    `Tag "${name}" is a ${type}: use one of its members, such as ${name}.${type === 'TIMER' ? 'DN' : 'ACC'}`,
  assignToBlock: (name: string, type: string) =>
    `Cannot assign to ${type} tag "${name}": assign one of its members, such as ${name}.PRE`,
  assignToConstant: (text: string) => `Cannot assign to the constant ${text}`,
  unknownFunction: (name: string) => `Unknown function "${name}"`,
  argumentCount: (name: string, expected: string, actual: number) =>
    `${name} expects ${expected} argument${expected === '1' ? '' : 's'}, got ${actual}`,
  needsBlock: (name: string, type: string) => `The first argument of ${name} must be a ${type} tag`,
  callIsNotAValue: (name: string) =>
    `${name} does not return a value: call it as a statement, e.g. ${name}(...);`,
  valueNotUsed: (name: string) =>
    `The result of ${name}(...) is not used: assign it, e.g. x := ${name}(...);`,
  integerOutOfRange: (text: string) => `Integer ${text} is out of range for DINT (-2147483648 to 2147483647)`,
  forVariable: (name: string) => `FOR variable "${name}" must be a DINT tag`,
  caseLabel: () => 'CASE labels must be integer constants',
  exitOutsideLoop: () => 'EXIT is only allowed inside a FOR, WHILE or REPEAT loop',
  tooDeep: () => 'Expression is too deeply nested',
  programTooDeep: () => 'Program is too deeply nested',
  declarationIgnored: (name: string, declared: string, actual: string) =>
    `VAR declares "${name}" as ${declared}, but the project's tag is ${actual}: the project's tag is used`,
};
