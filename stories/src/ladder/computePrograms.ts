/** Programs for the compute and compare instructions' stories (issue 25), as neutral text with tags. */
import type { LadderProgram } from './ladderPrograms.ts';

/** CPT, NEG, ABS, SQR, the bitwise instructions, CLR, MVM, BTD and SCP, enabled by DI0. */
export const COMPUTE: LadderProgram = {
  name: 'Compute',
  rungs: [
    'XIC(DI0)CPT(Result,(Level - 4.0) * 6.25)CPT(Total,Count * 3 + 1);',
    'XIC(DI0)NEG(Count,Negative)ABS(Negative,Magnitude)SQR(Level,Root);',
    'XIC(DI0)AND(Bits,255,Low)OR(Bits,256,Both)XOR(Bits,Mask,Flipped)NOT(Bits,Inverted);',
    'XIC(DI0)MVM(Bits,Mask,Merged)BTD(Bits,4,Field,8,4);',
    'XIC(DI0)SCP(Raw,0,32767,0,100,Percent);',
    'XIC(DI1)CLR(Total);',
  ].join('\n'),
  vars: [
    'VAR Level : REAL := 12.0; Count : DINT := 7; Bits : DINT := 16#F0F5; Mask : DINT := 16#00FF;',
    'Raw : DINT := 16384; Result, Root, Percent : REAL; Merged : DINT := 16#1200;',
    'Total, Negative, Magnitude, Low, Both, Flipped, Inverted, Field : DINT; END_VAR',
  ].join('\n'),
  aliases: { DI0: 'Enable', DI1: 'Reset' },
};

/** LIM (a normal and an inverted range), MEQ and CMP. */
export const COMPUTE_COMPARE: LadderProgram = {
  name: 'Limit, mask and expression compares',
  rungs: [
    'LIM(20,Level,80)OTE(DO0);',
    'LIM(80,Level,20)OTE(DO1);',
    'MEQ(Status,16#0F,5)OTE(DO2);',
    'CMP(Level * 2 > Limit AND Status <> 0)OTE(DO3);',
  ].join('\n'),
  vars: 'VAR Level : DINT := 50; Limit : DINT := 90; Status : DINT := 16#25; END_VAR',
  aliases: { DO0: 'InRange', DO1: 'OutOfRange', DO2: 'Mode5', DO3: 'High' },
};
