/**
 * Every component's CSS, for the element's shadow root. The standalone build
 * (vite.standalone.config.ts) writes the bundle's CSS in place of this token, so plc-simulator.js is
 * one file with nothing else to link.
 */
export const BUNDLED_CSS: string = '__PLC_SIMULATOR_CSS__';

/** The host box; everything else is the widget's own CSS. */
export const HOST_CSS = ':host{display:block;min-width:0}:host([hidden]){display:none}';
