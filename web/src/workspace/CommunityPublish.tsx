import { useState } from 'react';
import { setCommunitySharing } from '../api/community.ts';

/**
 * The Share dialog's "Publish to Community" part for your own saved project: the Projects list's
 * 'Share with Community' checkbox and call (spec 000 §4 "Sharing": locked while the request is pending,
 * unchanged and logged on failure). The community gets the project as last saved.
 */
export function CommunityPublish({
  projectId,
  shared,
  unsaved,
  onChange,
}: {
  projectId: string;
  shared: boolean;
  unsaved: boolean;
  onChange: (shared: boolean) => void;
}) {
  const [pending, setPending] = useState(false);
  const toggle = (value: boolean) => {
    setPending(true);
    setCommunitySharing(projectId, value)
      .then(() => onChange(value))
      .catch((error: unknown) => console.error(error))
      .finally(() => setPending(false));
  };
  return (
    <fieldset className="workspace-share__community">
      <legend>Publish to Community</legend>
      <label>
        <input
          type="checkbox"
          checked={shared}
          disabled={pending}
          aria-busy={pending}
          onChange={(event) => toggle(event.target.checked)}
        />
        Share with Community
      </label>
      <p className="workspace-share__hint">
        {shared
          ? 'In the Community list, as it was when you shared it.'
          : 'Publishes your project as last saved to the Community list, for everyone to open and vote on.'}
        {unsaved && !shared && ' Save first to include your latest changes.'}
      </p>
    </fieldset>
  );
}
