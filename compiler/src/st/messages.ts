/** Semantic diagnostics of the Structured Text checker, one named constructor each. */
export const stMessages = {
  unknownTag: (name: string) => `Unknown tag "${name}"`,
  unknownMember: (name: string, member: string, type: string, members: string) =>
    `Unknown member "${member}" of ${type} tag "${name}" (members: ${members})`,
  noMembers: (name: string, type: string) =>
    `Tag "${name}" is ${type.startsWith('ARRAY') ? 'an' : 'a'} ${type} and has no members`,
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
  realOutOfRange: (text: string) => `REAL ${text} is out of range (the largest REAL is about 3.4E38)`,
  realNarrowing: (target: string, type: string) =>
    `Cannot store a REAL in ${type} "${target}": convert it with REAL_TO_DINT(...) (rounds) or TRUNC(...) (drops the fraction)`,
  realOperator: (operator: string) =>
    operator === 'MOD' || operator === '**'
      ? `${operator} needs DINT operands, not REAL`
      : `${operator} needs BOOL or DINT operands, not REAL`,
  realCondition: () => 'A condition must be BOOL, not REAL: compare the value instead, e.g. Level > 50.0',
  realInteger: () =>
    'A DINT is needed here, not a REAL: convert it with REAL_TO_DINT(...) (rounds) or TRUNC(...) (drops the fraction)',
  realArgument: (name: string) =>
    `${name} needs DINT arguments, not REAL: convert with REAL_TO_DINT(...) (rounds) or TRUNC(...) (drops the fraction)`,
  needsReal: (name: string) => `${name} converts a REAL: its argument must be a REAL`,
  realPinTarget: (instance: string, pin: string) =>
    `The output ${pin} of "${instance}" is not a REAL: write it into a BOOL or DINT tag`,
  caseLabel: () => 'CASE labels must be integer constants',
  exitOutsideLoop: () => 'EXIT is only allowed inside a FOR, WHILE or REPEAT loop',
  tooDeep: () => 'Expression is too deeply nested',
  programTooDeep: () => 'Program is too deeply nested',
  continueOutsideLoop: () => 'CONTINUE is only allowed inside a FOR, WHILE or REPEAT loop',
  assignToVarConstant: (name: string) => `Cannot assign to "${name}": it is declared in VAR CONSTANT`,
  caseRangeReversed: (low: number, high: number) =>
    `CASE range ${low}..${high} matches nothing: write the lower bound first (${high}..${low})`,
  instanceAsValue: (name: string, type: string, member: string) =>
    `"${name}" is an instance of ${type}: use one of its outputs, such as ${name}.${member}`,
  unknownInstance: (name: string) =>
    `Unknown function block instance "${name}": declare it in VAR, e.g. ${name} : TON;`,
  typeNotInstance: (type: string) =>
    `${type} is a function block type: declare an instance in VAR (e.g. Delay : ${type};) and call the instance, e.g. Delay(${type.startsWith('CT') ? 'CU' : type.endsWith('TRIG') ? 'CLK' : type === 'SR' ? 'S1' : type === 'RS' ? 'S' : 'IN'} := …);`,
  needsFbType: (name: string, type: string) =>
    `"${name}" is a ${type} tag without a function block type: declare it in VAR as ${name} : ${type === 'TIMER' ? 'TON' : 'CTU'}; to call it with named inputs, or call ${type === 'TIMER' ? 'TON' : 'CTU'}(${name}, …)`,
  notAnInstance: (name: string, type: string) => `"${name}" is a ${type} tag, not a function block instance`,
  notAPin: (name: string, type: string, direction: string, pin: string, pins: string) =>
    `"${pin}" is not an ${direction} of ${type} "${name}" (${direction}s: ${pins})`,
  duplicateArgument: (pin: string) => `Input or output "${pin}" is given twice`,
  mixedArguments: (name: string) =>
    `${name}(...) mixes positional and named arguments: write every argument as NAME := value`,
  formalNeeded: (name: string, type: string, inputs: string) =>
    `"${name}" is an instance of ${type}: call it with named inputs, e.g. ${name}(${inputs})`,
  namedFunctionArguments: (name: string) =>
    `${name} takes positional arguments: write ${name}(a, b, …) without NAME :=`,
  fbCallIsNotAValue: (name: string) =>
    `${name}(...) with named arguments is a function block call: write it as a statement, e.g. ${name}(...);`,
  declarationIgnored: (name: string, declared: string, actual: string) =>
    `VAR declares "${name}" as ${declared}, but the project's tag is ${actual}: the project's tag is used`,
  arrayWithoutIndex: (name: string, type: string, lower: number) =>
    `"${name}" is an ${type}: use one element at a time, such as ${name}[${lower}]`,
  notAnArray: (name: string, type: string) => `"${name}" is a ${type} tag, not an array: it has no elements`,
  indexType: (type: string) =>
    type === 'REAL'
      ? 'An array index must be a DINT, not REAL: convert it with REAL_TO_DINT(...) or TRUNC(...)'
      : `An array index must be a DINT, not ${type}`,
  indexOutOfRange: (index: number, range: string) => `Array index ${index} is out of range for ${range}`,
  tooLargeExpanded: (max: number) =>
    `Your FUNCTION_BLOCK and FUNCTION calls make the program too large once expanded (more than ${max} parts): call them in fewer places`,
};
