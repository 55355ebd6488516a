import { useLingui } from '@lingui/react/macro';
import { RequireLogin } from '../app/RequireLogin';
import { useGoBack } from '../lib/navigation';
import type { Theme } from '../lib/theme';
import type { Route } from '../routes';
import { classPaths } from './paths';
import { AssignmentPlayScreen } from './AssignmentPlayScreen';
import { ClassScreen } from './ClassScreen';
import { GradebookScreen } from './GradebookScreen';
import { JoinClassScreen } from './JoinClassScreen';
import { MyAssignmentsScreen } from './MyAssignmentsScreen';
import { ReportScreen } from './ReportScreen';

export type ClassRoute = Extract<Route, { screen: 'class-join' | 'class' | 'gradebook' | 'my-assignments' | 'assignment-report' | 'assignment-play' }>;

export interface ClassesRouteProps {
  route: ClassRoute;
  theme: Theme;
  paused: boolean;
}

/**
 * The classes feature's screens, one chunk: the route chooses which. A visitor opening a join link is asked to log
 * in there (R-CLASS-1); the other screens need a login. Back goes to the previous screen, else the dashboard (a play:
 * the student's assignments).
 */
export function ClassesRoute({ route, theme, paused }: ClassesRouteProps) {
  const { t } = useLingui();
  const onBack = useGoBack(route.screen === 'assignment-play' ? classPaths.myAssignments() : classPaths.dashboard());
  const screen = <ClassScreenOf route={route} theme={theme} paused={paused} onBack={onBack} />;
  return route.screen === 'class-join' ? screen : <RequireLogin what={t`your classes and assignments`}>{screen}</RequireLogin>;
}

function ClassScreenOf({ route, theme, paused, onBack }: ClassesRouteProps & { onBack: () => void }) {
  switch (route.screen) {
    case 'class-join':
      return <JoinClassScreen key={route.code} code={route.code} onBack={onBack} />;
    case 'class':
      return <ClassScreen key={route.id} id={route.id} onBack={onBack} />;
    case 'gradebook':
      return <GradebookScreen key={route.id} id={route.id} onBack={onBack} />;
    case 'my-assignments':
      return <MyAssignmentsScreen onBack={onBack} />;
    case 'assignment-report':
      return <ReportScreen key={route.id} id={route.id} onBack={onBack} />;
    case 'assignment-play':
      return <AssignmentPlayScreen key={route.id} playId={route.id} theme={theme} paused={paused} onBack={onBack} />;
  }
}
