import type { Lang } from '@mamata/core/preferences';
import type { InboxKind } from '@mamata/core/schemas/staff-admin';

/** The filters of the people list. */
export interface PeopleParams {
  search: string;
  page: number;
  limit: number;
}

/** The filters of one page of the inbox. */
export interface InboxParams {
  kind: InboxKind;
  status: 'open' | 'handled';
  page: number;
  limit: number;
}

/** The filters of the staff accounts list. */
export interface StaffUsersParams {
  search: string;
  page: number;
  limit: number;
}

/**
 * Query keys of the staff console, one factory for every screen. Keys nest, so invalidating a
 * prefix refreshes everything under it: `person(id)` also refreshes her records and notifications,
 * `all` everything of the console (a birth or a loss changes the people and due lists too), and
 * logging out removes `all`. The language is part of the keys whose answers carry translated texts.
 */
export const staffKeys = {
  all: ['staff'] as const,
  me: () => [...staffKeys.all, 'me'] as const,
  offices: () => [...staffKeys.all, 'offices'] as const,
  /** Every page of the people list. */
  people: () => [...staffKeys.all, 'people'] as const,
  peoplePage: (params: PeopleParams) => [...staffKeys.people(), params] as const,
  /** One person's record; her records and notifications live under it. */
  person: (id: string) => [...staffKeys.all, 'person', id] as const,
  personRecords: (id: string, lang: Lang) => [...staffKeys.person(id), 'records', lang] as const,
  personNotifications: (id: string) => [...staffKeys.person(id), 'notifications'] as const,
  due: (days: number, lang: Lang) => [...staffKeys.all, 'due', days, lang] as const,
  scheduleItems: () => [...staffKeys.all, 'schedule-items'] as const,
  /** Every page of the inbox and its counts. */
  inbox: () => [...staffKeys.all, 'inbox'] as const,
  inboxPage: (params: InboxParams) => [...staffKeys.inbox(), 'list', params] as const,
  inboxCounts: () => [...staffKeys.inbox(), 'counts'] as const,
  /** Every page of the staff accounts list. */
  staffUsers: () => [...staffKeys.all, 'staff-users'] as const,
  staffUsersPage: (params: StaffUsersParams) => [...staffKeys.staffUsers(), params] as const,
  ambulances: () => [...staffKeys.all, 'ambulances'] as const,
  supportNumbers: () => [...staffKeys.all, 'support-numbers'] as const,
  possibleDuplicates: (query: string) => [...staffKeys.people(), 'possible-duplicates', query] as const,
};
