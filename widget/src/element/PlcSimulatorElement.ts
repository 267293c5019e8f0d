import type { Project } from '@plcsim/compiler';
import { createElement, createRef } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { parseEmbedOptions } from '../embed/options.ts';
import { PlcSimulator, type PlcSimulatorHandle } from '../PlcSimulator.tsx';
import { BUNDLED_CSS, HOST_CSS } from './styles.ts';

/** The attributes the element reads; a change to any of them re-renders it. */
export const ELEMENT_ATTRIBUTES = [
  'src',
  'api-base',
  'mode',
  'autorun',
  'panels',
  'theme',
  'height',
] as const;

/**
 * `<plc-simulator src="…" panels="scene,io" autorun theme="dark" height="480" api-base="…">`: the
 * standalone embed for pages without React (docs/embedding.md "A script tag"). It renders
 * `<PlcSimulator>` into an open shadow root holding the widget's CSS, so the page's styles and the
 * widget's do not meet. Options are the shared embed vocabulary (`parseEmbedOptions`); the `project`
 * property takes a project document instead of `src`. Removing the element unmounts the simulator
 * (its scans stop); moving it keeps it running.
 */
export class PlcSimulatorElement extends HTMLElement {
  static readonly observedAttributes = ELEMENT_ATTRIBUTES;

  readonly #mount: HTMLDivElement;
  readonly #handle = createRef<PlcSimulatorHandle>();
  #root: Root | null = null;
  #project: Project | undefined;
  #leaving = false;

  constructor() {
    super();
    const shadow = this.attachShadow({ mode: 'open' });
    const style = document.createElement('style');
    style.textContent = `${HOST_CSS}\n${BUNDLED_CSS}`;
    this.#mount = document.createElement('div');
    shadow.append(style, this.#mount);
  }

  /** A project document to run instead of `src`. */
  get project(): Project | undefined {
    return this.#project;
  }

  set project(value: Project | undefined) {
    this.#project = value ?? undefined;
    this.#render();
  }

  /** Run, stop, pause, step, set tags, load a project (`PlcSimulatorHandle`); null while loading. */
  get simulator(): PlcSimulatorHandle | null {
    return this.#handle.current;
  }

  connectedCallback(): void {
    this.#leaving = false;
    // A `project` set before the script defined the element is an own property that shadows the setter.
    if (Object.prototype.hasOwnProperty.call(this, 'project')) {
      const early = (this as { project?: Project }).project;
      delete (this as { project?: Project }).project;
      this.project = early;
    }
    this.#root ??= createRoot(this.#mount);
    this.#render();
  }

  disconnectedCallback(): void {
    // Wait a microtask: an element being moved is connected again before then.
    this.#leaving = true;
    queueMicrotask(() => {
      if (!this.#leaving || this.isConnected) return;
      this.#root?.unmount();
      this.#root = null;
    });
  }

  attributeChangedCallback(): void {
    this.#render();
  }

  #render(): void {
    if (!this.#root) return;
    const options = parseEmbedOptions((name) => this.getAttribute(name));
    const apiBase = this.getAttribute('api-base');
    const { src, ...shared } = options;
    this.#root.render(
      createElement(PlcSimulator, {
        ...shared,
        ...(this.#project ? { project: this.#project } : src ? { src } : {}),
        ...(apiBase ? { apiBase } : {}),
        ref: this.#handle,
      }),
    );
  }
}
