import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { fetchProblems } from '../../api/problems.ts';
import { fetchProjects } from '../../api/projects.ts';
import { fetchSolutions } from '../../api/solutions.ts';
import type { SessionUser } from '../../auth/session.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { pageTitle } from '../../title/pageTitle.ts';
import { useDocumentTitle } from '../../title/useDocumentTitle.ts';
import { ProfileKeepOffer } from '../../learn/ProfileKeepOffer.tsx';
import { AccountData } from './AccountData.tsx';
import { projectsText, solvedCount, solvedText } from './profileProgress.ts';
import './account.css';

interface Progress {
  loaded: boolean;
  projects: number | null;
  solved: { solved: number; total: number } | null;
  /** The problems the account solved (for the Learn keep offer); null until known. */
  solvedIds: string[] | null;
}

/**
 * The signed-in user's profile (spec 000 §2): 'Welcome', the username and e-mail from the id token, Log
 * Out (→ /signin), and progress. Without a session it redirects to /signin.
 */
export default function ProfilePage() {
  useDocumentTitle(pageTitle('Profile'));
  const navigate = useNavigate();
  const [user, setUser] = useState<SessionUser | null>(null);
  const [progress, setProgress] = useState<Progress>({
    loaded: false,
    projects: null,
    solved: null,
    solvedIds: null,
  });
  const [loggingOut, setLoggingOut] = useState(false);

  useEffect(() => {
    let current = true;
    const controller = new AbortController();
    const load = async () => {
      let found: SessionUser | null = null;
      try {
        const { currentUser } = await import('../../auth/session.ts');
        found = await currentUser();
      } catch (error) {
        console.error(error);
      }
      if (!current) return;
      if (!found) {
        await navigate('/signin', { replace: true });
        return;
      }
      setUser(found);
      const [projects, problems, solutions] = await Promise.allSettled([
        fetchProjects(controller.signal),
        fetchProblems(controller.signal),
        fetchSolutions(controller.signal),
      ]);
      if (!current) return;
      for (const result of [projects, problems, solutions]) {
        if (result.status === 'rejected') console.error(result.reason);
      }
      setProgress({
        loaded: true,
        projects: projects.status === 'fulfilled' ? projects.value.length : null,
        solved:
          problems.status === 'fulfilled' && solutions.status === 'fulfilled'
            ? {
                solved: solvedCount(
                  problems.value.map((problem) => problem.problem_id),
                  solutions.value,
                ),
                total: problems.value.length,
              }
            : null,
        solvedIds:
          solutions.status === 'fulfilled'
            ? solutions.value.filter((s) => s.solved === true).map((s) => s.problem_id)
            : null,
      });
    };
    void load();
    return () => {
      current = false;
      controller.abort();
    };
  }, [navigate]);

  const logOut = async () => {
    setLoggingOut(true);
    try {
      const session = await import('../../auth/session.ts');
      await session.logOut();
    } catch (error) {
      console.error(error);
    }
    await navigate('/signin');
  };

  if (!user) return <Spinner label="Loading profile" />;

  return (
    <section className="account profile">
      <PageHeader heading="Welcome" />
      <p className="profile-username">{user.username}</p>
      <p className="profile-email">{user.email}</p>
      <h2>Progress</h2>
      <ul className="profile-progress">
        <li>
          {progress.projects === null ? (
            <Link to="/projects">{progress.loaded ? 'Projects' : 'Projects (loading…)'}</Link>
          ) : (
            <Link to="/projects">{projectsText(progress.projects)}</Link>
          )}
        </li>
        <li>
          {progress.solved === null ? (
            <Link to="/problems">{progress.loaded ? 'Problems' : 'Problems (loading…)'}</Link>
          ) : (
            <Link to="/problems">{solvedText(progress.solved.solved, progress.solved.total)}</Link>
          )}
        </li>
      </ul>
      <ProfileKeepOffer username={user.username} accountSolved={progress.solvedIds} />
      <button type="button" className="button" disabled={loggingOut} onClick={() => void logOut()}>
        Log Out
      </button>
      <AccountData username={user.username} />
    </section>
  );
}
