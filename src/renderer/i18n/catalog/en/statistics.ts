// The statistics dashboard: health, peers, charts.
export const statistics = {
} as const;
