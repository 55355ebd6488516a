import { describe, expect, it } from 'vitest';
import { routePath } from '../routes';
import { classPaths } from './paths';

describe('the class screens’ addresses', () => {
  it('are the route table’s own', () => {
    expect(classPaths.dashboard()).toBe(routePath({ screen: 'dashboard' }));
    expect(classPaths.join('KPW2QX')).toBe(routePath({ screen: 'class-join', code: 'KPW2QX' }));
    expect(classPaths.class(3)).toBe(routePath({ screen: 'class', id: 3 }));
    expect(classPaths.gradebook(3)).toBe(routePath({ screen: 'gradebook', id: 3 }));
    expect(classPaths.myAssignments()).toBe(routePath({ screen: 'my-assignments' }));
    expect(classPaths.report(8)).toBe(routePath({ screen: 'assignment-report', id: 8 }));
    expect(classPaths.play(21)).toBe(routePath({ screen: 'assignment-play', id: 21 }));
  });
});
