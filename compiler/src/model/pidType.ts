/**
 * The built-in PID data type (issue 25, the Logix `PID` instruction): a structure every project has
 * without declaring it, so `Loop1.SP`, `Loop1.OUT` and `Loop1.MO` work as any structure member does.
 * Its members are laid out in the order engine-wasm/shared/pidLayout.ts numbers them. Logix packs the
 * mode bits in .CTL and has more members (scaling, alarms, deadband, cascade): docs/decisions.md "PID"
 * says which are here.
 */
import type { DataType, DataTypeMember } from './project.ts';

/** The PID type's name, as a tag's `udt` names it. */
export const PID_TYPE_NAME = 'PID';

const REALS = 'SP KP KI KD BIAS SO MAXO MINO UPD PV ERR OUT';
const BOOLS = 'EN PVT DOE SWM CA MO PE NOBC INI OLL OLH';

const member = (name: string, data_type: 'BOOL' | 'REAL', dimension?: number): DataTypeMember => ({
  name,
  data_type,
  ...(dimension !== undefined ? { dimension } : {}),
  description: '',
});

/** The built-in PID structure (its uuid is its name: it is never stored in project.dataTypes). */
export const PID_DATA_TYPE: DataType = {
  uuid: PID_TYPE_NAME,
  name: PID_TYPE_NAME,
  description: 'Logix PID loop: setpoint, gains, limits, modes and the loop state',
  members: [
    ...REALS.split(' ').map((n) => member(n, 'REAL')),
    member('DATA', 'REAL', 4),
    ...BOOLS.split(' ').map((n) => member(n, 'BOOL')),
  ],
};

/** Member values a new PID tag starts with (Studio 5000's: output limits 0–100 %). */
export const PID_DEFAULT_MEMBER_VALUES: Readonly<Record<string, number>> = { MAXO: 100 };

/** True when `udt` names the built-in PID type. */
export function isPidType(udt: string | undefined): boolean {
  return udt !== undefined && udt.toUpperCase() === PID_TYPE_NAME;
}
