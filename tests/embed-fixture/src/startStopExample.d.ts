/** The start/stop seal-in example document (vite.config.ts `exampleModule`). */
declare module 'virtual:start-stop-example' {
  const example: unknown;
  export default example;
}
