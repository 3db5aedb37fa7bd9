/**
 * The floating scroll-to-top button on static pages (shown past 300 px, the spec's threshold), driving the
 * markup `ScrollToTopButton` renders: it sends the page to the top and moves keyboard focus to
 * the page frame, since the button itself disappears there.
 */
export function enhanceScrollToTop(root: ParentNode = document): void {
  const button = root.querySelector<HTMLButtonElement>('[data-scroll-to-top]');
  if (!button) return;
  const update = () => {
    // The threshold comes with the markup (LIMITS.scrollToTopThresholdPx), keeping shared code out of this script.
    button.hidden = window.scrollY <= Number(button.dataset.scrollToTop || 300);
  };
  update();
  window.addEventListener('scroll', update, { passive: true });
  button.addEventListener('click', () => {
    window.scrollTo({ top: 0 });
    document.getElementById('top')?.focus({ preventScroll: true });
  });
}
