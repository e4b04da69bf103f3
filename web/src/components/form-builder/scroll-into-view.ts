import smoothScrollIntoView from 'smooth-scroll-into-view-if-needed';

/** How long the animated scroll to a form's outcome lasts (R-CONST-24). */
export const SCROLL_ANIMATION_DURATION_MS = 2000;

/**
 * Ease in and out (cubic), so the motion is visible for the whole duration; the library's default
 * ease-out covers nearly all the distance in the first half and then creeps.
 */
function easeInOutCubic(t: number): number {
  return t < 0.5 ? 4 * t ** 3 : 1 - (-2 * t + 2) ** 3 / 2;
}

/**
 * Scrolls `element` to the middle of the view when it is not already fully in view: an animation of
 * SCROLL_ANIMATION_DURATION_MS, or a jump for members who ask the system for reduced motion.
 */
export function scrollIntoView(element: Element): void {
  const options = { scrollMode: 'if-needed', block: 'center' } as const;
  if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) {
    smoothScrollIntoView(element, { ...options, behavior: 'auto' });
    return;
  }
  void smoothScrollIntoView(element, { ...options, behavior: 'smooth', duration: SCROLL_ANIMATION_DURATION_MS, ease: easeInOutCubic });
}
