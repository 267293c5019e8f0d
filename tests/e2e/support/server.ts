/** Port of the built site during end-to-end tests (`vite preview`); override with PLCSIM_E2E_PORT. */
export const E2E_PORT = Number(process.env.PLCSIM_E2E_PORT ?? 4180);

export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;

/** Port of the built Storybook (dist/storybook) during end-to-end tests; override with PLCSIM_STORYBOOK_PORT. */
export const STORYBOOK_PORT = Number(process.env.PLCSIM_STORYBOOK_PORT ?? 4181);

export const STORYBOOK_URL = `http://127.0.0.1:${STORYBOOK_PORT}`;
