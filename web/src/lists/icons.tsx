/** Small icons of the list cards. Each carries its meaning as an accessible name. */

import type { ReactNode } from 'react';

export type SolvedStatus = 'unknown' | 'attempted' | 'solved';

const STATUS = {
  unknown: { label: 'Not attempted', colour: '#8a929b' },
  attempted: { label: 'Attempted, not solved', colour: 'var(--warning)' },
  solved: { label: 'Solved', colour: 'var(--energised)' },
} as const;

/** Problem status: grey not attempted, amber attempted unsolved, green solved. */
export function SolvedIcon({ status }: { status: SolvedStatus }) {
  const { label, colour } = STATUS[status];
  return (
    <svg
      className="status-icon"
      width="22"
      height="22"
      viewBox="0 0 24 24"
      role="img"
      aria-label={label}
      data-status={status}
    >
      <title>{label}</title>
      <circle cx="12" cy="12" r="10" fill={colour} />
      {status === 'solved' && (
        <path d="M7 12.5l3.2 3.2L17 9" fill="none" stroke="#fff" strokeWidth="2.2" strokeLinecap="round" />
      )}
      {status === 'attempted' && <path d="M7 12h10" stroke="#fff" strokeWidth="2.2" strokeLinecap="round" />}
    </svg>
  );
}

/** A labelled 22px program-kind icon of an example card. */
function ProgramIcon({ label, children }: { label: string; children: ReactNode }) {
  return (
    <svg className="program-icon" width="22" height="22" viewBox="0 0 24 24" role="img" aria-label={label}>
      <title>{label}</title>
      {children}
    </svg>
  );
}

/** Shown on an example that has ladder rungs. */
export function LadderIcon() {
  return (
    <ProgramIcon label="Ladder logic">
      <g fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
        <path d="M4 3v18M20 3v18M4 8h16M4 16h16" />
      </g>
    </ProgramIcon>
  );
}

/** Shown on an example that has Structured Text source. */
export function StructuredTextIcon() {
  return (
    <ProgramIcon label="Structured Text">
      <text x="12" y="16" textAnchor="middle" fontSize="10" fontWeight="700" fill="currentColor">
        ST
      </text>
      <rect x="2" y="4" width="20" height="16" rx="2" fill="none" stroke="currentColor" strokeWidth="1.6" />
    </ProgramIcon>
  );
}

/** The vote icon: filled when the user has voted. */
export function VoteIcon({ voted }: { voted: boolean }) {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
      <path
        d="M12 3l8 9h-5v9H9v-9H4z"
        fill={voted ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export function TrashIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
      <path
        d="M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13M10 11v6M14 11v6"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** A small spinner that takes an icon's place while its request is pending. */
export function InlineSpinner({ label }: { label: string }) {
  return <span className="inline-spinner" role="status" aria-label={label} />;
}
