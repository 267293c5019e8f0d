import { useCallback, useEffect, useMemo, useState } from 'react';
import { fetchSolutions } from '../api/solutions.ts';
import { signedInUser } from '../auth/signedInUser.ts';
import { discardLocalProgress, keepLocalProgress, readKept, readLocalSolved } from './localProgress.ts';
import { learnProgress, type Progress } from './progress.ts';

export interface LearnProgressState extends Progress {
  /** Until the session (and, signed in, the solutions) are known. */
  loading: boolean;
  username: string | null;
  /** The solutions could not be loaded: only this device's progress shows. */
  failed: boolean;
  /** Keep the offered signed-out progress with the signed-in account. */
  keep(): void;
  /** Forget the signed-out progress. */
  discard(): void;
}

/** This device's record: the signed-out solves, and those `username` kept. */
interface DeviceRecord {
  local: readonly string[];
  kept: readonly string[];
}

const readDevice = (username: string | null): DeviceRecord => ({
  local: Object.keys(readLocalSolved()),
  kept: username === null ? [] : Object.keys(readKept(username)),
});

/** The Learn pages' progress: the session, the account's solutions, this device's record. */
export function useLearnProgress(): LearnProgressState {
  const [username, setUsername] = useState<string | null>(null);
  const [accountSolved, setAccountSolved] = useState<readonly string[]>([]);
  const [device, setDevice] = useState<DeviceRecord>({ local: [], kept: [] });
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const controller = new AbortController();
    void (async () => {
      const user = await signedInUser();
      if (controller.signal.aborted) return;
      const name = user?.username ?? null;
      setUsername(name);
      if (name !== null) {
        try {
          const solutions = await fetchSolutions(controller.signal);
          setAccountSolved(solutions.filter((s) => s.solved === true).map((s) => s.problem_id));
        } catch (error) {
          if (controller.signal.aborted) return;
          console.error(error);
          setFailed(true);
        }
      }
      if (controller.signal.aborted) return;
      setDevice(readDevice(name));
      setLoading(false);
    })();
    return () => controller.abort();
  }, []);
  const keep = useCallback(() => {
    if (username === null) return;
    keepLocalProgress(username);
    setDevice(readDevice(username));
  }, [username]);
  const discard = useCallback(() => {
    discardLocalProgress();
    setDevice(readDevice(username));
  }, [username]);
  const progress = useMemo(
    () => learnProgress({ username, accountSolved, localSolved: device.local, kept: device.kept }),
    [username, accountSolved, device],
  );
  return { ...progress, loading, username, failed, keep, discard };
}
