/** The arguments of the Add-On Instruction actions (issue 25; actions/addOn*.ts). */
import type { AddOnUsage, ProgramMode } from '@plcsim/compiler';
import type { AddOnPart } from './addOnView.ts';

export interface AddOnActionArgs {
  /** Adds an AOI (named `name`, else the first free AOI1, AOI2, …) whose Logic is in `language`. */
  addAddOn: { name?: string; language: ProgramMode };
  /** Renames an AOI: its calls and instance tags follow. */
  renameAddOn: { addOnId: string; name: string };
  /** Deletes an AOI with its routines' rungs; refused while calls or instance tags use it. */
  deleteAddOn: { addOnId: string };
  /** Sets an AOI's description and/or revision. */
  setAddOnInfo: { addOnId: string; description?: string; revision?: string };
  /** Adds a parameter or local tag at the end of its kind (parameters before locals). */
  addAddOnTag: {
    addOnId: string;
    name: string;
    usage: AddOnUsage;
    type: string;
    dimension?: number | string;
  };
  /**
   * Changes a parameter or local tag: its name (calls' arguments follow), usage, type, Req, Vis,
   * default value or description (each when given).
   */
  setAddOnTag: {
    addOnId: string;
    tagId: string;
    name?: string;
    usage?: AddOnUsage;
    type?: string;
    required?: boolean;
    visible?: boolean;
    value?: number | string | boolean;
    description?: string;
  };
  /** Deletes a parameter or local tag (its uses in the AOI's logic are cleared, calls' arguments dropped). */
  deleteAddOnTag: { addOnId: string; tagId: string };
  /** Moves a parameter or local tag up (-1) or down (+1) in the order. */
  moveAddOnTag: { addOnId: string; tagId: string; offset: -1 | 1 };
  /** Adds the EnableInFalse routine in `language`. */
  addEnableInFalse: { addOnId: string; language: ProgramMode };
  /** Removes the EnableInFalse routine with its rungs. */
  removeEnableInFalse: { addOnId: string };
  /** Replaces the statements of a Structured Text AOI routine. */
  setAddOnSource: { addOnId: string; part: AddOnPart; source: string };
}
