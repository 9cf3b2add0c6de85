// Many cameras: grid, apply to many.
export const fleet = {
} as const;
