import { describe, expect, it } from 'vitest';
import { exportFileNames, exportZipName, safeBaseName, UNTITLED } from './exportNames.ts';

describe('safeBaseName', () => {
  it('keeps an ordinary name, accents and symbols included', () => {
    expect(safeBaseName('Traffic light')).toBe('Traffic light');
    expect(safeBaseName('Ampel – grün ✓')).toBe('Ampel – grün ✓');
  });

  it('replaces the characters Windows, macOS or Linux refuse, and control characters', () => {
    expect(safeBaseName('a/b\\c:d*e?f"g<h>i|j')).toBe('a_b_c_d_e_f_g_h_i_j');
    expect(safeBaseName('tab\there\u0000nul')).toBe('tab here_nul');
    expect(safeBaseName('../../etc/passwd')).toBe('_.._etc_passwd');
  });

  it('drops leading and trailing dots and spaces, and names a blank project', () => {
    expect(safeBaseName('  .hidden. ')).toBe('hidden');
    expect(safeBaseName('')).toBe(UNTITLED);
    expect(safeBaseName(' ... ')).toBe(UNTITLED);
  });

  it('never gives a Windows device name', () => {
    expect(safeBaseName('CON')).toBe('CON_');
    expect(safeBaseName('lpt1')).toBe('lpt1_');
    expect(safeBaseName('Console')).toBe('Console');
  });

  it('cuts very long names at 100 characters, never inside a character', () => {
    const long = '😀'.repeat(150);
    expect(Array.from(safeBaseName(long))).toHaveLength(100);
    expect(safeBaseName(long)).toBe('😀'.repeat(100));
  });
});

describe('exportFileNames', () => {
  it('gives one .json per project, named by its project name', () => {
    expect(exportFileNames(['Tank', 'Mixer'])).toEqual(['Tank.json', 'Mixer.json']);
  });

  it('numbers repeated names, ignoring case as Windows and macOS do', () => {
    expect(exportFileNames(['Tank', 'tank', 'TANK', 'Mixer'])).toEqual([
      'Tank.json',
      'tank (2).json',
      'TANK (3).json',
      'Mixer.json',
    ]);
  });

  it('never repeats a name, even against a project literally named "X (2)" or two that become alike', () => {
    const names = exportFileNames(['X (2)', 'X', 'X', 'a/b', 'a:b', '', '  ']);
    expect(names).toEqual([
      'X (2).json',
      'X.json',
      'X (3).json',
      'a_b.json',
      'a_b (2).json',
      `${UNTITLED}.json`,
      `${UNTITLED} (2).json`,
    ]);
    expect(new Set(names.map((n) => n.toLowerCase())).size).toBe(names.length);
  });
});

describe('exportZipName', () => {
  it('names the zip after the user and the day', () => {
    expect(exportZipName('alice', new Date('2026-11-27T06:00:00Z'))).toBe(
      'plc-projects-alice-2026-11-27.zip',
    );
  });
});
