import { useState } from 'react';
import { PageHeader } from '../components/PageHeader.tsx';
import { readTheme, saveTheme, type Theme } from '../theme/theme.ts';
import { pageTitle } from '../title/pageTitle.ts';
import { useDocumentTitle } from '../title/useDocumentTitle.ts';

const themes: readonly { value: Theme; label: string }[] = [
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
];

const layouts = ['Default', 'Wide editor', 'Stacked panels'] as const;

/** Appearance settings: the theme applies at once and is remembered; layouts arrive with the editor. */
export default function SettingsPage() {
  useDocumentTitle(pageTitle('Settings'));
  const [theme, setTheme] = useState(readTheme);

  const choose = (next: Theme) => {
    saveTheme(next);
    setTheme(next);
  };

  return (
    <>
      <PageHeader heading="Settings" subtitle="Edit the appearance of the site." />
      <form className="settings" onSubmit={(event) => event.preventDefault()}>
        <fieldset>
          <legend>Theme</legend>
          {themes.map(({ value, label }) => (
            <label key={value}>
              <input
                type="radio"
                name="theme"
                value={value}
                checked={theme === value}
                onChange={() => choose(value)}
              />
              {label}
            </label>
          ))}
        </fieldset>
        <fieldset disabled aria-describedby="layout-note">
          <legend>Layout</legend>
          {layouts.map((label, index) => (
            <label key={label}>
              <input type="radio" name="layout" value={label} defaultChecked={index === 0} />
              {label}
            </label>
          ))}
          <p id="layout-note" className="field-note">
            Layout choices arrive with the editor workspace.
          </p>
        </fieldset>
      </form>
    </>
  );
}
