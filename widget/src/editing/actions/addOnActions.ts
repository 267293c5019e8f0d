/** The Add-On Instruction actions (issue 25), for the registry. */
import {
  addAddOn,
  addEnableInFalse,
  deleteAddOn,
  removeEnableInFalse,
  renameAddOn,
  setAddOnInfo,
  setAddOnSource,
} from './addOnInstructions.ts';
import { addAddOnTag, deleteAddOnTag, moveAddOnTag, setAddOnTag } from './addOnTags.ts';

export const ADD_ON_ACTIONS = {
  addAddOn,
  renameAddOn,
  deleteAddOn,
  setAddOnInfo,
  addAddOnTag,
  setAddOnTag,
  deleteAddOnTag,
  moveAddOnTag,
  addEnableInFalse,
  removeEnableInFalse,
  setAddOnSource,
};
