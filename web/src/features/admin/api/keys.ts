/** Every moderators' answer: what any moderator action makes stale. */
export const adminRootKey = ['admin'] as const
export const reportedItemsQueryKey = [...adminRootKey, 'reports'] as const
export const suspensionsQueryKey = [...adminRootKey, 'suspensions'] as const
export const logQueryKey = [...adminRootKey, 'log'] as const
