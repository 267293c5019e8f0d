import { useState } from 'react';
import { KeepOffer } from './KeepOffer.tsx';
import { discardLocalProgress, keepLocalProgress, readLocalSolved } from './localProgress.ts';
import './learn.css';

/**
 * The profile (where signing in and signing up land) offers to keep this device's signed-out Learn
 * progress, as /learn does; `accountSolved` (null until known) leaves out what the account has solved.
 */
export function ProfileKeepOffer({
  username,
  accountSolved,
}: {
  username: string;
  accountSolved: readonly string[] | null;
}) {
  const [answered, setAnswered] = useState(false);
  if (answered || accountSolved === null) return null;
  const solved = new Set(accountSolved);
  const count = Object.keys(readLocalSolved()).filter((id) => !solved.has(id)).length;
  if (count === 0) return null;
  return (
    <KeepOffer
      username={username}
      count={count}
      linkToLearn
      onKeep={() => {
        keepLocalProgress(username);
        setAnswered(true);
      }}
      onDiscard={() => {
        discardLocalProgress();
        setAnswered(true);
      }}
    />
  );
}
