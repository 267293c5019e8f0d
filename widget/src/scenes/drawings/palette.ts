/** Colours shared by the scene drawings: flat, readable on light and dark pages. */
export const palette = {
  sky: '#dfe9f3',
  ground: '#8d8f93',
  floor: '#5f6368',
  steel: '#9aa4ae',
  steelDark: '#5c6670',
  outline: '#2b2f33',
  wall: '#c9b79c',
  water: '#3d8ed8',
  liquidA: '#e0a526',
  liquidB: '#3c9ad6',
  air: '#b8d8f0',
  lampOff: '#3a3d41',
  red: '#e53935',
  yellow: '#fdd835',
  green: '#43a047',
  blue: '#1e88e5',
  amber: '#ffb300',
  hot: '#ff7043',
  belt: '#37474f',
  box: '#b07d48',
  glass: '#cfe8f7',
  text: '#1f2328',
} as const;

/** A lamp's fill: its colour when on, a dark lens when off. */
export function lampFill(on: boolean | number, colour: string): string {
  return on ? colour : palette.lampOff;
}
