import { checkPassword } from './passwordRules.ts';

/** The live password requirement checklist (spec 000 §5), each line ticked once met. */
export function PasswordChecklist({ password, id }: { password: string; id?: string }) {
  return (
    <ul className="password-checklist" id={id} aria-label="Password requirements">
      {checkPassword(password).map(({ label, met }) => (
        <li key={label} className={met ? 'met' : 'unmet'} data-met={met}>
          <span aria-hidden="true">{met ? '✓' : '✗'}</span> {label}
          <span className="visually-hidden">{met ? ' (met)' : ' (not met)'}</span>
        </li>
      ))}
    </ul>
  );
}
