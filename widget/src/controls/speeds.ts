/** The wall-clock rates the speed control offers (the controller accepts 0.25 to 10). */
export const SPEEDS = [0.25, 0.5, 1, 2, 5, 10] as const;

/** '0.25×', '1×', '10×'. */
export function speedLabel(speed: number): string {
  return `${speed}×`;
}
