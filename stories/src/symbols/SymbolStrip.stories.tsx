import type { Meta, StoryObj } from '@storybook/react-vite';
import { INPUT_SYMBOLS, OUTPUT_SYMBOLS } from '@plcsim/compiler';
import { SymbolStrip } from '@plcsim/widget';

const meta = {
  title: 'IO symbols/Symbol strip',
  component: SymbolStrip,
  args: { size: 24 },
} satisfies Meta<typeof SymbolStrip>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Duplicates, nulls, an unknown value and both temperature spellings: five icons, Z to A. */
export const MixedTags: Story = {
  args: {
    tagMap: {
      t1: { io_symbol: 'NO_PUSHBUTTON' },
      t2: { io_symbol: 'NC_PUSHBUTTON' },
      t3: { io_symbol: 'NO_PUSHBUTTON' },
      t4: { io_symbol: null },
      t5: { io_symbol: 'NO_TEMPERATURE_SWITCH' },
      t6: { io_symbol: 'NO_TEMP_SWITCH' },
      t7: { io_symbol: 'MOTOR_CONTACTOR' },
      t8: { io_symbol: 'MOTOR_CONTACTOR' },
      t9: { io_symbol: 'INDICATOR' },
      t10: { io_symbol: 'UNKNOWN_DEVICE' },
      t11: {},
    },
  },
};

/** Every symbol at once. */
export const AllSymbols: Story = {
  args: {
    tagMap: Object.fromEntries(
      [...INPUT_SYMBOLS, ...OUTPUT_SYMBOLS].map((symbol, i) => [`t${i}`, { io_symbol: symbol }]),
    ),
  },
};

/** No tag has a symbol: the strip draws nothing. */
export const Empty: Story = { args: { tagMap: { t1: { io_symbol: null }, t2: {} } } };
