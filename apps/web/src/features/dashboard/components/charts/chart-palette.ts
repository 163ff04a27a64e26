import { BRAND } from '../../../../lib/brand';

/**
 * Slice colours of the pie charts: the brand's navy first, then hues that each keep at least 3:1
 * against the white card (WCAG 1.4.11, graphical objects), the gold darkened to keep it. Slices are
 * also parted by a white gap, so neighbours never depend on their hue alone.
 */
export const SLICE_COLOURS = [BRAND.navy, '#806600', '#00796b', '#b45309', '#6a1b9a', '#0277bd', '#c62828', '#2e7d32'];
