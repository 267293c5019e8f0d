/** The Add-On Instruction messages (issue 25), one constructor each; `rung` is 0-based as elsewhere. */

export const badAddOnName = (name: string): string =>
  `Add-On Instruction name "${name}" is not a valid name: letters, digits and single underscores, starting with a letter or an underscore, at most 40 characters.`;

export const duplicateAddOnName = (name: string): string =>
  `Two Add-On Instructions are named "${name}": each needs its own name.`;

export const addOnNamedLikeInstruction = (name: string): string =>
  `Add-On Instruction "${name}" has the name of a built-in instruction: choose another name.`;

export const addOnNamedLikeType = (name: string): string =>
  `Add-On Instruction "${name}" has the name of a data type: choose another name.`;

export const badParameterName = (aoi: string, name: string): string =>
  `Add-On Instruction ${aoi}: "${name}" is not a valid tag name.`;

export const duplicateParameter = (aoi: string, name: string): string =>
  `Add-On Instruction ${aoi}: two parameters or local tags are named "${name}".`;

export const reservedParameter = (aoi: string, name: string): string =>
  `Add-On Instruction ${aoi}: "${name}" is the name of an implicit parameter (EnableIn and EnableOut are always there).`;

export const inOutWithDefault = (aoi: string, name: string): string =>
  `Add-On Instruction ${aoi}: InOut parameter ${name} has no default value (it is the caller's tag); set its value to 0.`;

export const requiredLocal = (aoi: string, name: string): string =>
  `Add-On Instruction ${aoi}: local tag ${name} cannot be required (only parameters take arguments).`;

export const valueParameterType = (aoi: string, name: string, usage: string): string =>
  `Add-On Instruction ${aoi}: ${usage} parameter ${name} must be a BOOL, DINT or REAL; pass arrays, structures, timers and counters as InOut.`;

export const outsideScope = (aoi: string, name: string): string =>
  `Add-On Instruction ${aoi}: its logic names ${name}, a tag outside it; an Add-On Instruction reaches other tags only through an InOut parameter.`;

export const routineInAddOn = (aoi: string, type: string, rung: number): string =>
  `Add-On Instruction ${aoi}: ${type} cannot be used inside an Add-On Instruction (rung ${rung})`;

export const recursiveAddOn = (cycle: readonly string[]): string =>
  `Add-On Instruction ${cycle[0]} calls itself (${cycle.join(' → ')}); an Add-On Instruction cannot be recursive.`;

export const inAddOnRoutine = (aoi: string, routine: string, message: string): string =>
  `Add-On Instruction ${aoi}, ${routine} routine: ${message}`;

export const notAnInstance = (aoi: string, rung: number): string =>
  `${aoi} needs an instance tag of data type ${aoi} (rung ${rung})`;

export const missingArgument = (aoi: string, parameter: string, rung: number): string =>
  `${aoi}: the required parameter ${parameter} has no argument (rung ${rung})`;

export const unknownParameter = (aoi: string, parameter: string, rung: number): string =>
  `${aoi} has no parameter ${parameter} (rung ${rung})`;

export const wrongArgumentType = (aoi: string, parameter: string, expected: string, rung: number): string =>
  `${aoi}: parameter ${parameter} needs a ${expected} argument (rung ${rung})`;

export const inOutConstant = (aoi: string, parameter: string, rung: number): string =>
  `${aoi}: InOut parameter ${parameter} needs a tag, not a constant (rung ${rung})`;

export const indexedArgument = (aoi: string, parameter: string, rung: number): string =>
  `${aoi}: the argument of ${parameter} cannot use a tag as an index; copy the element to a tag first (rung ${rung})`;
