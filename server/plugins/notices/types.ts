/** Notice types (messages of spec §2 /system-message/page; each links to its detail page in the browser). */
export const NOTICE_TYPES = { risk: 1, task: 2, approval: 3, suggestion: 4, system: 5 } as const;
export const NOTICE_TYPE_VALUES: readonly number[] = Object.values(NOTICE_TYPES);
