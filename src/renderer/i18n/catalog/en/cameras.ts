// The camera list in the sidebar: add, edit, import, groups, actions.
export const cameras = {
} as const;
