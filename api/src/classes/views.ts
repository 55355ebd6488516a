import type { ClassView } from '@matchdrop/shared';
import type { ClassRecord } from './repository.js';

export function toClassView(row: ClassRecord, publicUrl: string): ClassView {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    joinUrl: `${publicUrl}/c/${row.code}`,
    archived: row.archived_at !== null,
    teacher: row.teacher,
    createdAt: row.created_at.toISOString(),
  };
}
