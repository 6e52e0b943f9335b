import { allPermissions } from '@console/contract';
import { describe, expect, it } from 'vitest';
import {
  accessLevels,
  matrixFromPermissions,
  normalizePermissions,
  permissionsFromMatrix,
  setMatrixCell,
} from './permission-matrix';

describe('permission matrix', () => {
  it('maps an empty list to an empty matrix and back', () => {
    const matrix = matrixFromPermissions([]);
    expect(matrix.goals).toEqual({ read: false, write: false });
    expect(matrix.adminUsers).toEqual({ read: false, write: false });
    expect(permissionsFromMatrix(matrix)).toEqual([]);
  });

  it('round-trips every permission in the contract order', () => {
    const shuffled = [...allPermissions].reverse();
    expect(permissionsFromMatrix(matrixFromPermissions(shuffled))).toEqual([...allPermissions]);
  });

  it('keeps read-only resources read-only', () => {
    const matrix = matrixFromPermissions(['faq:read', 'goals:read']);
    expect(matrix.goals).toEqual({ read: true, write: false });
    expect(matrix.faq).toEqual({ read: true, write: false });
    expect(matrix.levels).toEqual({ read: false, write: false });
    expect(permissionsFromMatrix(matrix)).toEqual(['goals:read', 'faq:read']);
  });

  it('shows a stored write without its read as both and saves both', () => {
    expect(matrixFromPermissions(['users:write']).users).toEqual({ read: true, write: true });
    expect(normalizePermissions(['users:write', 'goals:read'])).toEqual([
      'goals:read',
      'users:read',
      'users:write',
    ]);
  });

  it('ticks read with write and leaves other resources alone', () => {
    const next = setMatrixCell(matrixFromPermissions(['faq:read']), 'levels', 'write', true);
    expect(permissionsFromMatrix(next)).toEqual(['levels:read', 'levels:write', 'faq:read']);
  });

  it('unticks write with read, but keeps read when only write is unticked', () => {
    const full = matrixFromPermissions(['challenges:read', 'challenges:write']);
    expect(permissionsFromMatrix(setMatrixCell(full, 'challenges', 'read', false))).toEqual([]);
    expect(permissionsFromMatrix(setMatrixCell(full, 'challenges', 'write', false))).toEqual([
      'challenges:read',
    ]);
  });

  it('ticking read keeps an existing write', () => {
    const full = matrixFromPermissions(['goals:write']);
    expect(setMatrixCell(full, 'goals', 'read', true).goals).toEqual({ read: true, write: true });
  });

  it('summarizes the level per resource', () => {
    expect(accessLevels(['goals:read', 'adminUsers:write', 'adminUsers:read'])).toEqual([
      { resource: 'goals', level: 'read' },
      { resource: 'adminUsers', level: 'write' },
    ]);
    expect(accessLevels([])).toEqual([]);
  });
});
