import type { Theme } from '../lib/theme';
import type { Route } from '../routes';
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
  onBack: () => void;
}

/** The classes feature's screens, one chunk: the route chooses which. */
export function ClassesRoute({ route, theme, paused, onBack }: ClassesRouteProps) {
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
